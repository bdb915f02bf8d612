public import BurinCore
public import BurinTerminal

/// A grid as text with SGR escapes for one colour mode: what `cat` shows as the screen would.
///
/// Deterministic (same grid, same bytes) and minimal between neighbouring cells: only the colours
/// and attributes that change are sent, an attribute is turned off with its own code (22, 23, 24,
/// 27) rather than a full reset. Every line ends reset, so lines can be read, diffed or cut alone.
/// Colours: `38;2;r;g;b` for direct, `38;5;n` for 256 (16-255), `30-37`/`90-97` for 16, `30-37` for 8,
/// none at all for `.none` (attributes still shown). Control characters become U+FFFD.
public struct ANSISnapshotWriter: Sendable {
    public let colorMode: ColorMode

    public init(colorMode: ColorMode) { self.colorMode = colorMode }

    public func render(_ grid: CellGrid) -> String {
        var reducer = ColorReducer(mode: colorMode)
        var out = ""
        for y in 0..<grid.size.height {
            var current = Style.plain
            for cell in grid.row(y) where !cell.isContinuation {
                let colors = reducer.reduce(cell)
                let wanted = Style(
                    foreground: colors.foreground, background: colors.background, attributes: colors.attributes)
                if wanted != current {
                    out += "\u{1B}[" + Self.transition(from: current, to: wanted).joined(separator: ";") + "m"
                    current = wanted
                }
                out += TerminalText.safe(cell.text)
            }
            if current != .plain { out += "\u{1B}[0m" }
            out += "\n"
        }
        return out
    }

    private struct Style: Equatable {
        var foreground: TerminalColor
        var background: TerminalColor
        var attributes: CellAttributes

        static let plain = Style(foreground: .terminalDefault, background: .terminalDefault, attributes: [])
    }

    /// The SGR parameters that turn `old` into `new`.
    private static func transition(from old: Style, to new: Style) -> [String] {
        var codes: [String] = []
        let removed = old.attributes.subtracting(new.attributes)
        var added = new.attributes.subtracting(old.attributes)
        if !removed.intersection([.bold, .dim]).isEmpty {
            // 22 ends bold and dim together; whichever of them stays is set again.
            codes.append("22")
            added.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { codes.append("23") }
        if removed.contains(.underline) { codes.append("24") }
        if removed.contains(.reverse) { codes.append("27") }
        let onCodes: [(CellAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        for (attribute, code) in onCodes where added.contains(attribute) { codes.append(code) }
        if new.foreground != old.foreground { codes.append(colorCode(new.foreground, isForeground: true)) }
        if new.background != old.background { codes.append(colorCode(new.background, isForeground: false)) }
        return codes
    }

    private static func colorCode(_ color: TerminalColor, isForeground: Bool) -> String {
        switch color {
        case .terminalDefault:
            return isForeground ? "39" : "49"
        case .rgb(let r, let g, let b):
            return "\(isForeground ? 38 : 48);2;\(r);\(g);\(b)"
        case .palette(let index) where index >= 16:
            return "\(isForeground ? 38 : 48);5;\(index)"
        case .palette(let index) where index >= 8:
            return String((isForeground ? 90 : 100) + Int(index) - 8)
        case .palette(let index):
            return String((isForeground ? 30 : 40) + Int(index))
        }
    }
}
