import BurinCore

/// The cells of one frame that differ from what the terminal shows, in screen order, with the colour
/// pair each will use. Kept by the screen and emptied each frame, so a frame allocates nothing.
/// - Note: Main loop only.
struct FrameChanges {
    /// Row-major screen indices, ascending.
    private(set) var indices: [Int] = []
    /// The normalised cell for each index.
    private(set) var cells: [Cell] = []
    /// The pair for each cell, filled in by the screen's pair planning.
    var pairs: [Int32] = []
    /// The attributes each cell is written with, filled in with the pairs: the cell's own, less bold
    /// where the colour reduction gives it up for legibility (`ColorReducer`).
    var attributes: [CellAttributes] = []

    var isEmpty: Bool { indices.isEmpty }

    mutating func append(index: Int, cell: Cell) {
        indices.append(index)
        cells.append(cell)
        pairs.append(0)
        attributes.append(cell.attributes)
    }

    mutating func removeAll() {
        indices.removeAll(keepingCapacity: true)
        cells.removeAll(keepingCapacity: true)
        pairs.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
    }
}
