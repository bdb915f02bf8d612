/// What a frame's text output did to what the terminal already showed, read from the bytes that
/// went out: cleared it first, then scrolled these regions, then wrote these cells. Pictures a
/// terminal draws over the text (kitty graphics, sixel) move or vanish with such operations, so
/// whoever places them after the frame has to know.
public struct ScreenMotion: Sendable, Equatable {
    /// The terminal was cleared first (a repaint, a resize).
    public var cleared = false
    /// The regions scrolled, in order, after the clear.
    public var scrolls: [Scroll] = []
    /// The cells written (or erased) after the scrolls, by row, ascending.
    public var written: [WrittenCells] = []

    public init(cleared: Bool = false, scrolls: [Scroll] = [], written: [WrittenCells] = []) {
        self.cleared = cleared
        self.scrolls = scrolls
        self.written = written
    }

    /// Rows `rows` scrolled by `lines` (positive: up), by scrolling the region or (`editsLines`) by
    /// inserting or deleting lines.
    public struct Scroll: Sendable, Hashable {
        public var rows: Range<Int>
        public var lines: Int
        public var editsLines: Bool

        public init(rows: Range<Int>, lines: Int, editsLines: Bool = false) {
            self.rows = rows
            self.lines = lines
            self.editsLines = editsLines
        }
    }
}

/// Cells `columns` of screen row `row`, written or erased.
public struct WrittenCells: Sendable, Hashable {
    public var row: Int
    public var columns: Range<Int>

    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
