import Glibc

/// Finds record boundaries in a byte stream fed block by block, without parsing records.
///
/// The format is detected from the first non-blank byte (after an optional UTF-8 byte order mark):
/// `[` means a JSON array, whose top-level elements are the records (found by tracking strings,
/// escapes and nesting depth); `{` means objects, read first to the end of the first one (`probing`)
/// to tell which of these the input is:
/// - JSONL, one record per line: the first object ended on its own line and another value follows
///   (or it holds no array of records to unwrap, which is decided at once);
/// - concatenated values (`values`), as jq prints them: the first object spans lines and another
///   value follows (or, again, it holds nothing to unwrap);
/// - one object wrapping the records (`{"items": [...]}`, `{"data": [...]}`, a GitHub search
///   answer, `lsblk -J`): nothing follows it, and it holds an array of records a few member names
///   down (`RecordProbe.chosen` says which). The records are then that array's elements: `restart`
///   asks the indexer to scan again from the array's start: at the end of the object, or as soon
///   as the object is longer than a record can be (`RecordProbe.commitBytes`).
/// With `--records PATH` the path says where the records are, in any input: `RecordPathScanner`
/// finds them in one pass.
/// Anything else means JSONL. Blank lines and empty array elements are not records. Bytes after the
/// array's closing `]` are ignored.
///
/// A value type whose state survives between blocks, so indexing can stop at the end of a file and
/// resume when it grows. `pendingTail` is the record still open at the current end (a last line
/// without a newline, an unclosed array); it is provisional until more bytes or the end arrive.
struct RecordScanner: Sendable {
    enum Format: Sendable, Equatable {
        case undetected
        case lines
        case array
        case arrayClosed
        /// Top-level JSON values one after another (jq's output), each a record.
        case values
        /// Reading the first object to tell JSONL, values and a wrapped array apart.
        case probing
        /// The values `--records PATH` reaches.
        case path(RecordPath)
    }

    /// Where the records are (`--records`).
    let records: RecordsLocation
    private(set) var format = Format.undetected
    /// The path of the records, once the input was found to wrap them (`items`), or as `--records`
    /// gave it; nil for an input whose top-level values are the records.
    private(set) var unwrapped: RecordPath?
    /// Set when the records must be found by scanning again from `offset` in `format` (a wrapped
    /// array found once the first object ended, or JSONL whose first line never closed): the
    /// indexer starts a scanner there with `resumingAt` and reads the input again from that byte.
    private(set) var restart: (offset: Int, line: Int, format: Format)?
    /// `--records PATH` named an array the input does not have (the path as written).
    private(set) var missingRecords: String?
    private var probe: RecordProbe
    private var pathScanner: RecordPathScanner?
    /// Bytes consumed so far.
    private(set) var offset = 0
    /// The 1-based line the next byte is on.
    private var line = 1
    /// Start of the record being read and its line, once a non-blank byte was seen.
    private var recordStart: Int?
    private var recordLine = 1
    /// One past the last non-blank byte of the record being read.
    private var recordEnd = 0
    // JSON array state.
    private var depth = 0
    private var string = JSONStringState()
    /// How many bytes of a UTF-8 byte order mark the input started with.
    private var bomBytesSeen = 0

    init(records: RecordsLocation = .automatic) {
        self.records = records
        probe = RecordProbe(unwraps: records == .automatic)
    }

    /// A scanner that carries on at a record boundary found earlier (a `RecordIndex` page start), as
    /// if it had scanned everything before `offset` itself: the loader re-reads one page this way.
    /// `unwrapped` is kept for what the feed says about where its records came from.
    init(resumingAt offset: Int, line: Int, format: Format, unwrapped: RecordPath? = nil) {
        records = .automatic
        probe = RecordProbe(unwraps: false)
        if case .path(let path) = format { pathScanner = RecordPathScanner(resumingAt: path) }
        self.offset = offset
        self.line = line
        self.format = format == .arrayClosed ? .array : format
        self.unwrapped = unwrapped
        depth = self.format == .array ? 1 : 0
    }

    /// The record open at the current end, if any, as it would be if the input ended here.
    var pendingTail: RecordSpan? {
        if case .path = format { return pathScanner?.pendingTail }
        guard let start = recordStart, format != .arrayClosed, format != .probing else { return nil }
        return RecordSpan(start: start, end: recordEnd, line: recordLine)
    }

    /// Scans `block`, the bytes that follow everything scanned so far, appending complete records.
    mutating func scan(_ block: UnsafeBufferPointer<UInt8>, into spans: inout [RecordSpan]) {
        var i = 0
        if format == .undetected { i = detect(block) }
        if format == .probing { i = scanProbe(block, from: i, into: &spans) }
        switch format {
        case .lines: scanLines(block, from: i, into: &spans)
        case .array: scanArray(block, from: i, into: &spans)
        case .values: scanValues(block, from: i, into: &spans)
        case .path: pathScanner?.scan(block, from: i, base: offset, line: &line, into: &spans)
        case .undetected, .arrayClosed, .probing: break
        }
        offset += block.count
    }

    /// The input ended (for now): a first object still being read decides what the input is. A
    /// wrapper sets `restart` at its array; an object that never closed is taken as JSONL whose first
    /// line is broken, scanned again as lines.
    mutating func finishProbing() {
        if case .path(let path) = format, pathScanner?.reachedRecords != true { missingRecords = path.text }
        guard format == .probing, restart == nil, missingRecords == nil else { return }
        if probe.rootEnd != nil, let chosen = probe.chosen {
            unwrapped = RecordPath(keys: chosen.path)
            restart = (chosen.offset, chosen.line, .array)
        } else {
            restart = (probe.start, probe.startLine, .lines)
        }
    }

    /// Skips the byte order mark and leading blanks, and decides the format at the first other byte.
    private mutating func detect(_ block: UnsafeBufferPointer<UInt8>) -> Int {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var i = 0
        while i < block.count {
            let b = block[i]
            let at = offset + i
            if at < 3, bomBytesSeen == at, b == byteOrderMark[at] {
                bomBytesSeen += 1
                i += 1
                continue
            }
            if b == 0x0A { line += 1 }
            if Self.isBlank(b) {
                i += 1
                continue
            }
            if case .path(let path) = records {
                format = .path(path)
                unwrapped = path
                pathScanner = RecordPathScanner(path: path)
                return i
            }
            if b == UInt8(ascii: "[") {
                format = .array
                depth = 1
                return i + 1
            }
            if b == UInt8(ascii: "{") {
                format = .probing
                probe.start = offset + i
                probe.startLine = line
                return i
            }
            format = .lines
            return i
        }
        return i
    }

    private mutating func scanLines(
        _ block: UnsafeBufferPointer<UInt8>, from first: Int, into spans: inout [RecordSpan]
    ) {
        guard let base = block.baseAddress else { return }
        var i = first
        while i < block.count {
            let newline = memchr(base + i, 0x0A, block.count - i).map {
                UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base
            }
            let segmentEnd = newline ?? block.count
            noteContent(block, i..<segmentEnd)
            guard let newline else { break }
            if let start = recordStart {
                spans.append(RecordSpan(start: start, end: recordEnd, line: recordLine))
                recordStart = nil
            }
            line += 1
            i = newline + 1
        }
    }

    /// Records where non-blank content of the current line starts and ends within `range`.
    private mutating func noteContent(_ block: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var last = range.upperBound
        while last > range.lowerBound, Self.isBlank(block[last - 1]) { last -= 1 }
        guard last > range.lowerBound else { return }
        if recordStart == nil {
            var firstContent = range.lowerBound
            while Self.isBlank(block[firstContent]) { firstContent += 1 }
            recordStart = offset + firstContent
            recordLine = line
        }
        recordEnd = offset + last
    }

    private mutating func scanArray(
        _ block: UnsafeBufferPointer<UInt8>, from first: Int, into spans: inout [RecordSpan]
    ) {
        var i = first
        while i < block.count {
            let b = block[i]
            defer { i += 1 }
            if b == 0x0A { line += 1 }
            if string.isInside {
                _ = string.closes(at: b)
                recordEnd = offset + i + 1
                continue
            }
            if depth == 1, b == UInt8(ascii: ",") || b == UInt8(ascii: "]") {
                if let start = recordStart {
                    spans.append(RecordSpan(start: start, end: recordEnd, line: recordLine))
                    recordStart = nil
                }
                if b == UInt8(ascii: "]") {
                    depth = 0
                    format = .arrayClosed
                    return
                }
                continue
            }
            switch b {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(1, depth - 1)
            case UInt8(ascii: "\""):
                string.open()
            default:
                if Self.isBlank(b) { continue }
            }
            if recordStart == nil {
                recordStart = offset + i
                recordLine = line
            }
            recordEnd = offset + i + 1
        }
    }

    // MARK: Probing

    /// Feeds the first object to the probe until it tells what the input is; returns where the
    /// format it chose takes over in `block`.
    private mutating func scanProbe(
        _ block: UnsafeBufferPointer<UInt8>, from first: Int, into spans: inout [RecordSpan]
    ) -> Int {
        var i = first
        while i < block.count {
            let b = block[i]
            let event = probe.feed(b, at: offset + i, line: line)
            if b == 0x0A { line += 1 }
            switch event {
            case .none:
                i += 1
            case .closed:
                // Nothing to unwrap: JSONL or values, decided now, with the first object their first record.
                guard probe.chosen != nil else { return decideTopLevel(closedAt: i, block: block, into: &spans) }
                i += 1
            case .following:
                return takeTopLevel(at: i, into: &spans)
            case .committed(let chosen):
                // The indexer scans again from the array's start (a file at once, a stream at its end).
                unwrapped = RecordPath(keys: chosen.path)
                restart = (chosen.offset, chosen.line, .array)
                format = .arrayClosed
                return block.count
            }
        }
        return i
    }

    /// The first object closed at `i` with nothing to unwrap: on one line it starts JSONL (the rest of
    /// its line still belongs to it), across lines it is the first of the top-level values.
    private mutating func decideTopLevel(
        closedAt i: Int, block: UnsafeBufferPointer<UInt8>, into spans: inout [RecordSpan]
    ) -> Int {
        if probe.startLine == probe.rootEndLine {
            format = .lines
            recordStart = probe.start
            recordLine = probe.startLine
            recordEnd = offset + i + 1
        } else {
            spans.append(RecordSpan(start: probe.start, end: offset + i + 1, line: probe.startLine))
            format = .values
            depth = 0
        }
        return i + 1
    }

    /// Another value follows a first object that could have wrapped records: so it did not, and the
    /// input is JSONL or values, as `decideTopLevel` says; the byte at `i` is read in that format.
    private mutating func takeTopLevel(at i: Int, into spans: inout [RecordSpan]) -> Int {
        guard let end = probe.rootEnd else { return i }
        let first = RecordSpan(start: probe.start, end: end, line: probe.startLine)
        if probe.startLine == probe.rootEndLine {
            format = .lines
            if probe.newlineAfterRoot {
                spans.append(first)
            } else {
                recordStart = first.start
                recordLine = first.line
                recordEnd = first.end
            }
        } else {
            spans.append(first)
            format = .values
            depth = 0
        }
        return i
    }

    // MARK: Values

    /// Top-level values one after another: a record ends where its object, array or string closes
    /// (or a bare number or word at the next blank); commas between values are skipped.
    private mutating func scanValues(
        _ block: UnsafeBufferPointer<UInt8>, from first: Int, into spans: inout [RecordSpan]
    ) {
        var i = first
        while i < block.count {
            let b = block[i]
            if string.isInside {
                if b == 0x0A { line += 1 }
                let closed = string.closes(at: b)
                recordEnd = offset + i + 1
                if closed, depth == 0 { closeValue(into: &spans) }
                i += 1
                continue
            }
            if recordStart != nil, depth == 0 {
                // A bare number or word ends at anything that is not part of it; that byte is read again.
                if Self.isBlank(b) || b == UInt8(ascii: ",") || Self.isStructural(b) {
                    closeValue(into: &spans)
                    continue
                }
                recordEnd = offset + i + 1
                i += 1
                continue
            }
            if b == 0x0A { line += 1 }
            defer { i += 1 }
            if recordStart == nil {
                if Self.isBlank(b) || b == UInt8(ascii: ",") { continue }
                recordStart = offset + i
                recordLine = line
            }
            recordEnd = offset + i + 1
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                // A stray closing bracket at the top is a record of its own (a malformed one).
                if depth <= 0 {
                    depth = 0
                    closeValue(into: &spans)
                }
            case UInt8(ascii: "\""): string.open()
            default: break
            }
        }
    }

    private mutating func closeValue(into spans: inout [RecordSpan]) {
        if let start = recordStart { spans.append(RecordSpan(start: start, end: recordEnd, line: recordLine)) }
        recordStart = nil
    }

    private static func isStructural(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "{") || b == UInt8(ascii: "[") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]")
            || b == UInt8(ascii: "\"")
    }

    private static func isBlank(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
    }
}
