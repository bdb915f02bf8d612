/// What background work tells the main loop, through the one completion inbox. Completions carry the
/// key the work was asked for, the renderer's kind of the row and what the work cost (for the
/// scheduler's cost model).
enum PipelineMessage<Style: Hashable & Sendable, Action: Hashable & Sendable>: Sendable {
    case laidOut(ContentKey<Style>, RowLayout<Action>, Ticket, kind: Int, cost: Duration)
    case layoutCancelled(RowID)
    case drawn(ContentKey<Style>, CellBitmap, Ticket, kind: Int, cost: Duration)
    case drawCancelled(RowID, beforeStart: Bool)
}

extension PipelineMessage {
    /// Whether a draw job sent it (else a layout job).
    var isDraw: Bool {
        switch self {
        case .laidOut, .layoutCancelled: false
        case .drawn, .drawCancelled: true
        }
    }
}
