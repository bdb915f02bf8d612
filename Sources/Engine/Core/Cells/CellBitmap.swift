/// A row's finished drawing: a grid of cells.
///
/// Immutable once handed over and `Sendable`, so a worker can give it to the main loop. Which content
/// it shows is the pipeline's to know (`RowDrawing`), not the drawing's to claim.
public struct CellBitmap: Sendable, Equatable {
    public let size: CellSize
    public private(set) var cells: [Cell]
    /// Pictures for the image slots, where the terminal shows real pixels; empty otherwise.
    public var pictures: [SlotPicture] = []

    public init(size: CellSize, fill: Cell = .blank) {
        self.size = size
        cells = Array(repeating: fill, count: max(0, size.area))
    }

    public init(size: CellSize, cells: [Cell]) {
        precondition(cells.count == size.area, "cell count must equal width x height")
        self.size = size
        self.cells = cells
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// The cells of row `y`.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * size.width)..<((y + 1) * size.width)]
    }

    /// The bytes this bitmap keeps alive, for the byte-bounded cache. Cells are plain values (long
    /// clusters live once in the shared `ClusterPool`), so this is exact but for the array header.
    public var byteCost: Int {
        MemoryLayout<Cell>.stride * cells.count + 64 + pictures.reduce(0) { $0 + $1.byteCost }
    }

    /// The characters of row `y`, continuation cells skipped: what a terminal would show as text.
    public func text(ofRow y: Int) -> String {
        var s = String.UnicodeScalarView()
        for c in row(y) where !c.isContinuation { c.glyph.appendScalars(to: &s) }
        return String(s)
    }
}
