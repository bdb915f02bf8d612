/// How graphics escapes reach the terminal that draws them.
///
/// Under tmux an escape tmux does not know is not forwarded: a bare APC (kitty's `ESC _ G`) even
/// becomes the pane's title. tmux forwards only what is wrapped in its passthrough DCS, and only
/// while `allow-passthrough` is on; with it off tmux drops the wrapped bytes without showing
/// anything. tmux also writes a passthrough without first moving the outer terminal's cursor to the
/// pane's, so a cursor move meant for the image must travel inside the wrapper, in the outer
/// terminal's coordinates: the pane's origin is part of the route.
public enum EscapeRoute: Hashable, Sendable {
    /// Straight to the terminal.
    case direct
    /// Through one tmux, whose pane starts at `paneOrigin` (0-based cells) in the outer terminal.
    case tmux(paneOrigin: CellOffset)

    /// `sequence` as it must be written on this route.
    public func wrap(_ sequence: [UInt8]) -> [UInt8] {
        switch self {
        case .direct: return sequence
        case .tmux: return TmuxPassthrough.wrap(sequence)
        }
    }

    /// Where the pane's cell (`column`, `row`) is in the terminal that draws the graphics.
    public func terminalPosition(column: Int, row: Int) -> (column: Int, row: Int) {
        switch self {
        case .direct: return (column, row)
        case .tmux(let origin): return (column + origin.columns, row + origin.rows)
        }
    }
}

/// An offset in whole cells.
public struct CellOffset: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public static let zero = CellOffset(columns: 0, rows: 0)
}
