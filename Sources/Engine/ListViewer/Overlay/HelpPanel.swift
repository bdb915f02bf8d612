public import BurinCore
import BurinText

/// The `?` panel: every key, in a box centred on the screen. It fits 40 columns; on a screen too
/// short for it, it scrolls (j k, space b, the wheel) and says so in its bottom border. Any other key
/// closes it (any key at all when there is nothing to scroll). An app adds its own lines (what Enter
/// and a click do to its rows).
public enum HelpPanel {
    public static let title = "keys"

    /// The viewer's keys, the same for every app.
    public static let lines = [
        "j k ↓ ↑       scroll a line",
        "space b       a page down / up",
        "d u           half a page down / up",
        "Ctrl-F Ctrl-B a page down / up",
        "Ctrl-D Ctrl-U half a page",
        "g G           first / last row",
        "5j 10G 10g    5 lines; row 10",
        "/             filter as you type:",
        "              Enter keeps, Esc drops",
        "n N           next / previous row",
        "l → / h ←    into a list / back",
        "f             the fps overlay",
        "R             reload the file",
        "s             sort by a field",
        "S             reverse the sort",
        "c             count a field's values",
        "              (Enter filters by one)",
        "F             follow a growing file",
        "Ctrl-L        repaint the screen",
        "Ctrl-Z        suspend",
        "Esc           back out (never quits)",
        "q Q           quit",
        "mouse: the wheel scrolls",
    ]

    /// The bottom border's note: how to close the panel, and how to scroll it when it does not fit.
    static func footer(scrolls: Bool) -> String {
        scrolls ? " j k scroll · other keys close " : " any key closes "
    }

    /// Draws the panel with its content scrolled by `scroll` lines; returns the scroll clamped to
    /// what the screen needs (0 when everything fits).
    @discardableResult
    public static func draw(
        into grid: inout CellGrid, appLines: [String] = [], scroll: Int = 0, theme: ListTheme = .dark,
        usesColor: Bool = true
    ) -> Int {
        let lines = Self.lines + appLines
        // Keep the status bar: it says where the list is under the panel.
        let screenHeight = max(0, grid.size.height - 1)
        let contentWidth = lines.map { TextMetrics.width($0) }.max() ?? 0
        let width = min(grid.size.width, contentWidth + 4)
        let height = min(screenHeight, lines.count + 2)
        guard width >= 6, height >= 3 else { return 0 }
        let visible = height - 2
        let scroll = max(0, min(scroll, lines.count - visible))
        let x = (grid.size.width - width) / 2
        let y = (screenHeight - height) / 2
        let background = theme.panel
        let border = TextStyle(
            foreground: usesColor ? theme.panelBorder : nil, background: usesColor ? background : nil)
        let text = TextStyle(
            foreground: usesColor ? theme.panelText : nil, background: usesColor ? background : nil)
        let heading = TextStyle(
            foreground: usesColor ? theme.panelHeading : nil, background: usesColor ? background : nil,
            attributes: .bold)
        grid.fillPanel(
            CellRect(x: x, y: y, width: width, height: height),
            with: Cell(" ", background: usesColor ? CellColor(background) : .terminalDefault))

        let rule = String(repeating: "─", count: width - 2)
        grid.write("┌" + rule + "┐", x: x, y: y, style: border)
        grid.write(" " + title + " ", x: x + 2, y: y, width: width - 4, style: heading)
        for row in 1..<(height - 1) {
            grid.write("│", x: x, y: y + row, style: border)
            grid.write("│", x: x + width - 1, y: y + row, style: border)
        }
        grid.write("└" + rule + "┘", x: x, y: y + height - 1, style: border)
        let scrolls = visible < lines.count
        var note = footer(scrolls: scrolls)
        if scrolls {
            let marks = (scroll > 0 ? "▴" : " ") + (scroll + visible < lines.count ? "▾" : " ")
            note = " " + marks + note
        }
        let noteWidth = min(TextMetrics.width(note), width - 4)
        grid.write(note, x: x + width - 2 - noteWidth, y: y + height - 1, width: noteWidth, style: border)
        for (i, line) in lines[scroll..<(scroll + visible)].enumerated() {
            grid.write(line, x: x + 2, y: y + 1 + i, width: width - 4, style: text)
        }
        return scroll
    }
}
