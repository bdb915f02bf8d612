/// Where one record lies in the source. Spans are made while a page is read and dropped after it is
/// decoded; the feed keeps only `RecordIndex`'s page starts, so their size does not matter and they
/// hold true lengths (a 5 GiB record is reported as 5 GiB, not as a saturated 32-bit number).
struct RecordSpan: Sendable, Equatable {
    /// Byte offset of the record's first non-blank byte.
    let start: Int
    /// One past its last non-blank byte.
    let end: Int
    /// 1-based line where the record starts.
    let line: Int

    init(start: Int, end: Int, line: Int) {
        self.start = start
        self.end = end
        self.line = line
    }

    var length: Int { end - start }
}
