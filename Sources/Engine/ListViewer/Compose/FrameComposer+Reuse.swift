public import BurinCore

/// What one screen line of the list holds once composed, in enough detail to tell whether a line the
/// grid already holds (moved along with a scroll) is the line a new frame wants.
enum ComposedLine: Equatable {
    /// The page: no row here, or a row's line below its drawing.
    case page
    /// A drawing's line. The drawing is known by its cells' storage, which `HeldLines` keeps alive,
    /// so no other drawing can have the same address meanwhile.
    case drawing(cells: UnsafeRawPointer, width: Int, line: Int)
    /// A placeholder's line (its bars depend on the row, the line and whether it is the last).
    case skeleton(seed: Int, line: Int, height: Int)
    /// Moved in from outside the lines composed: never what a frame wants.
    case unknown
}

/// The lines a grid holds from the last compose, and what they were drawn with.
/// - Note: Main loop only.
struct HeldLines {
    var lines: [ComposedLine] = []
    /// The drawings `lines` name, kept alive so that their addresses stay theirs.
    var bitmaps: [CellBitmap] = []
    var size = CellSize(width: 0, height: 0)
    var fill = Cell.blank
    var theme: ListTheme?
    var usesColor = false
    /// False after something else drew over the lines (a panel), or before the first compose.
    var isValid = false
}

extension FrameComposer {
    /// Makes `grid` `size` cells of `fill` with `frame`'s rows on lines 0..<frame.viewportHeight and
    /// the page below them, as `reset` and `compose(_:into:)` would, but drawing only the lines that
    /// changed since the last call: a scroll moves the lines the grid holds (one `memmove`) and draws
    /// the lines it uncovers. `grid` must be the same grid each time, changed by nothing else in
    /// between, or `forgetGrid()` called.
    public mutating func compose<Style, Action>(
        _ frame: PipelineFrame<Style, Action>, into grid: inout CellGrid, size: CellSize, fill: Cell
    ) {
        let bottom = max(0, min(frame.viewportHeight, size.height))
        var wanted = [ComposedLine](repeating: .page, count: bottom)
        var owners = [Int](repeating: -1, count: bottom)
        var bitmaps: [CellBitmap] = []
        bitmaps.reserveCapacity(frame.rows.count)
        for (k, row) in frame.rows.enumerated() {
            if case .drawing(let drawing) = row.display { bitmaps.append(drawing.bitmap) }
            for line in Self.lines(of: row, above: bottom) {
                wanted[row.top + line] = Self.describe(line: line, of: row)
                owners[row.top + line] = k
            }
        }
        let reusable =
            held.isValid && grid.size == size && held.size == size && held.fill == fill && held.theme == theme
            && held.usesColor == usesColor && held.lines.count == bottom
        if reusable {
            var holds = held.lines
            if let distance = Self.distance(from: holds, to: wanted), distance != 0 {
                grid.moveLines(0..<bottom, by: distance)
                holds = (0..<bottom).map { y in (0..<bottom).contains(y - distance) ? holds[y - distance] : .unknown }
            }
            for y in 0..<bottom where holds[y] != wanted[y] {
                grid.fill(CellRect(x: 0, y: y, width: size.width, height: 1), with: fill)
                if owners[y] >= 0 {
                    let row = frame.rows[owners[y]]
                    draw(line: y - row.top, of: row, at: y, into: &grid)
                }
            }
            grid.fill(CellRect(x: 0, y: bottom, width: size.width, height: size.height - bottom), with: fill)
        } else {
            grid.reset(size: size, fill: fill)
            compose(frame, into: &grid)
        }
        held = HeldLines(
            lines: wanted, bitmaps: bitmaps, size: size, fill: fill, theme: theme, usesColor: usesColor,
            isValid: true)
    }

    /// Something else drew on the grid (a panel over the rows): the next compose draws every line.
    public mutating func forgetGrid() {
        held = HeldLines()
    }

    /// How far the lines held moved to become the lines wanted (positive: down), judged by where the
    /// first line of a row wanted was held; nil when it was not held at all.
    static func distance(from held: [ComposedLine], to wanted: [ComposedLine]) -> Int? {
        guard let y = wanted.firstIndex(where: { $0 != .page }), let was = held.firstIndex(of: wanted[y]) else {
            return nil
        }
        return y - was
    }

    static func describe<Style, Action>(line: Int, of row: VisibleRow<Style, Action>) -> ComposedLine {
        switch row.display {
        case .drawing(let drawing):
            let bitmap = drawing.bitmap
            guard line < bitmap.size.height, let cells = bitmap.cells.withUnsafeBufferPointer({ $0.baseAddress })
            else { return .page }
            return .drawing(cells: UnsafeRawPointer(cells), width: bitmap.size.width, line: line)
        case .placeholder:
            return .skeleton(seed: row.id?.rawValue ?? row.index, line: line, height: row.height)
        }
    }
}
