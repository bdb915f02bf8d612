/// What one scan computes: the records matching a query (all, for an empty one), and from those
/// same records, if asked, sort keys, one field's counts, the census of fields, and where each
/// matching record lies (for export).
public struct ScanPlan: Sendable {
    public var query: Query
    public var sort: SortOrder?
    /// The field whose values are counted.
    public var counts: QueryPath?
    /// Whether to count which fields the records have.
    public var census: Bool
    /// Whether to keep each matching record's offset and length in the source.
    public var keepsPlaces: Bool

    public init(
        query: Query, sort: SortOrder? = nil, counts: QueryPath? = nil, census: Bool = false, keepsPlaces: Bool = false
    ) {
        self.query = query
        self.sort = sort
        self.counts = counts
        self.census = census
        self.keepsPlaces = keepsPlaces
    }

    /// Every record, nothing else asked (a plan to add a sort or counts to).
    public static var everything: ScanPlan {
        // An empty text always parses.
        ScanPlan(query: (try? Query(parsing: "")) ?? Query.empty)
    }
}

extension Query {
    /// The query with no terms.
    static var empty: Query {
        do { return try Query(parsing: "") } catch { preconditionFailure("an empty query parses") }
    }
}

/// Where a record lies in its source.
public struct RecordPlace: Sendable, Equatable {
    public let offset: Int
    public let length: Int
}

/// What one chunk gave.
struct ChunkResult: Sendable {
    var rows: [UInt32] = []
    var keys: [SortKey] = []
    var places: [RecordPlace] = []
    var counts = FieldCounts.Tally()
    var census = FieldCensus.Tally()
    var scanned = 0
    var unread = 0
    var regexGaveUp = 0

    /// Scans `chunk`'s records in `buffer`, calling `checkpoint` every 256 records: nil as soon as it
    /// says to stop.
    static func scan(
        _ chunk: RecordChunk, in buffer: UnsafeRawBufferPointer, plan: ScanPlan, matcher: RecordMatcher,
        scratch: MatchScratch, checkpoint: () -> Bool
    ) -> ChunkResult? {
        var result = ChunkResult()
        result.unread = chunk.unread
        let gaveUpBefore = scratch.regexGaveUp
        for (i, range) in chunk.ranges.enumerated() {
            if i & 255 == 255, !checkpoint() { return nil }
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[range])
            result.scanned += 1
            guard matcher.matches(bytes, scratch: scratch) else { continue }
            result.rows.append(UInt32(truncatingIfNeeded: chunk.firstRow + i))
            let cursor = JSONCursor(bytes)
            if let sort = plan.sort { result.keys.append(SortKey.of(cursor, path: sort.path, scratch: scratch)) }
            if let counts = plan.counts { result.counts.add(cursor, path: counts, scratch: scratch) }
            if plan.census { result.census.add(cursor, scratch: scratch) }
            if plan.keepsPlaces {
                result.places.append(RecordPlace(offset: chunk.offset + range.lowerBound, length: range.count))
            }
        }
        result.regexGaveUp = scratch.regexGaveUp - gaveUpBefore
        return result
    }
}
