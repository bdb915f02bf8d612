public import BurinCore

/// One thing to write to the terminal after the frame's text. `GraphicsWriter` turns actions into
/// bytes.
public enum GraphicsAction<Key: Hashable & Sendable>: Sendable {
    /// kitty: send `key`'s payload as image `image`.
    case transmit(key: Key, image: UInt32)
    /// kitty: show `source` of `image` as `placement` in `cells` (an existing placement moves).
    case place(image: UInt32, placement: UInt32, cells: CellRect, source: PixelRect)
    /// kitty: remove a placement, keeping the image for later.
    case deletePlacement(image: UInt32, placement: UInt32)
    /// kitty: free an image no row shows.
    case deleteImage(UInt32)
    /// sixel: paint `source` of `key`'s picture with its top-left at `cells`' top-left.
    case drawSixel(key: Key, cells: CellRect, source: PixelRect)
}

extension GraphicsAction: Equatable where Key: Equatable {}
