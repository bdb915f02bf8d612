public import BurinListViewer
public import BurinRecords
public import FeedData

/// `/` over the feed's records (or a list walked into) in the query language (`rating>4.5 category:咖啡 -tags:新店`): a
/// `QueryScan` on every core that rejects records on their raw bytes, streaming matching rows to the
/// list. A scan covers the records indexed when it starts; while the feed is still being indexed,
/// the records indexed since are scanned next, so a filter over a growing feed misses none.
/// - Note: Main loop only.
public final class FeedQueryFilter: BackgroundFilter {
    private let records: any ScannableRecords
    private let scan: QueryScan
    /// The query the list is filtered by now (the last that could be read); nil: no filter.
    public private(set) var query: Query?
    /// Records scanned by the scans before the running one; its rows count from 0 as the feed's do,
    /// so only rows at or past this are new.
    private var covered = 0
    /// Records the running scan covers.
    private var reach = 0
    private var lastMatch = -1
    /// The last scan finished: the next records are scanned when they are known (or the filter
    /// completes when indexing does). A complete filter keeps waiting: a file read again after it
    /// grew (`R`, `F`) brings records the query must see.
    private var awaitingRecords = false
    /// Whether the filter said it was complete, since it last scanned.
    private var saidComplete = false

    public init(records: any ScannableRecords, waker: @escaping @Sendable () -> Void) {
        self.records = records
        scan = QueryScan(waker: waker)
    }

    public func start(_ text: String) throws(FilterError) {
        let parsed: Query
        do {
            parsed = try Query(parsing: text)
        } catch {
            throw FilterError(error.description)
        }
        query = parsed
        covered = 0
        lastMatch = -1
        awaitingRecords = false
        saidComplete = false
        scanFurther()
    }

    /// Scans the feed's records known now (all of them at first; later, those indexed since).
    private func scanFurther() {
        guard let query else { return }
        let chunks = records.scanChunks()
        reach = chunks.recordCount
        scan.start(ScanPlan(query: query), over: chunks)
    }

    public func drain() -> FilterProgress? {
        guard query != nil else { return nil }
        if awaitingRecords { return scanRecordsKnownSince() }
        guard let update = scan.drain() else { return nil }
        let fresh = update.newRows.lazy.map(Int.init).filter { $0 >= self.covered && $0 > self.lastMatch }
        let found = Array(fresh)
        lastMatch = found.last ?? lastMatch
        // Each scan reads the records from the first, so what it has read is the share of all.
        let fraction = min(1, Double(update.scanned) / Double(max(1, records.knownCount)))
        guard update.isFinished else {
            return FilterProgress(newMatches: found, fraction: fraction, isComplete: false)
        }
        awaitingRecords = true
        let next = scanRecordsKnownSince()
        return FilterProgress(
            newMatches: found, fraction: next?.fraction ?? fraction, isComplete: next?.isComplete ?? false)
    }

    /// After a scan finished: the records indexed since are scanned next; with none new and the
    /// indexing done, the filter is complete; else it waits for more (nil: nothing to report).
    private func scanRecordsKnownSince() -> FilterProgress? {
        let known = records.knownCount
        if reach < known {
            awaitingRecords = false
            saidComplete = false
            covered = reach
            scanFurther()
            return FilterProgress(newMatches: [], fraction: Double(covered) / Double(max(1, known)), isComplete: false)
        }
        guard records.isIndexingComplete, records.knownCount == reach, !saidComplete else { return nil }
        saidComplete = true
        return FilterProgress(newMatches: [], fraction: 1, isComplete: true)
    }

    public var highlights: [String] { query?.highlightWords ?? [] }

    public func cancel() {
        query = nil
        awaitingRecords = false
        scan.cancel()
    }

    public func waitUntilComplete() {
        guard query != nil else { return }
        records.waitUntilIndexed()
        _ = scan.waitUntilFinished()
    }
}
