/// A picture a row's drawing carries for one of its image slots, already encoded on the draw worker
/// for the terminal's graphics protocol (`RowDrawer.draw(_:pictures:)`, BurinPictures). The cells
/// under the slot keep their block drawing, so a terminal that drops the picture still shows the
/// blocks.
///
/// It rides inside the `CellBitmap`, so it reaches the screen only with a drawing the pipeline
/// accepted: the sentinel that keeps a stale drawing off the screen keeps a stale picture off too.
public struct SlotPicture: Sendable, Hashable {
    /// The slot, in the row's cells.
    public var rect: CellRect
    /// Equal identities are the same pixels, so a terminal that keeps pictures is sent them once.
    public var identity: Int
    /// The encoded picture.
    public var payload: SlotPicturePayload
    /// The payload's bytes in memory, for the byte-bounded cache.
    public var byteCost: Int
    /// What sending it costs the terminal's link (a file's path, where the terminal reads files).
    public var linkCost: Int

    public init(rect: CellRect, identity: Int, payload: SlotPicturePayload, byteCost: Int, linkCost: Int? = nil) {
        self.rect = rect
        self.identity = identity
        self.payload = payload
        self.byteCost = byteCost
        self.linkCost = linkCost ?? byteCost
    }

    /// Pictures are compared by slot and identity: equal identities are the same pixels.
    public static func == (a: SlotPicture, b: SlotPicture) -> Bool { a.rect == b.rect && a.identity == b.identity }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect)
        hasher.combine(identity)
    }
}
