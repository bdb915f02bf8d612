import BurinTerminal

/// Which picture's pixels each screen cell holds, as far as the planner's own sixels and the
/// frame's text can tell: sixel pixels belong to the cells they were painted in, scroll with them
/// and vanish when a cell is written.
///
/// Kept as spans per row (a thumbnail covers a few cells of a few rows), not as a cell grid.
struct SixelScreenModel<Key: Hashable & Sendable>: Sendable {
    /// A run of cells on one row showing one picture, cell `slotOffset` of the slot at its first cell.
    struct Span: Sendable, Equatable {
        var columns: Range<Int>
        var key: Key
        /// The slot cell (column, row) shown at `columns.lowerBound`.
        var slotColumn: Int
        var slotRow: Int

        /// The slot column shown at screen column `column`.
        func slotColumn(at column: Int) -> Int { slotColumn + column - columns.lowerBound }
    }

    private(set) var rows: [[Span]] = []

    init(height: Int = 0) {
        rows = Array(repeating: [], count: max(height, 0))
    }

    var isEmpty: Bool { rows.allSatisfy(\.isEmpty) }

    /// Rows that hold any pixels.
    var occupiedRows: [Int] { rows.indices.filter { !rows[$0].isEmpty } }

    mutating func resize(height: Int) {
        let height = max(height, 0)
        if rows.count > height { rows.removeLast(rows.count - height) }
        if rows.count < height { rows += Array(repeating: [], count: height - rows.count) }
    }

    mutating func clear() {
        for r in rows.indices { rows[r].removeAll() }
    }

    mutating func clearRow(_ row: Int) {
        guard rows.indices.contains(row) else { return }
        rows[row].removeAll()
    }

    /// What a scroll of the terminal does: rows move by `lines` within `range`, uncovered rows empty.
    mutating func scroll(_ scroll: ScreenScroll) {
        let range = scroll.rows.clamped(to: 0..<rows.count)
        guard !range.isEmpty, scroll.lines != 0 else { return }
        let old = rows
        for r in range {
            let source = r + scroll.lines
            rows[r] = range.contains(source) ? old[source] : []
        }
    }

    /// What writing text into `span`'s cells does: their pixels are gone.
    mutating func erase(_ span: CellSpan) {
        guard rows.indices.contains(span.row), !span.columns.isEmpty else { return }
        var kept: [Span] = []
        for s in rows[span.row] {
            if s.columns.upperBound <= span.columns.lowerBound || s.columns.lowerBound >= span.columns.upperBound {
                kept.append(s)
                continue
            }
            if s.columns.lowerBound < span.columns.lowerBound {
                kept.append(
                    Span(
                        columns: s.columns.lowerBound..<span.columns.lowerBound, key: s.key, slotColumn: s.slotColumn,
                        slotRow: s.slotRow))
            }
            if s.columns.upperBound > span.columns.upperBound {
                let start = span.columns.upperBound
                kept.append(
                    Span(
                        columns: start..<s.columns.upperBound, key: s.key, slotColumn: s.slotColumn(at: start),
                        slotRow: s.slotRow))
            }
        }
        rows[span.row] = kept
    }

    /// What painting a picture into `span.columns` of `row` does (cells already showing the same
    /// pixels are replaced by themselves).
    mutating func paint(row: Int, _ span: Span) {
        guard rows.indices.contains(row) else { return }
        erase(CellSpan(row: row, columns: span.columns))
        rows[row].append(span)
        rows[row].sort { $0.columns.lowerBound < $1.columns.lowerBound }
    }

    /// How many cells of `span` on `row` already show exactly those pixels.
    func cellsShowing(row: Int, _ span: Span) -> Int {
        guard rows.indices.contains(row) else { return 0 }
        var count = 0
        for s in rows[row] where s.key == span.key && s.slotRow == span.slotRow {
            let lower = max(s.columns.lowerBound, span.columns.lowerBound)
            let upper = min(s.columns.upperBound, span.columns.upperBound)
            guard lower < upper, s.slotColumn(at: lower) == span.slotColumn(at: lower) else { continue }
            count += upper - lower
        }
        return count
    }
}
