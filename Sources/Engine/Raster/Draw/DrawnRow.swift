public import BurinCore

/// What `RowDrawer` made of a layout: the cells, and what it had to fall back on.
public struct DrawnRow: Sendable {
    public let bitmap: CellBitmap
    public let statistics: DrawStatistics

    public init(bitmap: CellBitmap, statistics: DrawStatistics) {
        self.bitmap = bitmap
        self.statistics = statistics
    }
}
