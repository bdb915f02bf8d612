/// One record's place in a sort by a field: the first value the field's path reaches, as a number
/// (also written in a string), a time (ISO 8601 strings), or text; or nothing.
public struct SortKey: Sendable, Equatable {
    /// Numbers, then times, then text; records without the field last.
    enum Rank: UInt8, Sendable {
        case number
        case time
        case text
        case missing
    }

    let rank: Rank
    /// The number, or the time in seconds since 1970.
    let value: Double
    /// The text's UTF-8 (escapes decoded).
    let text: [UInt8]

    static let missing = SortKey(rank: .missing, value: 0, text: [])

    /// The key of the record in `cursor` for `path`.
    static func of(_ cursor: JSONCursor, path: QueryPath, scratch: MatchScratch) -> SortKey {
        var key = SortKey.missing
        _ = cursor.visit(path, from: cursor.space(0), key: &scratch.key) { value in
            guard let end = cursor.valueEnd(value) else { return false }
            return cursor.scalars(in: value..<end) { kind, range, escaped in
                guard kind != .null else { return false }
                if escaped {
                    cursor.decodeString(range, into: &scratch.text)
                    key = scratch.text.withUnsafeBytes { SortKey(kind, $0) }
                } else {
                    key = SortKey(kind, UnsafeRawBufferPointer(rebasing: cursor.bytes[range]))
                }
                return true
            }
        }
        return key
    }

    private init(rank: Rank, value: Double, text: [UInt8]) {
        self.rank = rank
        self.value = value
        self.text = text
    }

    private init(_ kind: JSONCursor.ScalarKind, _ bytes: UnsafeRawBufferPointer) {
        if kind == .number || kind == .string, let number = NumberReading.number(bytes) {
            self.init(rank: .number, value: number, text: [])
        } else if kind == .string, let time = TimeReading.seconds(bytes) {
            self.init(rank: .time, value: time, text: [])
        } else {
            self.init(rank: .text, value: 0, text: Array(bytes))
        }
    }

    /// Whether `self` comes before `other` ascending (equal keys: neither). Text is ordered by its
    /// code points with ASCII letters folded, then exactly.
    func precedes(_ other: SortKey) -> Bool {
        if rank != other.rank { return rank.rawValue < other.rank.rawValue }
        switch rank {
        case .number, .time: return value < other.value
        case .missing: return false
        case .text:
            let folded = Self.compare(text, other.text, folded: true)
            return folded != 0 ? folded < 0 : Self.compare(text, other.text, folded: false) < 0
        }
    }

    private static func compare(_ a: [UInt8], _ b: [UInt8], folded: Bool) -> Int {
        for (x, y) in zip(a, b) {
            let l = folded ? ByteSearch.lowered(x) : x
            let r = folded ? ByteSearch.lowered(y) : y
            if l != r { return l < r ? -1 : 1 }
        }
        return a.count - b.count
    }

    /// The positions of `keys` in sorted order: stable (equal keys keep their order), the rows
    /// without the field last in either direction.
    public static func permutation(_ keys: [SortKey], descending: Bool) -> [Int32] {
        var indices = Array(0..<Int32(keys.count))
        indices.sort { i, j in
            let a = keys[Int(i)]
            let b = keys[Int(j)]
            let aMissing = a.rank == .missing
            let bMissing = b.rank == .missing
            if aMissing != bMissing { return bMissing }
            if !aMissing {
                if descending ? b.precedes(a) : a.precedes(b) { return true }
                if descending ? a.precedes(b) : b.precedes(a) { return false }
            }
            return i < j
        }
        return indices
    }
}
