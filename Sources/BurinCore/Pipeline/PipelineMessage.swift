/// What background work tells the main loop, through the one completion inbox. Completions carry the
/// renderer's kind of the row and what the work cost, for the scheduler's cost model.
enum PipelineMessage: Sendable {
    case laidOut(RowLayout, Ticket, kind: Int, cost: Duration)
    case layoutCancelled(RowID)
    case drawn(CellBitmap, Ticket, kind: Int, cost: Duration)
    case drawCancelled(RowID, beforeStart: Bool)
}
