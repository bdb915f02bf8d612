import BurinText

/// A bound that stopped a feed from being read to its end. The feed keeps what it read; the viewer
/// says so in the status bar and `burin snapshot` on stderr.
public enum FeedTruncation: Sendable, Equatable, CustomStringConvertible {
    /// A stream filled the spool (`--spool-limit`); reading stopped there.
    case spoolLimit(bytes: Int)
    /// The index reached `--max-rows` records; the rest of the input is not shown.
    case rowLimit(rows: Int)
    /// A stream was still open when `burin snapshot` stopped waiting (`--timeout`).
    case stoppedWaiting(seconds: Double)

    public var description: String {
        switch self {
        case .spoolLimit(let bytes):
            "stopped reading at the \(ByteCount.text(bytes)) spool limit (--spool-limit)"
        case .rowLimit(let rows):
            "stopped at \(rows) records (--max-rows)"
        case .stoppedWaiting(let seconds):
            "stopped waiting for input after \(ByteCount.number(seconds)) s (--timeout)"
        }
    }
}
