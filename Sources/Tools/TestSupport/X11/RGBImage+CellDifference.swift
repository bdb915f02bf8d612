extension RGBImage {
    /// The cells (column, row) of `grid` where this image and `other` differ: some pixel's channel
    /// by more than `tolerance` (font smoothing and photo dithering that differ by a shade stay equal),
    /// pixels inside `excluded` (rectangles in pixels) left out.
    public func differingCells(
        from other: RGBImage, in grid: TerminalCellGrid, tolerance: Int = 24,
        excluding excluded: [(x: Int, y: Int, width: Int, height: Int)] = []
    ) -> [(Int, Int)] {
        var cells: [(Int, Int)] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let r = grid.rect(column: column, row: row)
                search: for y in r.y..<min(r.y + r.height, height, other.height) {
                    for x in r.x..<min(r.x + r.width, width, other.width)
                    where self[x, y].difference(from: other[x, y]) > tolerance
                        && !excluded.contains(where: {
                            x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height
                        })
                    {
                        cells.append((column, row))
                        break search
                    }
                }
            }
        }
        return cells
    }
}
