public import BurinCore

/// Encoding a reduced image for a sixel terminal, and cutting it where the viewport shows a part.
extension SixelPayload {
    public init(_ image: SixelImage) {
        self.init(image: image, whole: SixelEncoder.encode(image))
    }

    /// The sequence that draws `source` of the image.
    public func sequence(for source: PixelRect) -> [UInt8] {
        source.clipped(to: image.size) == PixelRect(image.size) ? whole : SixelEncoder.encode(image, source: source)
    }
}
