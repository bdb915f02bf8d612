/// What the loader needs to read one page without the lock: where its bytes are, how many records to
/// expect there, and the epoch and tail generation it was planned in (the machine drops the decoded
/// page when either has passed by the time it arrives).
struct PagePlan: Sendable, Equatable {
    let number: Int
    let firstRow: Int
    /// Complete records to take from the page's bytes, in order.
    let completeRows: Int
    /// The provisional last record, when it belongs to this page (it follows the complete ones).
    let tail: RecordSpan?
    let start: Int
    let line: Int
    /// One past the page's last byte: the next page's start, or what the indexer has read.
    let end: Int
    let format: RecordScanner.Format
    let epoch: Int
    let tailGeneration: Int

    var rowCount: Int { completeRows + (tail == nil ? 0 : 1) }
}
