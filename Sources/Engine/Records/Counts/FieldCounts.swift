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
        entries = (0..<tally.table.count).map { id in
            Entry(
                value: String(decoding: tally.table.key(id), as: UTF8.self), count: tally.counts[id],
                share: Double(tally.counts[id]) / Double(total))
        }
        .sorted { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }
    }

    /// Counts being gathered: one per chunk on the workers, merged in the end.
    struct Tally: Sendable {
        /// Distinct values kept; a field of unique ids over a huge feed must not fill memory.
        static let maximumDistinct = 100_000

        /// The values, numbered.
        var table = ByteKeyTable()
        /// Records holding each value.
        var counts: [Int] = []
        /// The last record that counted each value: a record counts a value once.
        private var stamps: [Int] = []
        var records = 0
        var withField = 0
        var untallied = 0

        mutating func add(_ cursor: JSONCursor, path: QueryPath, scratch: MatchScratch) {
            records += 1
            var found = false
            _ = cursor.visit(path, from: cursor.space(0), key: &scratch.key) { value in
                guard let end = cursor.valueEnd(value) else { return false }
                _ = cursor.scalars(in: value..<end) { kind, range, escaped in
                    guard kind != .null else { return false }
                    found = true
                    if escaped {
                        cursor.decodeString(range, into: &scratch.text)
                        scratch.text.withUnsafeBytes { count($0) }
                    } else {
                        count(UnsafeRawBufferPointer(rebasing: cursor.bytes[range]))
                    }
                    return false
                }
                return false
            }
            if found { withField += 1 }
        }

        private mutating func count(_ value: UnsafeRawBufferPointer) {
            guard let id = table.id(of: value, adding: table.count < Self.maximumDistinct).map(Int.init) else {
                untallied += 1
                return
            }
            if id == counts.count {
                counts.append(0)
                stamps.append(-1)
            }
            guard stamps[id] != records else { return }
            stamps[id] = records
            counts[id] += 1
        }

        mutating func merge(_ other: Tally) {
            records += other.records
            withField += other.withField
            untallied += other.untallied
            for id in 0..<other.table.count {
                let n = other.counts[id]
                let mine = Array(other.table.key(id)).withUnsafeBytes {
                    table.id(of: $0, adding: table.count < Self.maximumDistinct).map(Int.init)
                }
                guard let mine else {
                    untallied += n
                    continue
                }
                if mine == counts.count {
                    counts.append(0)
                    stamps.append(-1)
                }
                counts[mine] += n
            }
        }
    }
}
