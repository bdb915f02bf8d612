/// A row's finished drawing: a grid of cells, plus the key of the content it shows.
///
/// Immutable once built and `Sendable`, so a worker can hand it to the main loop. `key` lets the main
/// loop (and the invariant checks) tell which content, at which width and theme, this drawing shows.
public struct CellBitmap: Sendable, Equatable {
    public let key: ContentKey
    public let size: CellSize
    public private(set) var cells: [Cell]

    public init(key: ContentKey, size: CellSize, fill: Cell = .blank) {
        self.key = key
        self.size = size
        cells = Array(repeating: fill, count: max(0, size.area))
    }

    public init(key: ContentKey, size: CellSize, cells: [Cell]) {
        precondition(cells.count == size.area, "cell count must equal width x height")
        self.key = key
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
    public var byteCost: Int { MemoryLayout<Cell>.stride * cells.count + 64 }

    /// The characters of row `y`, continuation cells skipped: what a terminal would show as text.
    public func text(ofRow y: Int) -> String {
        var s = String.UnicodeScalarView()
        for c in row(y) where !c.isContinuation { c.glyph.appendScalars(to: &s) }
        return String(s)
    }
}
