import BurinCore

/// The cells of one frame that differ from what the terminal shows, in screen order. Kept by the
/// screen and emptied each frame, so a frame allocates nothing; the colour pair and attributes each
/// is written with are planned apart (`ColorPairPlan`).
/// - Note: Main loop only.
struct FrameChanges {
    /// Row-major screen indices, ascending.
    private(set) var indices: [Int] = []
    /// The normalised cell for each index.
    private(set) var cells: [Cell] = []

    var isEmpty: Bool { indices.isEmpty }

    mutating func append(index: Int, cell: Cell) {
        indices.append(index)
        cells.append(cell)
    }

    mutating func removeAll() {
        indices.removeAll(keepingCapacity: true)
        cells.removeAll(keepingCapacity: true)
    }
}
