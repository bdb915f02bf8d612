public import BurinListViewer
public import BurinRecords
public import FeedData

/// `--sort [-]FIELD` over the feed's records (or a list walked into): a `QueryScan` on every core reads each record's sort
/// key and the worker that finishes last sorts them (stable; numbers as numbers, times as times,
/// records without the field last), never the main loop. A sort covers the records indexed when it
/// starts; records indexed since are sorted by the next scan, which starts when this one is done
/// (until then they follow in their own order).
/// - Note: Main loop only.
public final class FeedSort: BackgroundSort {
    private let records: any ScannableRecords
    private let scan: QueryScan
    /// The order the list is sorted in now; nil: as the records come.
    public private(set) var sort: SortOrder?
    /// Records the running scan covers (0: none running).
    private var reach = 0
    /// Records the last order brought covers.
    private var sorted = 0
    private var running = false

    public init(records: any ScannableRecords, waker: @escaping @Sendable () -> Void) {
        self.records = records
        scan = QueryScan(waker: waker)
    }

    public func start(_ field: String) throws(FilterError) {
        do {
            start(try SortOrder(parsing: field))
        } catch {
            throw FilterError("sort: \(error.description)")
        }
    }

    /// Starts sorting in `order`, cancelling any sort before it.
    public func start(_ order: SortOrder) {
        sort = order
        sorted = 0
        running = false
        scan.cancel()
        scanFurther()
    }

    /// Sorts every record known now, if more are known than the last order covered.
    private func scanFurther() {
        guard let sort, !running, records.knownCount > sorted else { return }
        let chunks = records.scanChunks()
        reach = chunks.recordCount
        running = true
        scan.start(ScanPlan(query: ScanPlan.everything.query, sort: sort), over: chunks)
    }

    public func drain() -> ListOrder? {
        guard let sort else { return nil }
        guard running else {
            scanFurther()
            return nil
        }
        guard let result = scan.drain()?.result else { return nil }
        running = false
        sorted = reach
        let order = FeedSort.permutation(result.viewRows, count: reach)
        scanFurther()
        return ListOrder(label: sort.text, order: order)
    }

    /// The scan's rows in order, then any row it did not give (a record it could not read) in its
    /// own place after them, so the order holds every row once.
    static func permutation(_ rows: [UInt32], count: Int) -> [Int] {
        var seen = [Bool](repeating: false, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        for row in rows.lazy.map(Int.init) where row < count && !seen[row] {
            seen[row] = true
            order.append(row)
        }
        for row in 0..<count where !seen[row] { order.append(row) }
        return order
    }

    public func waitUntilComplete() {
        guard sort != nil else { return }
        records.waitUntilIndexed()
        // A scan started before the last records were indexed is done again over them all.
        if running, reach < records.knownCount {
            scan.cancel()
            running = false
        }
        scanFurther()
        if running { _ = scan.waitUntilFinished() }
    }

    public var field: String? { sort?.text }

    public var statusText: String? {
        guard let sort else { return nil }
        return (running && sorted == 0 ? "sorting by " : "sorted by ") + sort.text
    }
}
