public import BurinRecords

extension FeedSource {
    /// The records known now, as chunks of whole pages for a `QueryScan` (filters, sorts, counts,
    /// export). A snapshot: records indexed later are not in it (scan again when indexing is done).
    /// Main loop or any thread; takes the state lock briefly.
    public func recordChunks(pagesPerChunk: Int = FeedRecordChunks.defaultPagesPerChunk) -> FeedRecordChunks {
        let k = max(1, pagesPerChunk)
        return state.withLock { s in
            let rows = s.knownCount
            let rowsPerChunk = k * options.pageSize
            let chunks = (rows + rowsPerChunk - 1) / rowsPerChunk
            var starts: [FeedRecordChunks.Start] = []
            for c in 0..<chunks {
                let page = c * k
                if let start = s.index.start(ofPage: page) {
                    starts.append(FeedRecordChunks.Start(offset: start.offset, line: start.line))
                } else if let tail = s.pendingTail {
                    starts.append(FeedRecordChunks.Start(offset: tail.start, line: tail.line))
                }
            }
            let end = max(s.indexedBytes, s.pendingTail?.end ?? 0)
            return FeedRecordChunks(
                file: file, starts: starts, end: end, rows: rows, completeRows: s.index.completeCount,
                tail: s.pendingTail, rowsPerChunk: rowsPerChunk, format: s.format)
        }
    }
}

extension FeedSource {
    /// Record `row`'s bytes as read (its first to its last non-blank byte), for copying a record;
    /// nil when there is no such row or it cannot be read. Reads the record's page from the file:
    /// any thread, but better off the main loop.
    public func recordBytes(row: Int) -> [UInt8]? {
        guard row >= 0 else { return nil }
        let pages = recordChunks(pagesPerChunk: 1)
        let page = row / options.pageSize
        guard row < pages.recordCount, page < pages.chunkCount else { return nil }
        var buffer: [UInt8] = []
        let chunk = pages.read(chunk: page, into: &buffer)
        let i = row - chunk.firstRow
        guard i >= 0, i < chunk.ranges.count else { return nil }
        return Array(buffer[chunk.ranges[i]])
    }
}

/// A feed's records split for a scan: each chunk is `rowsPerChunk` records read with one `pread`
/// and found again in its bytes by a `RecordScanner`, as the loader finds a page's records.
public struct FeedRecordChunks: RecordChunkSource {
    /// 16 pages of 256 records: ~2.5 MB of a typical feed, 50 chunks in 200,000 records (fine
    /// progress, and little lost when a query is cancelled).
    public static let defaultPagesPerChunk = 16
    /// A chunk longer than this (records of tens of megabytes) is not read: its records count as unread.
    static let maximumChunkBytes = 256 << 20

    struct Start: Sendable {
        let offset: Int
        let line: Int
    }

    let file: SourceFile
    let starts: [Start]
    let end: Int
    let rows: Int
    let completeRows: Int
    let tail: RecordSpan?
    let rowsPerChunk: Int
    let format: RecordScanner.Format

    public var chunkCount: Int { starts.count }
    public var recordCount: Int { rows }

    public func read(chunk index: Int, into buffer: inout [UInt8]) -> RecordChunk {
        let firstRow = index * rowsPerChunk
        let wanted = min(rowsPerChunk, rows - firstRow)
        let complete = max(0, min(wanted, completeRows - firstRow))
        let start = starts[index]
        let stop = index + 1 < starts.count ? starts[index + 1].offset : end
        let length = stop - start.offset
        buffer.removeAll(keepingCapacity: true)
        guard length > 0, length <= Self.maximumChunkBytes else {
            return RecordChunk(firstRow: firstRow, ranges: [], offset: start.offset, unread: wanted)
        }
        buffer.append(contentsOf: repeatElement(0, count: length))
        let count: Int
        do throws(FeedLoadError) {
            count = try buffer.withUnsafeMutableBufferPointer { b throws(FeedLoadError) in
                try file.read(into: b, at: start.offset)
            }
        } catch {
            return RecordChunk(firstRow: firstRow, ranges: [], offset: start.offset, unread: wanted)
        }
        var scanner = RecordScanner(resumingAt: start.offset, line: start.line, format: format)
        var spans: [RecordSpan] = []
        buffer.withUnsafeBufferPointer { scanner.scan(UnsafeBufferPointer(rebasing: $0[..<count]), into: &spans) }
        if spans.count > complete { spans.removeSubrange(complete...) }
        if let tail, wanted > complete, spans.count == complete { spans.append(tail) }
        let ranges = spans.compactMap { span -> Range<Int>? in
            let from = span.start - start.offset
            let to = span.end - start.offset
            return from >= 0 && to <= count && from <= to ? from..<to : nil
        }
        return RecordChunk(firstRow: firstRow, ranges: ranges, offset: start.offset, unread: wanted - ranges.count)
    }
}
