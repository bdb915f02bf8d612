public import BurinCore

/// What `ViewerState` asks its driver to do, in order. Each is one call on the pipeline, the model,
/// the app or the screen; the state machine itself touches none of them.
public enum ViewerEffect: Sendable, Equatable {
    /// Let go of the end of the list: the top row stays still when rows change.
    case releaseEnd
    case stopMomentum
    case scroll(lines: Int)
    /// Scrolls and adds momentum (a wheel notch).
    case wheel(lines: Int)
    /// Puts row `toIndex` (0-based, in the filtered list) at the top.
    case jump(toIndex: Int)
    case jumpToEnd
    case moveFocus(by: Int)
    /// Enter on the focused (or top) row: the app's to answer.
    case activate
    case appKey(Character)
    case click(x: Int, y: Int)
    /// Narrows the list to `query` (empty: no filter), keeping the top row in view.
    case filter(String)
    /// Drops the filter and puts back the place the list was at when it was started.
    case cancelFilter(returningTo: ListPlace)
    case clearFocus
    /// Opens the list the focused (or top) row holds; the app says which there are.
    case walkIn
    /// Goes back to the list walked in from, as it was.
    case walkOut
    /// Opens list `choice` (of those `ListChooser` offered) of row `row`.
    case openList(choice: Int, row: RowID)
    case toggleOverlay
    case resize(width: Int)
    case reload
    /// `F`: starts or stops following the end, or goes back to it (`FollowState`).
    case follow
    case reverseSort
    /// Count the fields, or one field's values, of the records in view for the open panel; stop it.
    case startCensus
    case startCounts(field: String)
    case cancelCounts
    /// Sorts the list by `field` (`-rating` descending).
    case sort(field: String)
    /// Adds the term keeping the records whose `field` is `value` to the filter.
    case addFilterTerm(field: String, value: String)
    case repaint
    case suspend
    /// Ends the viewer (exit status 0 unless a signal said otherwise).
    case quit
    /// Ends the viewer for a terminating signal, with status 128 + the signal.
    case terminate(status: Int32)
}
