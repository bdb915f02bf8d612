/// A whole screen's worth of cells that the main loop composes each frame and hands to a `Screen`.
///
/// Widgets only write into a grid; screens diff it against what they showed last (the ratatui shape).
/// Cells are plain values, so the main loop keeps one grid rather than allocating a new one each
/// frame, moves its lines with a scroll (`moveLines`) and copies rows of drawings in with `memcpy`.
/// The lines are kept behind an index, as `RowSlots` keeps a screen's rows: a scroll moves indices,
/// not cells.
/// - Note: Main loop only.
public struct CellGrid: Equatable, Sendable {
    public private(set) var size: CellSize
    /// The lines' cells, each line `size.width` cells in one slot, slots in no particular order.
    @usableFromInline private(set) var storage: [Cell]
    /// `slotOfLine[y]` is the slot line `y`'s cells are in.
    @usableFromInline private(set) var slotOfLine: [Int]

    public init(size: CellSize, fill: Cell = .blank) {
        self.size = CellSize(width: max(0, size.width), height: max(0, size.height))
        storage = Array(repeating: fill, count: self.size.area)
        slotOfLine = Array(0..<self.size.height)
    }

    /// Every cell, line by line.
    public var cells: [Cell] { (0..<size.height).flatMap { row($0) } }

    /// Makes this grid `size` cells of `fill`, keeping its storage when it is large enough.
    public mutating func reset(size newSize: CellSize, fill: Cell = .blank) {
        let fitted = CellSize(width: max(0, newSize.width), height: max(0, newSize.height))
        if fitted.area == storage.count {
            storage.withUnsafeMutableBufferPointer { $0.update(repeating: fill) }
        } else {
            storage = Array(repeating: fill, count: fitted.area)
        }
        if slotOfLine.count != fitted.height { slotOfLine = Array(0..<fitted.height) }
        size = fitted
    }

    @inline(__always)
    private func offset(_ x: Int, _ y: Int) -> Int { slotOfLine[y] &* size.width &+ x }

    public subscript(x: Int, y: Int) -> Cell {
        get { storage[offset(x, y)] }
        set { storage[offset(x, y)] = newValue }
    }

    public func row(_ y: Int) -> ArraySlice<Cell> {
        let start = offset(0, y)
        return storage[start..<(start + size.width)]
    }

    /// Runs `body` with row `y`'s cells in place.
    @inlinable
    public func withRow<R>(_ y: Int, _ body: (UnsafeBufferPointer<Cell>) throws -> R) rethrows -> R {
        let width = size.width
        let start = slotOfLine[y] &* width
        return try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[start..<(start + width)]))
        }
    }

    /// Copies row `sourceRow` of `bitmap` into row `y`, clipped to the grid. A wide cluster cut by the
    /// right edge becomes a space, so no line is ever wider than the screen.
    public mutating func copy(row sourceRow: Int, of bitmap: CellBitmap, toRow y: Int, column x: Int = 0) {
        guard y >= 0, y < size.height, sourceRow >= 0, sourceRow < bitmap.size.height, x >= 0 else { return }
        let n = min(bitmap.size.width, size.width - x)
        guard n > 0 else { return }
        let src = sourceRow * bitmap.size.width
        let dst = offset(x, y)
        storage.withUnsafeMutableBufferPointer { target in
            bitmap.cells.withUnsafeBufferPointer { source in
                (target.baseAddress! + dst).update(from: source.baseAddress! + src, count: n)
            }
        }
        clipWideCluster(atRow: y, lastColumn: x + n - 1)
        if x > 0, storage[dst].isContinuation { storage[dst] = .space(background: storage[dst].background) }
    }

    /// Moves the whole lines `lines` by `distance` lines (negative: up), as a terminal scrolls a
    /// region, by moving their indices: the lines moved past the region's edge come back at the
    /// other edge (a rotation), on the lines the move uncovers, for the caller to draw over.
    public mutating func moveLines(_ lines: Range<Int>, by distance: Int) {
        let region = lines.clamped(to: 0..<size.height)
        let count = region.count
        guard distance != 0, abs(distance) < count else { return }
        // A rotation by three reversals, in place.
        let split = distance > 0 ? region.upperBound - distance : region.lowerBound - distance
        slotOfLine[region.lowerBound..<split].reverse()
        slotOfLine[split..<region.upperBound].reverse()
        slotOfLine[region].reverse()
    }

    /// Writes `text` clusters starting at (`x`, `y`) with one style, clipped to `maxX`.
    public mutating func put(_ run: TextRun, maxX: Int? = nil) {
        let limit = min(maxX ?? size.width, size.width)
        guard run.y >= 0, run.y < size.height else { return }
        let fg = run.style.foreground.map(CellColor.init) ?? .terminalDefault
        var x = run.x
        for c in run.clusters {
            if x + c.width > limit { break }
            if x >= 0 {
                let bg = run.style.background.map(CellColor.init) ?? self[x, run.y].background
                self[x, run.y] = Cell(
                    c.text, width: UInt8(c.width), foreground: fg, background: bg, attributes: run.style.attributes)
                if c.width == 2 { self[x + 1, run.y] = .continuation(background: bg) }
            }
            x += c.width
        }
    }

    /// Fills a rectangle with one cell, clipped.
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        let x0 = max(0, rect.minX)
        let x1 = min(size.width, rect.maxX)
        let y0 = max(0, rect.minY)
        let y1 = min(size.height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        let (slots, width) = (slotOfLine, size.width)
        storage.withUnsafeMutableBufferPointer { all in
            for y in y0..<y1 {
                let start = slots[y] &* width
                UnsafeMutableBufferPointer(rebasing: all[(start + x0)..<(start + x1)]).update(repeating: cell)
            }
        }
    }

    /// The characters of row `y`, continuation cells skipped.
    public func text(ofRow y: Int) -> String {
        var s = String.UnicodeScalarView()
        for c in row(y) where !c.isContinuation { c.glyph.appendScalars(to: &s) }
        return String(s)
    }

    /// The whole grid as text, one line a row, trailing spaces kept so widths can be checked.
    public var text: String {
        (0..<size.height).map { text(ofRow: $0) }.joined(separator: "\n")
    }

    private mutating func clipWideCluster(atRow y: Int, lastColumn x: Int) {
        let i = offset(x, y)
        if storage[i].width == 2 {
            storage[i] = .space(background: storage[i].background)
        }
    }

    /// Grids are equal when they show the same cells, wherever their lines are kept.
    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        lhs.size == rhs.size && (0..<lhs.size.height).allSatisfy { lhs.row($0) == rhs.row($0) }
    }
}
