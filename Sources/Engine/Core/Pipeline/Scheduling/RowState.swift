/// What the scheduler knows of one row inside the preload range. Rows further away have no state,
/// so memory does not grow with the list. A class, so the scheduler finds and updates a row with one
/// lookup a frame.
/// - Note: Main loop only (the sentinels are read by workers; only the main loop moves them). Its
///   fields are never accessed overlapping, so their dynamic exclusivity checks are off (a frame
///   reads them for every row of the preload range).
final class RowState<Style: Hashable & Sendable> {
    // What a settled row is asked every frame comes first, in the object's first cache lines: the
    // keys after it carry the app's whole style and put the object over a kilobyte.
    let id: RowID
    /// What the row was last asked with, when that asked for nothing and left nothing pending: asked
    /// the same again, it would ask for nothing again (`RowScheduler.keepSettled`). Only a request
    /// sets it or makes work pending, so while it is set nothing is pending.
    @exclusivity(unchecked) var settled: RequestSignature?
    /// The layout cache's evictions when `settled` was checked: while they stay the same, its layout
    /// is still cached.
    @exclusivity(unchecked) var settledEvictions = 0
    @exclusivity(unchecked) var lastSeenFrame = 0
    @exclusivity(unchecked) var priority = Priority(.preload)
    @exclusivity(unchecked) var inDisplayRange = false
    /// The renderer's kind of this row, once it has been laid out (for the cost model).
    @exclusivity(unchecked) var kind: Int?
    /// The draw generation; moves when `wantedKey` changes or the row leaves the display range.
    let drawSentinel = Sentinel()
    /// Moves when the row leaves the preload range, dropping its queued layout.
    let layoutSentinel = Sentinel()
    /// The content the row should show now.
    @exclusivity(unchecked) var wantedKey: ContentKey<Style>?
    /// The last drawing accepted for this row (possibly of older content, or another width).
    @exclusivity(unchecked) var shown: RowDrawing<Style>?
    /// The key of the draw job in flight for the current generation.
    @exclusivity(unchecked) var pendingDraw: ContentKey<Style>?
    /// The key of the layout job in flight.
    @exclusivity(unchecked) var pendingLayout: ContentKey<Style>?

    init(id: RowID) { self.id = id }
}
