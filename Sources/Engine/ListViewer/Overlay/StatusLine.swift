import BurinCore

/// The status bar as last drawn, kept: a frame whose facts are the same (a one-line scroll changes
/// them once a row, when the row counted from or the share moves) copies the line instead of laying
/// it out and writing it again.
/// - Note: Main loop only.
struct StatusLine {
    private var facts: StatusBar.Facts?
    private var theme: ListTheme?
    private var usesColor = false
    private var line = CellBitmap(size: CellSize(width: 0, height: 0))

    /// Draws the status bar on the grid's last line, as `StatusBar.draw` does.
    mutating func draw(_ f: StatusBar.Facts, into grid: inout CellGrid, theme: ListTheme, usesColor: Bool) {
        let y = grid.size.height - 1
        guard y >= 0, grid.size.width > 0 else { return }
        if f == facts, theme == self.theme, usesColor == self.usesColor, line.size.width == grid.size.width {
            grid.copy(row: 0, of: line, toRow: y)
            return
        }
        StatusBar.draw(f, into: &grid, theme: theme, usesColor: usesColor)
        facts = f
        self.theme = theme
        self.usesColor = usesColor
        line = CellBitmap(size: CellSize(width: grid.size.width, height: 1), cells: Array(grid.row(y)))
    }
}
