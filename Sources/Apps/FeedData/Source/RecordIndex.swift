/// Where each page of records starts: the compact row index.
///
/// A span per record (16 bytes or more) made 200 MB of one-byte lines cost 2 GB of index. Pages are
/// decoded whole anyway, so only the first record of every page is remembered (its offset and line,
/// 12 bytes a page: under 0.05 bytes a record with 256-record pages), and the loader scans a page's
/// bytes again to find the records inside it. A 100,000,000-record feed needs about 5 MB of index.
struct RecordIndex: Sendable {
    let pageSize: Int
    /// Byte offset of the first record of page `n`.
    private var pageStarts: [Int64] = []
    /// The 1-based line of that record (saturating: line numbers in messages are a courtesy).
    private var pageLines: [UInt32] = []
    /// Complete records indexed.
    private(set) var completeCount = 0

    init(pageSize: Int) {
        self.pageSize = max(1, pageSize)
    }

    /// Pages that have a first record.
    var pageCount: Int { pageStarts.count }

    /// Adds complete records found in order after every record added so far.
    mutating func append(_ spans: [RecordSpan]) {
        for span in spans {
            if completeCount % pageSize == 0 {
                pageStarts.append(Int64(span.start))
                pageLines.append(UInt32(clamping: span.line))
            }
            completeCount += 1
        }
    }

    /// Where page `number` starts, or nil when it has no complete record yet.
    func start(ofPage number: Int) -> (offset: Int, line: Int)? {
        guard number >= 0, number < pageStarts.count else { return nil }
        return (Int(pageStarts[number]), Int(pageLines[number]))
    }

    /// Bytes the index itself holds (for the bench and the memory tests).
    var byteCount: Int { pageStarts.capacity * 8 + pageLines.capacity * 4 }
}
