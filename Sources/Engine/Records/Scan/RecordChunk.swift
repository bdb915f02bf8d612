/// Where a scan's records come from: the source split in chunks of whole records, each read on a
/// worker. An app's data layer provides one (FeedData's `FeedSource.recordChunks()`); tests use
/// records in memory.
public protocol RecordChunkSource: Sendable {
    /// Chunks to scan, fixed when the scan starts.
    var chunkCount: Int { get }
    /// Records in all chunks.
    var recordCount: Int { get }
    /// Reads chunk `index` into `buffer` (reused by the worker across chunks) and says where its
    /// records lie in it. Runs on a worker; may do I/O.
    func read(chunk index: Int, into buffer: inout [UInt8]) -> RecordChunk
}

/// One chunk's records: rows `firstRow...`, each a range of the buffer it was read into.
public struct RecordChunk: Sendable {
    public let firstRow: Int
    /// Each record's bytes in the buffer, in row order.
    public let ranges: [Range<Int>]
    /// The source's offset of the buffer's first byte, so a record's place can be kept (export).
    public let offset: Int
    /// Records that could not be read (I/O failure, a record too large): counted, never matched.
    public let unread: Int

    public init(firstRow: Int, ranges: [Range<Int>], offset: Int, unread: Int = 0) {
        self.firstRow = firstRow
        self.ranges = ranges
        self.offset = offset
        self.unread = unread
    }
}

/// Records in memory as a chunk source (tests, small inputs): `records` split every `chunkSize`.
public struct RecordsInMemory: RecordChunkSource {
    public let records: [[UInt8]]
    public let chunkSize: Int

    public init(_ records: [[UInt8]], chunkSize: Int = 4) {
        self.records = records
        self.chunkSize = max(1, chunkSize)
    }

    public var chunkCount: Int { (records.count + chunkSize - 1) / chunkSize }
    public var recordCount: Int { records.count }

    public func read(chunk index: Int, into buffer: inout [UInt8]) -> RecordChunk {
        buffer.removeAll(keepingCapacity: true)
        var ranges: [Range<Int>] = []
        let first = index * chunkSize
        for record in records[first..<min(records.count, first + chunkSize)] {
            ranges.append(buffer.count..<(buffer.count + record.count))
            buffer += record
        }
        return RecordChunk(firstRow: first, ranges: ranges, offset: 0)
    }
}
