/// A slot picture's payload for a sixel terminal, as a draw worker hands it to the main loop (kitty's
/// is a `KittyPayload`): the reduced image, for cutting when the viewport shows part of it, and its
/// whole sequence, encoded once where it was made, for the common case of a slot shown whole
/// (encoding on the main loop was its largest cost in a fling).
public struct SixelPayload: Sendable, Hashable {
    public let image: SixelImage
    /// `SixelEncoder.encode(image)`.
    public let whole: [UInt8]

    public init(_ image: SixelImage) {
        self.image = image
        whole = SixelEncoder.encode(image)
    }

    /// The sequence that draws `source` of the image.
    public func sequence(for source: PixelRect) -> [UInt8] {
        source.clipped(to: image.size) == PixelRect(image.size) ? whole : SixelEncoder.encode(image, source: source)
    }
}
