/// A slot picture encoded for the terminal's graphics protocol, as a draw worker made it
/// (BurinPictures' `SlotPicture.encode`). An enum, not an opaque value, so the main loop and a
/// snapshot take each kind as it is, checked by the compiler.
public enum SlotPicturePayload: Sendable, Hashable {
    /// kitty's: sent once, then placed by id.
    case kitty(KittyPayload)
    /// sixel's: drawn into the cells, cut where the viewport shows a part.
    case sixel(SixelPayload)

    /// The picture's size in pixels.
    public var pixelSize: PixelSize {
        switch self {
        case .kitty(let payload): payload.size
        case .sixel(let payload): payload.image.size
        }
    }
}
