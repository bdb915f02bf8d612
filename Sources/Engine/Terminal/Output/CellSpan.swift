/// Cells `columns` of screen row `row`.
public struct CellSpan: Sendable, Hashable {
    public var row: Int
    public var columns: Range<Int>

    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
