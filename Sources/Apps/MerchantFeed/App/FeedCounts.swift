public import BurinListViewer
import BurinRecords
public import FeedData

/// `s` and `c` over the feed's records (or a list walked into): which fields the records in view have, and one field's most
/// frequent values, counted by a `QueryScan` on every core (the census and counts of a `ScanPlan`)
/// over the records the filter keeps now, never on the main loop. A count covers the records indexed
/// when it starts. The merchant app's named sorts (`MerchantSorts`) come first among the fields, where
/// the records have their field.
/// - Note: Main loop only.
public final class FeedCounts: BackgroundCounts {
    /// Values handed to the counts panel at most (the most frequent); the rest are only counted.
    static let maximumValues = 1_000

    private let records: any ScannableRecords
    private let filter: FeedQueryFilter
    private let scan: QueryScan
    private var running = false

    public init(records: any ScannableRecords, filter: FeedQueryFilter, waker: @escaping @Sendable () -> Void) {
        self.records = records
        self.filter = filter
        scan = QueryScan(waker: waker)
    }

    public func startCensus() {
        start(ScanPlan(query: viewQuery, census: true))
    }

    public func startCounts(of field: String) throws(FilterError) {
        let path: QueryPath
        do throws(QueryPath.PathError) {
            path = try QueryPath(field)
        } catch {
            throw FilterError("counts: \(error.message)")
        }
        start(ScanPlan(query: viewQuery, counts: path))
    }

    /// The records in view: those the filter keeps now (all without one).
    private var viewQuery: Query { filter.query ?? ScanPlan.everything.query }

    private func start(_ plan: ScanPlan) {
        running = true
        scan.start(plan, over: records.scanChunks())
    }

    public func drain() -> CountsUpdate? {
        guard running, let update = scan.drain() else { return nil }
        guard let result = update.result else { return CountsUpdate(progress: update.progress) }
        running = false
        if let census = result.census {
            return CountsUpdate(progress: 1, result: .fields(Self.choices(census), records: census.records))
        }
        if let counts = result.counts { return CountsUpdate(progress: 1, result: .values(Self.values(counts))) }
        return CountsUpdate(progress: 1)
    }

    public func cancel() {
        running = false
        scan.cancel()
    }

    public func waitUntilComplete() {
        guard running else { return }
        _ = scan.waitUntilFinished()
    }

    public func filterTerm(field: String, value: String) -> String? {
        Query.equalityTerm(path: field, value: value)
    }

    /// The named sorts whose field the records have, then every field, most common first.
    static func choices(_ census: FieldCensus) -> [FieldChoice] {
        var records: [String: Int] = [:]
        for field in census.fields { records[field.path] = field.records }
        let named = MerchantSorts.all.compactMap { sort -> FieldChoice? in
            guard let n = records[sort.order.path.text], n > 0 else { return nil }
            return FieldChoice(name: sort.name, field: sort.order.text, records: n, isNamedSort: true)
        }
        return named + census.fields.map { FieldChoice(name: $0.path, field: $0.path, records: $0.records) }
    }

    static func values(_ counts: FieldCounts) -> ValueCounts {
        ValueCounts(
            field: counts.path.text, records: counts.records, recordsWithField: counts.recordsWithField,
            values: counts.entries.prefix(maximumValues).map {
                Value(text: $0.value, count: $0.count, share: $0.share)
            },
            distinct: counts.entries.count, untallied: counts.untallied)
    }

    private typealias Value = ValueCounts.Value
}
