/// A slot picture's payload for a sixel terminal, as a draw worker hands it to the main loop (kitty's
/// is a `KittyPayload`): the reduced image, for cutting when the viewport shows part of it, and its
/// whole sequence, encoded once where it was made, for the common case of a slot shown whole
/// (encoding on the main loop was its largest cost in a fling). BurinPictures makes it
/// (`init(_:)`) and cuts it (`sequence(for:)`).
public struct SixelPayload: Sendable, Hashable {
    public let image: SixelImage
    /// `SixelEncoder.encode(image)`.
    public let whole: [UInt8]

    public init(image: SixelImage, whole: [UInt8]) {
        self.image = image
        self.whole = whole
    }
}
