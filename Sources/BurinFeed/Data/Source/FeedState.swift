/// Everything a `FeedSource` shares between its threads, guarded by one mutex.
struct FeedState: Sendable {
    /// Complete records, in source order.
    var spans: [RecordSpan] = []
    /// The record open at the end of the input when indexing last reached it (see `RecordScanner`).
    var pendingTail: RecordSpan?
    var indexedBytes = 0
    /// The input's size when indexing (re)started; 0 for a stream, whose size is unknown.
    var expectedBytes = 0
    var isIndexingComplete = false

    var cache: PageCache
    /// Pages asked for and not yet being decoded; the most recent request is served first.
    var requested: [Int] = []
    var inFlight: Set<Int> = []

    var updates = FeedUpdates()
    /// Whether the waker was called since the last drain (it is called once per drain at most).
    var wakePending = false

    var issues: [DecodeIssue] = []
    var issueCount = 0
    var badRecordCount = 0
    /// Rows counted in `badRecordCount`, so a row read again (a reload completing a cut-short last
    /// line) can be taken out of the count.
    var badRows: Set<Int> = []
    /// Records that are not merchants or banners (shown as their fields), and their rows, likewise.
    var otherRecordCount = 0
    var otherRows: Set<Int> = []
    var reportedRows = RowBitSet()
    var duplicates = DuplicateTracker()
    var failure: FeedLoadError?

    /// Strict mode: rows validated in order so far, and whether a validation job is queued.
    var validatedCount = 0
    var isValidating = false

    init(cacheCapacity: Int) {
        cache = PageCache(capacity: cacheCapacity)
    }

    var knownCount: Int { spans.count + (pendingTail == nil ? 0 : 1) }

    func span(at index: Int) -> RecordSpan? {
        if index >= 0, index < spans.count { return spans[index] }
        return index == spans.count ? pendingTail : nil
    }

    /// Marks that something changed; returns whether the caller must call the waker (after unlocking).
    mutating func needsWake() -> Bool {
        guard !wakePending else { return false }
        wakePending = true
        return true
    }

    /// Adds `issue` to the stored list (up to `limit`) and the counts.
    mutating func report(_ issue: DecodeIssue, limit: Int) {
        issueCount += 1
        updates.newIssueCount += 1
        if issue.kind == .rejected, badRows.insert(issue.row.rawValue).inserted { badRecordCount += 1 }
        if issue.kind == .notMerchant, otherRows.insert(issue.row.rawValue).inserted { otherRecordCount += 1 }
        if issues.count < limit { issues.append(issue) }
    }
}
