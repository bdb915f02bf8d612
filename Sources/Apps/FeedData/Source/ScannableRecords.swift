public import BurinRecords

/// Records a query scan can read on the workers: the feed's own (indexed in the background, so
/// their count grows) or a list walked into (in memory, complete from the start). The filter, the
/// sort and the counts take either, so a walked list answers to the same query language.
public protocol ScannableRecords: Sendable {
    /// Records known now.
    var knownCount: Int { get }
    /// Whether every record is known (no more will come).
    var isIndexingComplete: Bool { get }
    /// The records known now, in chunks for the workers.
    func scanChunks() -> any RecordChunkSource
    /// Blocks until every record is known (stepped runs).
    func waitUntilIndexed()
}

extension FeedSource: ScannableRecords {
    public func scanChunks() -> any RecordChunkSource { recordChunks() }
}

extension NestedRecords: ScannableRecords {
    public var knownCount: Int { count }
    public var isIndexingComplete: Bool { true }
    public func scanChunks() -> any RecordChunkSource { NestedRecordChunks(records: self) }
    public func waitUntilIndexed() {}
}

/// A walked list's records as chunks: each element's bytes copied from the record they share.
struct NestedRecordChunks: RecordChunkSource {
    let records: NestedRecords
    var chunkSize = 512

    var chunkCount: Int { (records.count + chunkSize - 1) / chunkSize }
    var recordCount: Int { records.count }

    func read(chunk index: Int, into buffer: inout [UInt8]) -> RecordChunk {
        buffer.removeAll(keepingCapacity: true)
        var ranges: [Range<Int>] = []
        let first = index * chunkSize
        for row in first..<min(records.count, first + chunkSize) {
            guard let bytes = records.recordBytes(at: row) else { continue }
            ranges.append(buffer.count..<(buffer.count + bytes.count))
            buffer += bytes
        }
        return RecordChunk(firstRow: first, ranges: ranges, offset: 0)
    }
}
