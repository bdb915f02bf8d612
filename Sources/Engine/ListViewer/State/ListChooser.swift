public import BurinCore
import BurinTerminal
import BurinText

/// The lists a row holds, offered to walk into when there are several (`l` on findmnt's mount with
/// `children` and `options`, say): one is chosen with j/k and Enter; Esc cancels.
public struct ListChooser: Sendable, Equatable {
    /// The lists as the status bar names them, largest first.
    public let names: [String]
    /// The row that holds them.
    public let row: RowID
    public private(set) var selected = 0

    public init(names: [String], row: RowID) {
        self.names = names
        self.row = row
    }

    /// Moves the choice by `delta`, stopping at the ends.
    mutating func move(by delta: Int) {
        selected = max(0, min(names.count - 1, selected + delta))
    }

    /// What a key means while choosing.
    static func command(for key: Key) -> ViewerCommand? {
        switch key {
        case .character("j"), .down, .tab, .control("n"): .chooseMove(1)
        case .character("k"), .up, .control("p"): .chooseMove(-1)
        case .enter, .character("l"), .right: .chooseCommit
        case .escape, .character("q"), .character("h"), .left, .backspace, .control("c"): .chooseCancel
        default: nil
        }
    }

    /// Draws the chooser in the middle of the list area (the status bar stays), the chosen line marked.
    func draw(into grid: inout CellGrid, theme: ListTheme, usesColor: Bool) -> CellRect {
        let title = " open which list? "
        let lines = names.enumerated().map { ($0.offset == selected ? "▸ " : "  ") + $0.element }
        let screenHeight = max(0, grid.size.height - 1)
        let width = min(grid.size.width, max(TextMetrics.width(title), lines.map(TextMetrics.width).max() ?? 0) + 4)
        let height = min(screenHeight, lines.count + 2)
        guard width >= 6, height >= 3 else { return CellRect(x: 0, y: 0, width: 0, height: 0) }
        let visible = height - 2
        let first = max(0, min(selected - visible + 1, lines.count - visible))
        let x = (grid.size.width - width) / 2
        let y = (screenHeight - height) / 2
        let background: CellColor = usesColor ? CellColor(theme.panel) : .terminalDefault
        let border = TextStyle(
            foreground: usesColor ? theme.panelBorder : nil, background: usesColor ? theme.panel : nil)
        let rect = CellRect(x: x, y: y, width: width, height: height)
        grid.fillPanel(rect, with: Cell(" ", background: background))
        let rule = String(repeating: "─", count: width - 2)
        grid.write("┌" + rule + "┐", x: x, y: y, style: border)
        grid.write(title, x: x + 2, y: y, width: width - 4, style: border)
        for row in 1..<(height - 1) {
            grid.write("│", x: x, y: y + row, style: border)
            grid.write("│", x: x + width - 1, y: y + row, style: border)
        }
        grid.write("└" + rule + "┘", x: x, y: y + height - 1, style: border)
        for (i, line) in lines[first..<(first + visible)].enumerated() {
            let chosen = first + i == selected
            let style = TextStyle(
                foreground: usesColor ? theme.panelText : nil, background: usesColor ? theme.panel : nil,
                attributes: chosen ? .reverse : [])
            grid.write(line, x: x + 2, y: y + 1 + i, width: width - 4, style: style)
        }
        return rect
    }
}

extension ViewerState {
    /// The driver found several lists in a row: the user chooses one.
    public mutating func choose(among chooser: ListChooser) { activity = .choosingList(chooser) }

    /// The chooser being shown; nil otherwise.
    public var listChooser: ListChooser? {
        if case .choosingList(let chooser) = activity { chooser } else { nil }
    }

    mutating func chooserEffects(_ command: ViewerCommand) -> [ViewerEffect] {
        guard var chooser = listChooser else { return [] }
        switch command {
        case .chooseMove(let delta):
            chooser.move(by: delta)
            activity = .choosingList(chooser)
            return []
        case .chooseCommit:
            activity = .browsing
            return [.openList(choice: chooser.selected, row: chooser.row)]
        default:
            activity = .browsing
            return []
        }
    }
}
