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

    public init() {}

    /// Whether nothing at all changed.
    public var isEmpty: Bool {
        loadedRows.isEmpty && replacedRows.isEmpty && !countChanged && !indexingFinished && newIssueCount == 0
            && failure == nil
    }
}
