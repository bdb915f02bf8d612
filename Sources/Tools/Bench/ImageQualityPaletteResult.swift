public import BurinCore

/// Every image at one slot size on a terminal of 16 or 8 colours: Burin's blitters (pictures
/// dithered into the palette, as the draw workers do) against chafa told the same colour count
/// (`-c 16`, `-c 8`), both shown in the palette's colours as xterm shows them by default, and scored
/// against the same reference, in the same metric, as the full-colour rows.
public struct ImageQualityPaletteResult: Sendable {
    public var palette: TerminalPalette
    /// The slot in cells.
    public var size: CellSize
    /// The slot in real pixels: what the photograph is compared at.
    public var pixels: PixelSize
    /// Each image's scores, in the bench's order of images (chafa's only when chafa ran).
    public var images: [[ImageQualityMethod: ImageQualityScore]]
    /// Mean over the images of the median seconds of Burin's scale + dither + half-block blit.
    public var halfBlockSeconds: Double

    /// The methods measured in a palette: the character blitters, Burin's and chafa's.
    public static let methods: [ImageQualityMethod] = [.halfBlocks, .sextants, .chafaHalfBlocks, .chafaSextants]

    /// The mean score of `method` over the images; nil when some image lacks it.
    public func score(_ method: ImageQualityMethod) -> ImageQualityScore? {
        let scores = images.compactMap { $0[method] }
        return scores.count == images.count ? ImageQualityScore.mean(scores) : nil
    }

    public var json: [String: Any] {
        var methods: [String: Any] = [:]
        for method in Self.methods { methods[method.rawValue] = score(method)?.json ?? "unavailable" }
        return [
            "colors": palette.rawValue,
            "size": size.description,
            "pixels": "\(pixels.width)x\(pixels.height)",
            "images": images.count,
            "methods": methods,
            "half_blocks_dithered_us": qualityJSONNumber(halfBlockSeconds * 1e6),
        ]
    }
}
