extension RGBImage {
    /// The cells (column, row) of `grid` where this image and `other` differ: some pixel's channel
    /// by more than `tolerance` (font smoothing and photo dithering that differ by a shade stay equal).
    public func differingCells(from other: RGBImage, in grid: TerminalCellGrid, tolerance: Int = 24) -> [(Int, Int)] {
        var cells: [(Int, Int)] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let r = grid.rect(column: column, row: row)
                search: for y in r.y..<min(r.y + r.height, height, other.height) {
                    for x in r.x..<min(r.x + r.width, width, other.width)
                    where self[x, y].difference(from: other[x, y]) > tolerance {
                        cells.append((column, row))
                        break search
                    }
                }
            }
        }
        return cells
    }
}
