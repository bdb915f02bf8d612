/// Everything a `FeedSource` shares between its threads, guarded by one mutex.
struct FeedState: Sendable {
    /// Complete records, by page.
    var index: RecordIndex
    /// The format the indexer found, which a page's re-scan starts in.
    var format = RecordScanner.Format.undetected
    /// The record open at the end of the input when indexing last reached it (see `RecordScanner`).
    var pendingTail: RecordSpan?
    var indexedBytes = 0
    /// The input's size when indexing (re)started; 0 for a stream, whose size is unknown.
    var expectedBytes = 0
    var isIndexingComplete = false
    /// Bumped when the input is read again from scratch (`reload()` found it replaced or rewritten):
    /// pages decoded from the old contents are dropped when they arrive.
    var epoch = 0
    /// Bumped whenever the provisional last record is rewritten, so a page decoded with the old one
    /// is known to be stale when it arrives.
    var tailGeneration = 0
    /// A bound that stopped the reading, once one did.
    var truncation: FeedTruncation?
    /// The member path of the array whose elements are the records, when the input wraps them.
    var unwrapped: RecordPath?
    /// Per `CardPart`, the records decoded (once each) in which its path found something, and how
    /// many records were decoded.
    var pathHits = [Int](repeating: 0, count: CardPart.allCases.count)
    var pathRecords = 0

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
    /// How many rows of each page, from its first, had their issues reported: a page decoded again
    /// after eviction does not count them twice. 4 bytes a page.
    var reportedPrefix: [Int32] = []
    /// Rows reported so far (the sum of `reportedPrefix`): the bad-record count is final once every
    /// known row is.
    var reportedRowCount = 0
    /// The row counted bad while it was the provisional last record, which a reload may rewrite.
    var badTailRow: Int?
    /// Records that are not merchants or banners (shown as their fields), and the provisional last
    /// record if it was counted so.
    var otherRecordCount = 0
    var otherTailRow: Int?
    var duplicates = DuplicateTracker()
    var failure: FeedLoadError?

    /// Strict mode: rows validated in order so far, and whether a validation job is queued.
    var validatedCount = 0
    var isValidating = false

    init(cacheCapacity: Int, pageSize: Int) {
        cache = PageCache(capacity: cacheCapacity)
        index = RecordIndex(pageSize: pageSize)
    }

    var knownCount: Int { index.completeCount + (pendingTail == nil ? 0 : 1) }

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
        let isTail = issue.row.rawValue == index.completeCount && pendingTail != nil
        if issue.kind == .rejected {
            badRecordCount += 1
            if isTail { badTailRow = issue.row.rawValue }
        }
        if issue.kind == .notMerchant {
            otherRecordCount += 1
            if isTail { otherTailRow = issue.row.rawValue }
        }
        if issues.count < limit { issues.append(issue) }
    }

    /// Rows of page `number` whose issues were reported.
    func reportedRows(ofPage number: Int) -> Int {
        number < reportedPrefix.count ? Int(reportedPrefix[number]) : 0
    }

    mutating func setReportedRows(_ count: Int, ofPage number: Int) {
        if number >= reportedPrefix.count {
            reportedPrefix.append(contentsOf: repeatElement(0, count: number - reportedPrefix.count + 1))
        }
        reportedRowCount += count - Int(reportedPrefix[number])
        reportedPrefix[number] = Int32(clamping: count)
    }

    /// Whether every known row has been decoded and reported at least once, so `badRecordCount`
    /// counts the whole input rather than the pages read so far.
    var everyRowReported: Bool { isIndexingComplete && reportedRowCount >= knownCount }

    /// The last record, provisional until more input or the end arrived, was rewritten (`row` is its
    /// position): its drawing and its issues are forgotten.
    mutating func forgetTail(row: Int, pageSize: Int) {
        let page = row / pageSize
        cache.remove(page)
        let first = page * pageSize
        if reportedRows(ofPage: page) > row - first { setReportedRows(row - first, ofPage: page) }
        if badTailRow == row {
            badRecordCount -= 1
            badTailRow = nil
        }
        if otherTailRow == row {
            otherRecordCount -= 1
            otherTailRow = nil
        }
        updates.replacedRows.append(row)
        tailGeneration += 1
        if validatedCount > row { validatedCount = row }
    }
}
