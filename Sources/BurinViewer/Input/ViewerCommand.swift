/// What the user asked the viewer to do, decoded from keys, the mouse and the terminal.
public enum ViewerCommand: Hashable, Sendable {
    case scroll(lines: Int)
    /// A fraction of a screen: 1 is a page down, -0.5 half a page up.
    case page(Double)
    /// A wheel notch: scrolls and adds momentum.
    case wheel(lines: Int)
    case top
    case bottom
    case nextRow
    case previousRow
    case toggleExpanded
    case toggleOverlay
    case toggleHelp
    case closeHelp
    case startFilter
    case filterText(String)
    case filterBackspace
    case filterCommit
    case filterCancel
    case clearFilterOrQuit
    case click(x: Int, y: Int)
    case resize(columns: Int, rows: Int)
    case reload
    case repaint
    case suspend
    case quit
    /// A terminating signal arrived.
    case terminate(signal: Int32)
}
