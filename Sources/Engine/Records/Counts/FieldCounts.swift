/// A field's most frequent values in a view, with how many records hold each and their share: the
/// counts panel. Each record counts a value once, however often it holds it (`tags`,
/// `labels.*.name` count every element).
public struct FieldCounts: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// The value's text: a string decoded, a number or boolean as written.
        public let value: String
        /// Records holding it.
        public let count: Int
        /// `count` over the records counted, 0...1.
        public let share: Double
    }

    public let path: QueryPath
    /// Records counted (the view's).
    public let records: Int
    /// Records in which the path reached a value.
    public let recordsWithField: Int
    /// Most frequent first; equal counts by value.
    public let entries: [Entry]
    /// Records' values not tallied because more than `Tally.maximumDistinct` values were.
    public let untallied: Int

    init(path: QueryPath, tally: Tally) {
        self.path = path
        records = tally.records
        recordsWithField = tally.withField
        untallied = tally.untallied
        let total = max(1, tally.records)
        entries = tally.counts.map { Entry(value: $0.key, count: $0.value, share: Double($0.value) / Double(total)) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }
    }

    /// Counts being gathered: one per chunk on the workers, merged in the end.
    struct Tally: Sendable {
        /// Distinct values kept; a field of unique ids over a huge feed must not fill memory.
        static let maximumDistinct = 100_000

        var counts: [String: Int] = [:]
        var records = 0
        var withField = 0
        var untallied = 0

        mutating func add(_ cursor: JSONCursor, path: QueryPath, scratch: MatchScratch) {
            records += 1
            var seen: [String] = []
            _ = cursor.visit(path, from: cursor.space(0), key: &scratch.key) { value in
                guard let end = cursor.valueEnd(value) else { return false }
                _ = cursor.scalars(in: value..<end) { kind, range, escaped in
                    guard kind != .null else { return false }
                    let text: String
                    if escaped {
                        cursor.decodeString(range, into: &scratch.text)
                        text = String(decoding: scratch.text, as: UTF8.self)
                    } else {
                        text = String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[range]), as: UTF8.self)
                    }
                    if !seen.contains(text) { seen.append(text) }
                    return seen.count >= 256
                }
                return false
            }
            if !seen.isEmpty { withField += 1 }
            for value in seen { count(value, 1) }
        }

        private mutating func count(_ value: String, _ n: Int) {
            if let present = counts[value] {
                counts[value] = present + n
            } else if counts.count < Self.maximumDistinct {
                counts[value] = n
            } else {
                untallied += n
            }
        }

        mutating func merge(_ other: Tally) {
            records += other.records
            withField += other.withField
            untallied += other.untallied
            for (value, n) in other.counts { count(value, n) }
        }
    }
}
