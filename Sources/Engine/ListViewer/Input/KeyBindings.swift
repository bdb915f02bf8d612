public import BurinTerminal
import Glibc

/// less-like keys, decoded by mode: typing a filter, reading help, or browsing.
///
/// As in less and fzf, Esc backs out (of a count, a filter, the help) and never quits; `q` and `Q`
/// quit, as in less. A count typed before a motion repeats it (`5j`), or names a row (`10G`, `10g`).
public enum KeyBindings {
    /// What keys mean depends on what the user is doing.
    public enum Mode: Sendable {
        case browsing
        case typingFilter
        case readingHelp
        case choosingList
        /// The field picker (`s`, `c`), narrowing it by typing (after `/`), the counts panel.
        case pickingField
        case narrowingField
        case readingCounts
    }

    /// Lines a wheel notch scrolls.
    public static let wheelLines = 3

    /// What `event` asks for in `mode`; while browsing, a character in `appKeys` is the app's.
    public static func commands(
        for event: InputEvent, mode: Mode, appKeys: Set<Character> = []
    ) -> [ViewerCommand] {
        switch event {
        case .terminate(let signal): return [.terminate(signal: signal)]
        // Answers to the viewer's questions are its own business (`ListViewer.hear`), never keys.
        case .reply: return []
        case .resize(let c, let r): return [.resize(columns: c, rows: r)]
        case .mouse(let m):
            guard mode == .browsing || mode == .readingHelp else { return [] }
            switch m {
            case .wheelUp:
                return mode == .readingHelp ? [.scrollHelp(lines: -wheelLines)] : [.wheel(lines: -wheelLines)]
            case .wheelDown:
                return mode == .readingHelp ? [.scrollHelp(lines: wheelLines)] : [.wheel(lines: wheelLines)]
            case .click(let x, let y): return mode == .readingHelp ? [.closeHelp] : [.click(x: x, y: y)]
            }
        case .key(let key):
            switch mode {
            case .typingFilter: return filterKey(key)
            case .readingHelp: return helpKey(key)
            case .choosingList: return ListChooser.command(for: key).map { [$0] } ?? []
            case .pickingField, .narrowingField:
                return FieldPicker.command(for: key, narrowing: mode == .narrowingField).map { [$0] } ?? []
            case .readingCounts: return PanelKeys.command(for: key).map { [$0] } ?? []
            case .browsing:
                if case .character(let c) = key, appKeys.contains(c) { return [.appKey(c)] }
                return browsingKey(key)
            }
        }
    }

    private static func filterKey(_ key: Key) -> [ViewerCommand] {
        switch key {
        case .enter: [.filterCommit]
        case .escape: [.filterCancel]
        case .backspace: [.filterBackspace]
        case .control("c"): [.filterCancel]
        case .control("u"): [.filterText("")]
        case .character(let c): [.filterText(String(c))]
        default: []
        }
    }

    /// The help panel scrolls with the scrolling keys when it does not fit; any other key closes it.
    private static func helpKey(_ key: Key) -> [ViewerCommand] {
        switch key {
        case .control("c"): [.terminate(signal: SIGINT)]
        case .character("j"), .down: [.scrollHelp(lines: 1)]
        case .character("k"), .up: [.scrollHelp(lines: -1)]
        case .character(" "), .pageDown, .control("f"), .control("d"): [.scrollHelp(lines: 8)]
        case .character("b"), .pageUp, .control("b"), .control("u"): [.scrollHelp(lines: -8)]
        default: [.closeHelp]
        }
    }

    private static func browsingKey(_ key: Key) -> [ViewerCommand] {
        switch key {
        case .character(let c) where c.isASCII && c.isNumber: [.countDigit(Int(String(c)) ?? 0)]
        case .character("j"), .down, .character("e"), .control("e"), .control("n"): [.scroll(lines: 1)]
        case .character("k"), .up, .character("y"), .control("y"), .control("p"): [.scroll(lines: -1)]
        case .character(" "), .pageDown, .control("f"): [.page(1)]
        case .character("b"), .pageUp, .control("b"): [.page(-1)]
        case .character("d"), .control("d"): [.page(0.5)]
        case .character("u"), .control("u"): [.page(-0.5)]
        case .character("g"), .home, .character("<"): [.top]
        case .character("G"), .end, .character(">"): [.bottom]
        case .character("n"), .tab: [.nextRow]
        case .character("N"): [.previousRow]
        case .enter: [.activate]
        case .character("f"): [.toggleOverlay]
        case .character("?"), .function(1): [.toggleHelp]
        case .character("h"): [.walkOutOrHelp]
        case .character("/"): [.startFilter]
        case .character("R"): [.reload]
        case .character("F"): [.follow]
        case .character("S"): [.reverseSort]
        case .character("s"): [.pickSortField]
        case .character("c"): [.countValues]
        case .control("l"): [.repaint]
        case .control("z"): [.suspend]
        case .character("q"), .character("Q"): [.quit]
        // Ctrl-C is a key in raw mode; it ends the viewer as SIGINT would, status 130.
        case .control("c"): [.terminate(signal: SIGINT)]
        case .escape: [.back]
        case .character("l"), .right: [.walkIn]
        case .left, .backspace: [.walkOut]
        default: []
        }
    }
}
