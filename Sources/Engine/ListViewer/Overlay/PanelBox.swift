import BurinCore
import BurinText

/// A framed box in the middle of the list area (the status bar stays), for the field picker and the
/// counts panel: a title in the top border, a note in the bottom one, lines inside, one of them
/// chosen (reversed) and kept in view. Colours are the theme's panel colours, none without colour.
struct PanelBox {
    let rect: CellRect
    /// Lines inside the frame.
    var visible: Int { rect.size.height - 2 }
    /// Columns inside the frame, less a column of margin each side.
    var innerWidth: Int { rect.size.width - 4 }
    let text: TextStyle
    let accent: TextStyle
    let chosen: TextStyle
    private let border: TextStyle

    /// Frames a box `width` columns wide (at most the screen's) for `lines` lines (at most what the
    /// screen has); nil when the screen is too small for one.
    init?(width: Int, lines: Int, in grid: inout CellGrid, theme: ListTheme, usesColor: Bool) {
        let screenHeight = max(0, grid.size.height - 1)
        let width = min(grid.size.width, width)
        let height = min(screenHeight, lines + 2)
        guard width >= 12, height >= 3 else { return nil }
        rect = CellRect(x: (grid.size.width - width) / 2, y: (screenHeight - height) / 2, width: width, height: height)
        let background = usesColor ? theme.panel : nil
        border = TextStyle(foreground: usesColor ? theme.panelBorder : nil, background: background)
        text = TextStyle(foreground: usesColor ? theme.panelText : nil, background: background)
        accent = TextStyle(foreground: usesColor ? theme.panelHeading : nil, background: background)
        chosen = TextStyle(foreground: text.foreground, background: background, attributes: .reverse)
        grid.fillPanel(rect, with: Cell(" ", background: usesColor ? CellColor(theme.panel) : .terminalDefault))
        let rule = String(repeating: "─", count: width - 2)
        grid.write("┌" + rule + "┐", x: rect.minX, y: rect.minY, style: border)
        for row in 1..<(height - 1) {
            grid.write("│", x: rect.minX, y: rect.minY + row, style: border)
            grid.write("│", x: rect.minX + width - 1, y: rect.minY + row, style: border)
        }
        grid.write("└" + rule + "┘", x: rect.minX, y: rect.minY + height - 1, style: border)
    }

    /// Writes the title into the top border, bold in the accent colour.
    func title(_ title: String, into grid: inout CellGrid) {
        var style = accent
        style.attributes = .bold
        grid.write(" " + title + " ", x: rect.minX + 2, y: rect.minY, width: rect.size.width - 4, style: style)
    }

    /// Writes `note` at the right of the bottom border.
    func note(_ note: String, into grid: inout CellGrid) {
        let text = " " + note + " "
        let width = min(TextMetrics.width(text), rect.size.width - 4)
        grid.write(text, x: rect.maxX - 2 - width, y: rect.maxY - 1, width: width, style: border)
    }

    /// The first of `count` lines to show so that line `selected` is in view.
    func firstLine(count: Int, selected: Int, reserved: Int = 0) -> Int {
        let room = max(1, visible - reserved)
        return max(0, min(selected - room + 1, count - room))
    }

    /// Marks at the left of the bottom border where `count` lines shown from `first` do not all fit:
    /// `▴` when some are above, `▾` when some are below.
    func scrollMarks(first: Int, count: Int, reserved: Int = 0, into grid: inout CellGrid) {
        let room = max(1, visible - reserved)
        guard count > room else { return }
        let marks = " " + (first > 0 ? "▴" : " ") + (first + room < count ? "▾" : " ") + " "
        grid.write(marks, x: rect.minX + 2, y: rect.maxY - 1, style: border)
    }

    /// Where inside line `line` (0: the first inside the frame) text starts.
    func origin(ofLine line: Int) -> CellPoint { CellPoint(x: rect.minX + 2, y: rect.minY + 1 + line) }
}

/// Counts as the panels write them: `1,234`.
enum PanelNumbers {
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// A share 0...1 as a percentage with one decimal: `41.2%`.
    static func percent(_ share: Double) -> String {
        let tenths = Int((max(0, min(1, share)) * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Left-pads `text` with spaces to `width` columns.
    static func padded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - TextMetrics.width(text))) + text
    }
}
