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
    /// The text's `CollationKey`, compared first.
    let collation: [UInt8]

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
        collation = text.isEmpty ? text : CollationKey.of(text)
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

    private static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return a.count - b.count
    }

    /// The positions of `keys` in sorted order: stable (equal keys keep their order), the rows
    /// without the field last in either direction.
    public static func permutation(_ keys: [SortKey], descending: Bool) -> [UInt32] {
        // Ranks and values apart from the keys: comparing numbers then touches no reference count.
        let ranks = keys.map(\.rank.rawValue)
        let values = keys.map(\.value)
        var indices = Array(0..<UInt32(keys.count))
        indices.withUnsafeMutableBufferPointer { buffer in
            ranks.withUnsafeBufferPointer { rank in
                values.withUnsafeBufferPointer { value in
                    buffer.sort { i, j in
                        let a = Int(i)
                        let b = Int(j)
                        let missingA = rank[a] == Rank.missing.rawValue
                        let missingB = rank[b] == Rank.missing.rawValue
                        if missingA != missingB { return missingB }
                        if !missingA {
                            if rank[a] != rank[b] { return descending ? rank[a] > rank[b] : rank[a] < rank[b] }
                            if rank[a] == Rank.text.rawValue {
                                let order = textOrder(keys[a], keys[b])
                                if order != 0 { return descending ? order > 0 : order < 0 }
                            } else if value[a] != value[b] {
                                return descending ? value[a] > value[b] : value[a] < value[b]
                            }
                        }
                        return i < j
                    }
                }
            }
        }
        return indices
    }

    /// Text by its collation key, then exactly: <0, 0 or >0.
    private static func textOrder(_ a: SortKey, _ b: SortKey) -> Int {
        let first = compare(a.collation, b.collation)
        return first != 0 ? first : compare(a.text, b.text)
    }
}
