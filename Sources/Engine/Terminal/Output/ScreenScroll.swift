/// Rows `rows` scrolled by `lines`: the content of row r moved to r - lines (positive: up), rows
/// uncovered are blank, content pushed out of the rows is gone. `editsLines`: by inserting or
/// deleting lines (IL, DL) rather than scrolling the region (LF, RI, SU, SD), which some terminals
/// treat differently for the pictures in the rows.
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
