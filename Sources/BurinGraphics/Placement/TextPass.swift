/// What the text output did to the screen this frame, in the order it happened: the graphics a
/// terminal shows move and vanish with the text (kitty moves placements when a scroll region
/// scrolls and drops them on a clear; sixel pixels live in the cells and go when a cell is
/// rewritten), so the planner has to know.
public struct TextPass: Sendable, Equatable {
    /// The screen was cleared first (a repaint, a resize).
    public var cleared: Bool
    /// Scrolls, in order, after the clear.
    public var scrolls: [ScreenScroll]
    /// Cells written after the scrolls.
    public var rewritten: [CellSpan]

    public init(cleared: Bool = false, scrolls: [ScreenScroll] = [], rewritten: [CellSpan] = []) {
        self.cleared = cleared
        self.scrolls = scrolls
        self.rewritten = rewritten
    }

    /// Nothing happened to the screen.
    public static let none = TextPass()
}

/// Rows `rows` scrolled by `lines`: the content of row r moved to r - lines (positive: up), rows
/// uncovered are blank, content pushed out of the rows is gone. `editsLines`: by inserting or
/// deleting lines (IL, DL) rather than scrolling the region (LF, RI, SU, SD).
public struct ScreenScroll: Sendable, Hashable {
    public var rows: Range<Int>
    public var lines: Int
    public var editsLines: Bool

    public init(rows: Range<Int>, lines: Int, editsLines: Bool = false) {
        self.rows = rows
        self.lines = lines
        self.editsLines = editsLines
    }
}

/// Cells `columns` of screen row `row`.
public struct CellSpan: Sendable, Hashable {
    public var row: Int
    public var columns: Range<Int>

    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
