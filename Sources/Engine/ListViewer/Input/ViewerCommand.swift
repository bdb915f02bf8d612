/// What the user asked the viewer to do, decoded from keys, the mouse and the terminal.
public enum ViewerCommand: Hashable, Sendable {
    case scroll(lines: Int)
    /// A fraction of a screen: 1 is a page down, -0.5 half a page up.
    case page(Double)
    /// A wheel notch: scrolls and adds momentum.
    case wheel(lines: Int)
    /// The first row, or with a count prefix row N (counted from 1).
    case top
    /// The last row, or with a count prefix row N (counted from 1), as less's `NG`.
    case bottom
    case nextRow
    case previousRow
    /// A digit of a count prefix (`5j`, `10G`).
    case countDigit(Int)
    /// Enter: what the app does to the focused row (unfold it, say).
    case activate
    /// A key the app binds (`ListApp.appKeys`).
    case appKey(Character)
    case toggleOverlay
    case toggleHelp
    case closeHelp
    /// Scrolls the help panel by lines while it is open.
    case scrollHelp(lines: Int)
    case startFilter
    case filterText(String)
    case filterBackspace
    case filterCommit
    case filterCancel
    /// Esc: backs out of what is going on (a count, a filter, a focus), never out of the viewer.
    case back
    case click(x: Int, y: Int)
    /// `l`, →: opens the list the focused (or top) row holds as a list of its own.
    case walkIn
    /// ←, Backspace: back to the list walked in from, at the same place and focus.
    case walkOut
    /// `h`: back out of a walked list as file managers do (ranger, lf), help at the top list as in less.
    case walkOutOrHelp
    /// Moves the choice among a row's lists by this many.
    case chooseMove(Int)
    /// Walks into the list chosen.
    case chooseCommit
    case chooseCancel
    case resize(columns: Int, rows: Int)
    case reload
    /// `F`: follow the end of a list that grows (`FollowState`).
    case follow
    /// `S`: the sort the other way round (`-rating` for `rating`).
    case reverseSort
    /// `s`: choose a field to sort by (`FieldPicker`); `c`: a field whose values to count.
    case pickSortField
    case countValues
    /// In a panel (the field picker, the counts panel): move the choice, narrow it by typing (after
    /// `/`), pick it, back out.
    case panelMove(Int)
    case panelNarrow
    case panelText(String)
    case panelBackspace
    case panelCommit
    case panelCancel
    case repaint
    case suspend
    case quit
    /// A terminating signal arrived.
    case terminate(signal: Int32)
}
