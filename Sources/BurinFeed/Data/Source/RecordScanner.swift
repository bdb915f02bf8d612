import Glibc

/// Finds record boundaries in a byte stream fed block by block, without parsing records.
///
/// The format is detected from the first non-blank byte (after an optional UTF-8 byte order mark):
/// `[` means a JSON array, whose top-level elements are the records (found by tracking strings,
/// escapes and nesting depth); anything else means JSONL, one record per line. Blank lines and empty
/// array elements are not records. Bytes after the array's closing `]` are ignored.
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
    }

    private(set) var format = Format.undetected
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
    private var inString = false
    private var escaped = false
    /// How many bytes of a UTF-8 byte order mark the input started with.
    private var bomBytesSeen = 0

    init() {}

    /// A scanner that carries on at a record boundary found earlier (a `RecordIndex` page start), as
    /// if it had scanned everything before `offset` itself: the loader re-reads one page this way.
    init(resumingAt offset: Int, line: Int, format: Format) {
        self.offset = offset
        self.line = line
        self.format = format == .arrayClosed ? .array : format
        depth = self.format == .array ? 1 : 0
    }

    /// The record open at the current end, if any, as it would be if the input ended here.
    var pendingTail: RecordSpan? {
        guard let start = recordStart, format != .arrayClosed else { return nil }
        return RecordSpan(start: start, end: recordEnd, line: recordLine)
    }

    /// Scans `block`, the bytes that follow everything scanned so far, appending complete records.
    mutating func scan(_ block: UnsafeBufferPointer<UInt8>, into spans: inout [RecordSpan]) {
        var i = 0
        if format == .undetected { i = detect(block) }
        switch format {
        case .lines: scanLines(block, from: i, into: &spans)
        case .array: scanArray(block, from: i, into: &spans)
        case .undetected, .arrayClosed: break
        }
        offset += block.count
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
            if b == UInt8(ascii: "[") {
                format = .array
                depth = 1
                return i + 1
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
            if inString {
                if escaped {
                    escaped = false
                } else if b == UInt8(ascii: "\\") {
                    escaped = true
                } else if b == UInt8(ascii: "\"") {
                    inString = false
                }
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
                inString = true
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

    private static func isBlank(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
    }
}
