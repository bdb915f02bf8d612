/// What the scheduler knows of one row inside the preload range. Rows further away have no state,
/// so memory does not grow with the list. A class, so the scheduler finds and updates a row with one
/// dictionary lookup a frame.
/// - Note: Main loop only (the sentinels are read by workers; only the main loop moves them).
final class RowState<Style: Hashable & Sendable> {
    /// The draw generation; moves when `wantedKey` changes or the row leaves the display range.
    let drawSentinel = Sentinel()
    /// Moves when the row leaves the preload range, dropping its queued layout.
    let layoutSentinel = Sentinel()
    /// The content the row should show now.
    var wantedKey: ContentKey<Style>?
    /// The last drawing accepted for this row (possibly of older content, or another width).
    var shown: RowDrawing<Style>?
    /// The key of the draw job in flight for the current generation.
    var pendingDraw: ContentKey<Style>?
    /// The key of the layout job in flight.
    var pendingLayout: ContentKey<Style>?
    /// The renderer's kind of this row, once it has been laid out (for the cost model).
    var kind: Int?
    var inDisplayRange = false
    var priority = Priority(.preload)
    var lastSeenFrame = 0
    /// What the row was last asked with, when that asked for nothing and left nothing pending: asked
    /// the same again, it would ask for nothing again (`RowScheduler.keepSettled`). Only a request
    /// sets it or makes work pending, so while it is set nothing is pending.
    var settled: RequestSignature?
    /// The layout cache's evictions when `settled` was checked: while they stay the same, its layout
    /// is still cached.
    var settledEvictions = 0
}
