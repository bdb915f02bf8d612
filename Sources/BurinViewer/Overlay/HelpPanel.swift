public import BurinCore

/// The `?` panel: every key, centred on the screen; any key closes it.
public enum HelpPanel {
    public static let lines = [
        "burin: keys",
        "",
        "j k ↓ ↑        scroll a line",
        "space PgDn     a page down",
        "b PgUp         a page up",
        "d u            half a page",
        "g Home  G End  first / last row",
        "/              filter (name, category, tag)",
        "n N            next / previous row",
        "Enter          expand or fold promotions",
        "f              fps and pipeline overlay",
        "R              reload a file that grew",
        "Ctrl-L         repaint the screen",
        "Ctrl-Z         suspend",
        "q Esc          quit (Esc clears a filter first)",
        "",
        "mouse: wheel scrolls; click a card to focus it,",
        "its promotions to expand, a tag to filter by it",
    ]

    public static func draw(into grid: inout CellGrid) {
        let width = min(grid.size.width, (lines.map { $0.count }.max() ?? 0) + 4)
        let height = min(grid.size.height, lines.count + 2)
        let x = max(0, (grid.size.width - width) / 2)
        let y = max(0, (grid.size.height - height) / 2)
        let bg = RGBA(hex: 0x1A1C24)
        grid.fillPanel(CellRect(x: x, y: y, width: width, height: height), with: Cell(" ", background: CellColor(bg)))
        for (i, line) in lines.enumerated() where i + 1 < height {
            let style = TextStyle(
                foreground: i == 0 ? RGBA(hex: 0xFFC53D) : RGBA(hex: 0xE0E0E0), background: bg,
                attributes: i == 0 ? .bold : [])
            grid.write(line, x: x + 2, y: y + 1 + i, width: width - 4, style: style)
        }
    }
}
