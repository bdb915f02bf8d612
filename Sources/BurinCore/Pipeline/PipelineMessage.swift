/// What background work tells the main loop, through the one completion inbox.
enum PipelineMessage: Sendable {
    case laidOut(RowLayout, Ticket)
    case layoutCancelled(RowID)
    case drawn(CellBitmap, Ticket)
    case drawCancelled(RowID, beforeStart: Bool)
}
