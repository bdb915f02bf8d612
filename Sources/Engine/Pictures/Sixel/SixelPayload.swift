public import BurinCore

/// Encoding a reduced image for a sixel terminal, and cutting it where the viewport shows a part.
extension SixelPayload {
    public init(_ image: SixelImage) {
        self.init(image: image, whole: SixelEncoder.encode(image))
    }

    /// The sequence that draws `source` of the image, with at most `colors` colours where given and
    /// fewer than the image has (reduced from its own colours; the viewer hands in pictures already
    /// reduced, kept across frames by `SixelReductions`).
    public func sequence(for source: PixelRect, colors: Int? = nil) -> [UInt8] {
        if let colors, colors < image.palette.count {
            let reduced = SixelPalette.reduced(image, to: colors)
            return SixelEncoder.encode(reduced, source: source.clipped(to: image.size))
        }
        return source.clipped(to: image.size) == PixelRect(image.size)
            ? whole : SixelEncoder.encode(image, source: source)
    }
}
