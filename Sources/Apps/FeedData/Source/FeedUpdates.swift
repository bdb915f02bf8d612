/// What changed in a `FeedSource` since the last `drainUpdates()`.
public struct FeedUpdates: Sendable, Equatable {
    /// Rows whose items became available (pages decoded), as ranges of positions.
    public var loadedRows: [Range<Int>] = []
    /// Rows whose content changed after they were shown: a last record without a newline that grew
    /// on `reload()`. Drawings of these rows are stale.
    public var replacedRows: [Int] = []
    /// The number of indexed records now.
    public var knownCount = 0
    /// Whether `knownCount` grew since the last drain.
    public var countChanged = false
    /// Whether indexing reached the end of the input since the last drain.
    public var indexingFinished = false
    /// Issues found since the last drain.
    public var newIssueCount = 0
    /// Set once, when the input fails to read or (strict mode) the first issue is found.
    public var failure: FeedLoadError?
    /// Set when `reload()` found the file replaced or rewritten and read it again from the start:
    /// every row may hold another record now, so every drawing is stale.
    public var reset: FeedReset?
    /// Set once, when a bound stopped the reading.
    public var truncation: FeedTruncation?

    public init() {}

    /// Whether nothing at all changed.
    public var isEmpty: Bool {
        loadedRows.isEmpty && replacedRows.isEmpty && !countChanged && !indexingFinished && newIssueCount == 0
            && failure == nil && reset == nil && truncation == nil
    }
}

/// Why `reload()` read the input again from its start instead of indexing what was appended.
public enum FeedReset: Sendable, Equatable, CustomStringConvertible {
    /// The name now points at another file (an editor saved a new one, a log was rotated).
    case replaced
    /// The file is shorter than what was read.
    case shrank
    /// Bytes already read have changed (the file was rewritten in place).
    case rewritten

    public var description: String {
        switch self {
        case .replaced: "reloaded: the file was replaced"
        case .shrank: "reloaded: the file shrank"
        case .rewritten: "reloaded: the file was rewritten"
        }
    }
}
