import BurinCore

/// The records of a list inside a record (`NestedList`), as items of their own: the list viewer shows
/// them as it shows the top list, and their cards are guessed the same way (`RecordDecoder`). Made
/// from the record's bytes, which it shares (slices of one array, however deep the walk goes), and
/// the spans of the list's elements, found by `RecordPathScanner`; an element is decoded when asked.
/// Immutable, so it crosses queues freely.
public struct NestedRecords: Sendable {
    /// Where these records are, as the status bar shows it: `.filesystems[0].children`.
    public let path: String
    private let bytes: ArraySlice<UInt8>
    private let spans: [RecordSpan]
    private let decoder: RecordDecoder

    /// The elements of `list` in `record`, a record's bytes (the top list's row `row`, or an element
    /// of another nested list); `parentPath` is where that record is (`.filesystems[0]`).
    public init(list: NestedList, in record: ArraySlice<UInt8>, parentPath: String, decoder: RecordDecoder) {
        var scanner = RecordPathScanner(path: RecordPath(keys: list.keys))
        var spans: [RecordSpan] = []
        var line = 1
        let base = record.startIndex
        record.withUnsafeBufferPointer { scanner.scan($0, from: 0, base: base, line: &line, into: &spans) }
        self.path = parentPath + list.text
        self.bytes = record
        self.spans = spans
        self.decoder = decoder
    }

    public var count: Int { spans.count }

    /// The record at `index` as a card, or nil past the end. Its row is its position in this list.
    public func item(at index: Int) -> FeedItem? {
        guard spans.indices.contains(index) else { return nil }
        let span = spans[index]
        guard span.length <= decoder.limits.maximumRecordBytes else {
            return decoder.tooLarge(length: span.length, row: RowID(index), line: span.line).item
        }
        return bytes[span.start..<span.end].withUnsafeBufferPointer {
            decoder.decode($0, row: RowID(index), line: span.line).item
        }
    }

    /// The record at `index`'s bytes (sharing this list's), to walk further into.
    public func recordBytes(at index: Int) -> ArraySlice<UInt8>? {
        guard spans.indices.contains(index) else { return nil }
        return bytes[spans[index].start..<spans[index].end]
    }

    /// The lists the record at `index` holds, largest first.
    public func lists(at index: Int) -> [NestedList] {
        recordBytes(at: index).map { NestedList.lists(in: $0) } ?? []
    }

    /// The list `list` of the record at `index`, opened: one level deeper.
    public func open(_ list: NestedList, at index: Int) -> NestedRecords? {
        guard let record = recordBytes(at: index) else { return nil }
        return NestedRecords(list: list, in: record, parentPath: path + "[\(index)]", decoder: decoder)
    }
}
