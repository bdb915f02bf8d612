extension RowPipeline {
    /// A drawing of the layout's size, as every row's must be: another size would misplace the rows
    /// around it, so a renderer's wrong-sized drawing is padded or cut to fit (blank cells).
    static func fitted(_ bitmap: CellBitmap, _ layout: Layout) -> CellBitmap? {
        let size = CellSize(width: max(0, layout.size.width), height: max(0, layout.size.height))
        if bitmap.size == size { return bitmap }
        var fitted = CellBitmap(size: size)
        let columns = min(size.width, bitmap.size.width)
        for y in 0..<min(size.height, bitmap.size.height) {
            for x in 0..<columns { fitted[x, y] = bitmap[x, y] }
            // A wide cluster cut by the new right edge would spill past it.
            if columns > 0, fitted[columns - 1, y].width == 2 {
                fitted[columns - 1, y] = .space(background: fitted[columns - 1, y].background)
            }
        }
        return fitted
    }
}
