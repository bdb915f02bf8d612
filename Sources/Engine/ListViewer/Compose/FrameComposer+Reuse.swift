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
    /// The position in the frame's rows of the row on each line; -1 for the page.
    var owners: [Int] = []
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
    /// changed since the last call: a scroll moves the lines the grid holds (their indices) and draws
    /// the lines it uncovers. `grid` must be the same grid each time, changed by nothing else in
    /// between, or `forgetGrid()` called.
    public mutating func compose<Style, Action>(
        _ frame: PipelineFrame<Style, Action>, into grid: inout CellGrid, size: CellSize, fill: Cell
    ) {
        let bottom = max(0, min(frame.viewportHeight, size.height))
        // The last frame's buffers are reused for this one's description; the held drawings stay
        // alive until it is made, so no address they name can be taken by a new drawing meanwhile.
        var wanted = HeldLines()
        swap(&wanted, &spare)
        Self.describe(frame, above: bottom, into: &wanted)
        let reusable =
            held.isValid && grid.size == size && held.size == size && held.fill == fill && held.theme == theme
            && held.usesColor == usesColor && held.lines.count == bottom
        if reusable {
            let distance = Self.distance(from: held.lines, to: wanted.lines) ?? 0
            if distance != 0 { grid.moveLines(0..<bottom, by: distance) }
            for y in Self.changedLines(from: held.lines, to: wanted.lines, movedBy: distance) {
                redraw(line: y, of: frame, owner: wanted.owners[y], into: &grid, fill: fill)
            }
            grid.fill(CellRect(x: 0, y: bottom, width: size.width, height: size.height - bottom), with: fill)
        } else {
            grid.reset(size: size, fill: fill)
            compose(frame, into: &grid)
        }
        wanted.size = size
        wanted.fill = fill
        wanted.theme = theme
        wanted.usesColor = usesColor
        wanted.isValid = true
        swap(&held, &wanted)
        spare = wanted
        spare.bitmaps.removeAll(keepingCapacity: true)
    }

    /// Something else drew on the grid (a panel over the rows): the next compose draws every line.
    public mutating func forgetGrid() {
        held = HeldLines()
    }

    /// Draws screen line `y` again: the page, and the line of the row at `owner` in `frame.rows` over
    /// it (a drawing's line as wide as the grid covers it whole).
    private func redraw<Style, Action>(
        line y: Int, of frame: PipelineFrame<Style, Action>, owner: Int, into grid: inout CellGrid, fill: Cell
    ) {
        guard owner >= 0 else {
            grid.fill(CellRect(x: 0, y: y, width: grid.size.width, height: 1), with: fill)
            return
        }
        let top = frame.rows[owner].top
        if let bitmap = frame.rows[owner].display.bitmap, bitmap.size.width >= grid.size.width,
            y - top < bitmap.size.height
        {
            grid.copy(row: y - top, of: bitmap, toRow: y)
            return
        }
        grid.fill(CellRect(x: 0, y: y, width: grid.size.width, height: 1), with: fill)
        draw(line: y - top, of: frame.rows[owner], at: y, into: &grid)
    }

    /// The lines wanted that the lines held, moved by `distance`, do not already show.
    static func changedLines(from held: [ComposedLine], to wanted: [ComposedLine], movedBy distance: Int) -> [Int] {
        var changed: [Int] = []
        held.withUnsafeBufferPointer { held in
            wanted.withUnsafeBufferPointer { wanted in
                for y in wanted.indices {
                    let was = y - distance
                    if !held.indices.contains(was) || held[was] != wanted[y] { changed.append(y) }
                }
            }
        }
        return changed
    }

    /// How far the lines held moved to become the lines wanted (positive: down), judged by where the
    /// first line of a row wanted was held; nil when it was not held at all.
    static func distance(from held: [ComposedLine], to wanted: [ComposedLine]) -> Int? {
        guard let y = wanted.firstIndex(where: { $0 != .page }), let was = held.firstIndex(of: wanted[y]) else {
            return nil
        }
        return y - was
    }

    /// Describes lines 0..<bottom of `frame` into `lines`, `owners` and `bitmaps` (emptied first).
    static func describe<Style, Action>(
        _ frame: PipelineFrame<Style, Action>, above bottom: Int, into described: inout HeldLines
    ) {
        described.lines.removeAll(keepingCapacity: true)
        described.lines.append(contentsOf: repeatElement(.page, count: bottom))
        described.owners.removeAll(keepingCapacity: true)
        described.owners.append(contentsOf: repeatElement(-1, count: bottom))
        // Taken out while `lines` and `owners` are borrowed below, and put back after.
        var bitmaps = described.bitmaps
        described.bitmaps = []
        bitmaps.removeAll(keepingCapacity: true)
        described.lines.withUnsafeMutableBufferPointer { lines in
            described.owners.withUnsafeMutableBufferPointer { owners in
                frame.rows.withUnsafeBufferPointer { rows in
                    for k in rows.indices {
                        // Fields are read in place: a row's display carries its content key, too big to copy.
                        let top = rows[k].top
                        let first = max(0, -top)
                        let end = min(rows[k].height, bottom - top)
                        guard first < end else { continue }
                        for line in first..<end { owners[top + line] = k }
                        if let bitmap = rows[k].display.bitmap {
                            bitmaps.append(bitmap)
                            let height = min(end, bitmap.size.height)
                            guard first < height,
                                let cells = bitmap.cells.withUnsafeBufferPointer({
                                    $0.baseAddress.map(UnsafeRawPointer.init)
                                })
                            else { continue }
                            for line in first..<height {
                                lines[top + line] = .drawing(cells: cells, width: bitmap.size.width, line: line)
                            }
                        } else {
                            let seed = rows[k].id?.rawValue ?? rows[k].index
                            for line in first..<end {
                                lines[top + line] = .skeleton(seed: seed, line: line, height: rows[k].height)
                            }
                        }
                    }
                }
            }
        }
        described.bitmaps = bitmaps
    }
}

extension RowDisplay {
    /// The drawing's cells, if this is a drawing.
    var bitmap: CellBitmap? {
        if case .drawing(let drawing) = self { return drawing.bitmap }
        return nil
    }
}
