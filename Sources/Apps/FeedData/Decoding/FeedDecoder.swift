import BurinCore

/// Decodes a whole feed held in memory, in one call: for small inputs, tests and validation. Large
/// inputs go through `FeedSource`, which decodes page by page.
public enum FeedDecoder {
    /// The items of a feed and every issue found, in source order.
    public struct Decoded: Sendable {
        public let items: [FeedItem]
        public let issues: [DecodeIssue]

        /// Records that could not be read at all (shown as `.invalid` rows).
        public var badRecordCount: Int { items.count { if case .invalid = $0 { true } else { false } } }

        /// Records that are neither merchants nor banners shown as their fields (`.other` rows).
        public var otherRecordCount: Int { items.count { if case .other = $0 { true } else { false } } }
    }

    /// Decodes JSONL or a JSON array (detected from the first non-blank byte).
    ///
    /// - Parameters:
    ///   - baseDirectory: the folder relative thumbnail paths are resolved against.
    ///   - strict: throw the first issue, in source order, instead of collecting it.
    ///   - cards: which card object records show, and the generic card's paths.
    public static func decode(
        _ bytes: [UInt8], baseDirectory: String, limits: DecodeLimits = .standard, strict: Bool = false,
        cards: CardReading = CardReading()
    ) throws(FeedLoadError) -> Decoded {
        var scanner = RecordScanner()
        var spans: [RecordSpan] = []
        bytes.withUnsafeBufferPointer { scanner.scan($0, into: &spans) }
        // The end decides what a first object was; its records may be in an array to scan again.
        scanner.finishProbing()
        if let restart = scanner.restart {
            scanner = RecordScanner(
                resumingAt: restart.offset, line: restart.line, format: restart.format, unwrapped: scanner.unwrapped)
            bytes[restart.offset...].withUnsafeBufferPointer { scanner.scan($0, into: &spans) }
        }
        if let tail = scanner.pendingTail { spans.append(tail) }
        let decoder = RecordDecoder(limits: limits, baseDirectory: baseDirectory, cards: cards)
        var duplicates = DuplicateTracker()
        var items: [FeedItem] = []
        var issues: [DecodeIssue] = []
        items.reserveCapacity(spans.count)
        for (index, span) in spans.enumerated() {
            let row = RowID(index)
            let result = bytes.withUnsafeBufferPointer { buffer in
                decoder.decode(
                    UnsafeBufferPointer(rebasing: buffer[Int(span.start)..<span.end]), row: row, line: Int(span.line))
            }
            var found = result.issues
            if let duplicate = duplicates.check(id: result.recordID, row: row, line: Int(span.line)) {
                found.append(duplicate)
            }
            if strict, let first = found.first { throw .invalidRecord(first) }
            items.append(result.item)
            issues.append(contentsOf: found)
        }
        return Decoded(items: items, issues: issues)
    }
}
