/// One image at one grid size: how close each renderer came to the reference, and how long it took.
public struct ImageQualityImageResult: Sendable {
    public var path: String
    /// PSNR (dB) of Burin's reconstructed cells against the reference; infinity when exact.
    public var burinPSNR: Double
    /// PSNR (dB) of chafa's reconstructed cells against the reference; nil without chafa.
    public var chafaPSNR: Double?
    /// Median wall time of load + scale + half-block blit, in one process, in seconds.
    public var burinSeconds: Double
    /// Median wall time of scale + blit alone (the image already decoded), in seconds.
    public var burinScaleBlitSeconds: Double
    /// Median wall time of one chafa process for this image, in seconds.
    public var chafaSeconds: Double?
    /// Whether chafa printed exactly the requested grid (a mismatch is padded or cut, and costs PSNR).
    public var chafaGridMatches: Bool?
    /// PSNR (dB) against the second reference, the gamma-naive average of encoded sRGB values
    /// (`ImageQualityEncodedAverage`).
    public var burinEncodedPSNR: Double
    public var chafaEncodedPSNR: Double?
    /// False when the image's aspect could not be stretched exactly and was cropped to fill instead.
    public var stretchIsExact: Bool

    public init(
        path: String, burinPSNR: Double, chafaPSNR: Double?, burinSeconds: Double, burinScaleBlitSeconds: Double,
        chafaSeconds: Double?, chafaGridMatches: Bool?, burinEncodedPSNR: Double, chafaEncodedPSNR: Double?,
        stretchIsExact: Bool
    ) {
        self.path = path
        self.burinPSNR = burinPSNR
        self.chafaPSNR = chafaPSNR
        self.burinSeconds = burinSeconds
        self.burinScaleBlitSeconds = burinScaleBlitSeconds
        self.chafaSeconds = chafaSeconds
        self.chafaGridMatches = chafaGridMatches
        self.burinEncodedPSNR = burinEncodedPSNR
        self.chafaEncodedPSNR = chafaEncodedPSNR
        self.stretchIsExact = stretchIsExact
    }
}
