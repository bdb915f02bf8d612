public import BurinCore

/// An image a row wants shown this frame, as the main loop hands it to the planner.
public struct SlotImage<Key: Hashable & Sendable>: Sendable {
    public var slot: ImageSlotID
    /// The picture's identity: equal keys are the same pixels (kitty sends them once).
    public var key: Key
    /// The slot's whole rectangle on the screen, even where it runs past the viewport (a row cut by
    /// the top edge has a negative `minY`).
    public var frame: CellRect
    /// The picture's size in pixels: the slot's cells times the cell size.
    public var pixelSize: PixelSize
    /// The bytes of the picture's whole encoding (kitty: the transmission; sixel: the sequence), for
    /// the per-frame byte budget.
    public var encodedBytes: Int

    public init(slot: ImageSlotID, key: Key, frame: CellRect, pixelSize: PixelSize, encodedBytes: Int) {
        self.slot = slot
        self.key = key
        self.frame = frame
        self.pixelSize = pixelSize
        self.encodedBytes = encodedBytes
    }
}
