import Glibc

/// Tells whether a record's raw JSON bytes match a query, without decoding the record.
///
/// First the prefilter: every positive term names bytes a matching record must hold (a bare word's
/// text, a field's `"name"` as a key, a field's text), searched at memchr speed; a record missing
/// one is rejected unless it holds a backslash (an escape could spell the text differently). Only
/// the records left are walked (`JSONCursor`), term by term.
///
/// Immutable and `Sendable`: one matcher serves every worker, each with its own `MatchScratch`.
public struct RecordMatcher: Sendable {
    public let query: Query
    /// Bytes a matching record holds (when it has no backslash).
    let needles: [BytePattern]

    public init(_ query: Query) {
        self.query = query
        var needles: [BytePattern] = []
        for term in query.terms where !term.negated {
            if let name = term.path?.lastMemberName {
                needles.append(BytePattern([0x22] + name + [0x22], caseSensitive: true))
            }
            switch term.test {
            case .contains(let text):
                needles.append(text.pattern)
            case .equals(let text) where text.number == nil:
                needles.append(text.pattern)
            default: break
            }
        }
        // Longer needles reject more records per byte searched.
        self.needles = needles.sorted { $0.bytes.count > $1.bytes.count }
    }

    /// Whether the record in `bytes` (one JSON value) matches every term.
    public func matches(_ bytes: UnsafeRawBufferPointer, scratch: MatchScratch) -> Bool {
        for needle in needles where !needle.occurs(in: bytes) {
            guard let base = bytes.baseAddress, memchr(base, 0x5C, bytes.count) != nil else { return false }
            break
        }
        let cursor = JSONCursor(bytes)
        let start = cursor.space(0)
        for term in query.terms where holds(term, cursor, start, scratch) == term.negated { return false }
        return true
    }

    // MARK: Terms

    private func holds(_ term: QueryTerm, _ cursor: JSONCursor, _ start: Int, _ scratch: MatchScratch) -> Bool {
        guard let path = term.path else {
            return cursor.scalars(in: start..<cursor.count) { kind, range, escaped in
                scalarHolds(term.test, kind, range, escaped, cursor, scratch)
            }
        }
        return cursor.visit(path, from: start, key: &scratch.key) { value in
            guard let end = cursor.valueEnd(value) else { return false }
            return cursor.scalars(in: value..<end) { kind, range, escaped in
                scalarHolds(term.test, kind, range, escaped, cursor, scratch)
            }
        }
    }

    private func scalarHolds(
        _ test: QueryTest, _ kind: JSONCursor.ScalarKind, _ range: Range<Int>, _ escaped: Bool,
        _ cursor: JSONCursor, _ scratch: MatchScratch
    ) -> Bool {
        if escaped {
            cursor.decodeString(range, into: &scratch.text)
            return scratch.text.withUnsafeBytes { scalarHolds(test, kind, $0, scratch) }
        }
        return scalarHolds(test, kind, UnsafeRawBufferPointer(rebasing: cursor.bytes[range]), scratch)
    }

    private func scalarHolds(
        _ test: QueryTest, _ kind: JSONCursor.ScalarKind, _ text: UnsafeRawBufferPointer, _ scratch: MatchScratch
    ) -> Bool {
        switch test {
        case .contains(let wanted):
            guard kind != .null else { return false }
            return wanted.pattern.occurs(in: text)
        case .equals(let wanted):
            if let number = wanted.number, kind == .number || kind == .string,
                let value = NumberReading.number(text)
            {
                return value == number
            }
            return wanted.pattern.equals(text)
        case .compare(let comparison, .number(let bound)):
            guard kind == .number || kind == .string, let value = NumberReading.number(text) else { return false }
            return comparison.holds(value, bound)
        case .compare(let comparison, .time(let bound)):
            guard let value = SortValue.time(kind, text) else { return false }
            return comparison.holds(value, bound)
        case .matches(let regex):
            guard kind != .null else { return false }
            switch regex.match(text, scratch: scratch.regex) {
            case .match: return true
            case .noMatch: return false
            case .gaveUp:
                scratch.regexGaveUp += 1
                return false
            }
        }
    }
}

/// A worker's reusable buffers for matching (decoded strings and keys, PCRE2 match data), and what
/// it counted.
///
/// - Note: One thread at a time (the worker's own).
public final class MatchScratch {
    var text: [UInt8] = []
    var key: [UInt8] = []
    let regex = RegexScratch()
    /// Values a regular expression gave up on (its match limit): treated as not matching.
    public internal(set) var regexGaveUp = 0

    public init() {}
}
