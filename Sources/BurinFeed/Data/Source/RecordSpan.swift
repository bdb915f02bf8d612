/// Where one record lies in the source: 16 bytes a record, so a 1,000,000-row index is 16 MB.
struct RecordSpan: Sendable, Equatable {
    /// Byte offset of the record's first non-blank byte.
    let start: Int64
    /// Length in bytes, trailing blanks excluded; saturates at `Int32.max` (far above any record limit,
    /// so a saturated record is rejected as too large without being read).
    let length: Int32
    /// 1-based line where the record starts; saturates at `UInt32.max`.
    let line: UInt32

    init(start: Int, end: Int, line: Int) {
        self.start = Int64(start)
        length = Int32(clamping: end - start)
        self.line = UInt32(clamping: line)
    }

    var end: Int { Int(start) + Int(length) }
}
