/// One image at one slot size: each method's score, and what Burin's and chafa's work cost.
public struct ImageQualityImageResult: Sendable {
    public var path: String
    /// Every method measured (chafa's only when chafa ran).
    public var scores: [ImageQualityMethod: ImageQualityScore]
    /// Median seconds of Burin's scale + half-block blit, the picture already decoded (the scaler
    /// straight into the blitter's grid, as the feed's drawer does).
    public var halfBlockSeconds: Double
    /// Median seconds of Burin's scale + sextant blit, likewise.
    public var sextantSeconds: Double
    /// Median wall time of one chafa process (half blocks) for this image; nil without chafa.
    public var chafaSeconds: Double?
    /// Whether chafa printed exactly the requested grid (a mismatch is padded or cut, and scores worse).
    public var chafaGridMatches: Bool?
    public var pixelCost: ImageQualityPixelCost

    public init(
        path: String, scores: [ImageQualityMethod: ImageQualityScore], halfBlockSeconds: Double, sextantSeconds: Double,
        chafaSeconds: Double?, chafaGridMatches: Bool?, pixelCost: ImageQualityPixelCost
    ) {
        self.path = path
        self.scores = scores
        self.halfBlockSeconds = halfBlockSeconds
        self.sextantSeconds = sextantSeconds
        self.chafaSeconds = chafaSeconds
        self.chafaGridMatches = chafaGridMatches
        self.pixelCost = pixelCost
    }
}
