public import BurinListViewer
public import BurinRecords
public import FeedData

/// `/` over the feed's records in the query language (`rating>4.5 category:咖啡 -tags:新店`): a
/// `QueryScan` on every core that rejects records on their raw bytes, streaming matching rows to the
/// list. A scan covers the records indexed when it starts; while the feed is still being indexed,
/// the records indexed since are scanned next, so a filter over a growing feed misses none.
/// - Note: Main loop only.
public final class FeedQueryFilter: BackgroundFilter {
    private let feed: FeedSource
    private let scan: QueryScan
    /// The query the list is filtered by now (the last that could be read); nil: no filter.
    public private(set) var query: Query?
    /// Records scanned by the scans before the running one; its rows count from 0 as the feed's do,
    /// so only rows at or past this are new.
    private var covered = 0
    /// Records the running scan covers.
    private var reach = 0
    private var matchesBefore = 0
    private var lastMatch = -1

    public init(feed: FeedSource, waker: @escaping @Sendable () -> Void) {
        self.feed = feed
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
        matchesBefore = 0
        lastMatch = -1
        scanFurther()
    }

    /// Scans the feed's records known now (all of them at first; later, those indexed since).
    private func scanFurther() {
        guard let query else { return }
        let chunks = feed.recordChunks()
        reach = chunks.recordCount
        scan.start(ScanPlan(query: query), over: chunks)
    }

    public func drain() -> FilterProgress? {
        guard query != nil, let update = scan.drain() else { return nil }
        let fresh = update.newRows.lazy.map(Int.init).filter { $0 >= self.covered && $0 > self.lastMatch }
        let found = Array(fresh)
        lastMatch = found.last ?? lastMatch
        // Each scan reads the records from the first, so what it has read is the share of all.
        let fraction = min(1, Double(update.scanned) / Double(max(1, feed.knownCount)))
        guard update.isFinished else {
            return FilterProgress(newMatches: found, fraction: fraction, isComplete: false)
        }
        // More records were indexed while this scan ran: scan them too.
        if reach < feed.knownCount || !feed.isIndexingComplete {
            if reach < feed.knownCount {
                covered = reach
                scanFurther()
            }
            return FilterProgress(newMatches: found, fraction: fraction, isComplete: false)
        }
        return FilterProgress(newMatches: found, fraction: 1, isComplete: true)
    }

    public func cancel() {
        query = nil
        scan.cancel()
    }

    public func waitUntilComplete() {
        guard query != nil else { return }
        feed.waitUntilIndexed()
        _ = scan.waitUntilFinished()
    }
}
