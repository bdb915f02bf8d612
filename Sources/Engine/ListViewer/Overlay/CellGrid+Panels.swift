import BurinCore

extension CellGrid {
    /// Fills `rect` with `cell` for a panel drawn over the list (help, fps overlay). A wide cluster
    /// of the list that the panel's left or right edge cuts in half becomes a space: a terminal would
    /// otherwise draw the whole cluster and push the rest of the line one column right.
    mutating func fillPanel(_ rect: CellRect, with cell: Cell) {
        fill(rect, with: cell)
        let y0 = max(0, rect.minY)
        let y1 = min(size.height, rect.maxY)
        guard max(0, rect.minX) < min(size.width, rect.maxX), y0 < y1 else { return }
        for y in y0..<y1 {
            let left = rect.minX - 1
            if left >= 0, self[left, y].width == 2 { self[left, y] = Cell(" ", background: self[left, y].background) }
            let right = rect.maxX
            if right < size.width, self[right, y].isContinuation {
                self[right, y] = Cell(" ", background: self[right, y].background)
            }
        }
    }
}
