/// The fields records have, with how many records have each: what a sort or counts picker offers.
/// Nested fields are named by their dotted path (`author.name`); arrays are looked through as the
/// query language does (`labels.name` is every label's name).
public struct FieldCensus: Sendable, Equatable {
    public struct Field: Sendable, Equatable {
        /// The dotted path, usable in a query, `--sort` or counts.
        public let path: String
        /// Records having it (with a value other than null).
        public let records: Int
    }

    /// Records looked at.
    public let records: Int
    /// Most common first; equal counts by path.
    public let fields: [Field]

    init(tally: Tally) {
        records = tally.records
        fields = zip(tally.names, tally.counts).map { Field(path: $0, records: $1) }
            .sorted { $0.records != $1.records ? $0.records > $1.records : $0.path < $1.path }
    }

    /// Fields being counted: one per chunk on the workers, merged in the end.
    struct Tally: Sendable {
        /// Levels of objects named; deeper fields are counted under their ancestor at this depth.
        static let maximumDepth = 4
        /// Distinct paths kept (records with generated keys would otherwise fill memory).
        static let maximumPaths = 2_000

        /// Each field's key, numbered under its parent field's number (-1 for a top-level field).
        private var table = ByteKeyTable()
        private var parents: [Int32] = []
        /// Each field's dotted path, and the records having it.
        private(set) var names: [String] = []
        private(set) var counts: [Int] = []
        /// The last record that counted each field: a record counts a field once.
        private var stamps: [Int] = []
        var records = 0

        mutating func add(_ cursor: JSONCursor, scratch: MatchScratch) {
            records += 1
            walk(cursor, at: cursor.space(0), parent: -1, depth: 0, scratch: scratch)
        }

        private mutating func walk(_ cursor: JSONCursor, at i: Int, parent: Int32, depth: Int, scratch: MatchScratch) {
            guard i < cursor.count, depth < Self.maximumDepth else { return }
            switch cursor.bytes[i] {
            case 0x7B:
                _ = cursor.members(of: i) { key, escaped, value in
                    guard value < cursor.count, cursor.bytes[value] != 0x6E else { return false }  // null
                    let id: Int32?
                    if escaped {
                        cursor.decodeString(key, into: &scratch.key)
                        id = scratch.key.withUnsafeBytes { field($0, parent: parent) }
                    } else {
                        id = field(UnsafeRawBufferPointer(rebasing: cursor.bytes[key]), parent: parent)
                    }
                    if let id { walk(cursor, at: value, parent: id, depth: depth + 1, scratch: scratch) }
                    return false
                }
            case 0x5B:
                _ = cursor.elements(of: i) { value, _ in
                    walk(cursor, at: value, parent: parent, depth: depth + 1, scratch: scratch)
                    return false
                }
            default: break
            }
        }

        /// Counts field `key` under `parent` for the current record; its number, nil past the limit.
        private mutating func field(_ key: UnsafeRawBufferPointer, parent: Int32) -> Int32? {
            guard let id = table.id(of: key, parent: parent, adding: table.count < Self.maximumPaths) else {
                return nil
            }
            let n = Int(id)
            if n == names.count {
                let name = String(decoding: key, as: UTF8.self)
                names.append(parent < 0 ? name : names[Int(parent)] + "." + name)
                parents.append(parent)
                counts.append(0)
                stamps.append(-1)
            }
            if stamps[n] != records {
                stamps[n] = records
                counts[n] += 1
            }
            return id
        }

        mutating func merge(_ other: Tally) {
            records += other.records
            // Parents are numbered before their children, so each parent is mapped before it is needed.
            var mapped: [Int32?] = []
            for id in 0..<other.names.count {
                let parent = other.parents[id]
                let mine: Int32? =
                    parent >= 0 && mapped[Int(parent)] == nil
                    ? nil
                    : Array(other.table.key(id)).withUnsafeBytes { key in
                        let p = parent < 0 ? -1 : mapped[Int(parent)]!
                        guard let m = table.id(of: key, parent: p, adding: table.count < Self.maximumPaths) else {
                            return nil
                        }
                        if Int(m) == names.count {
                            let name = String(decoding: key, as: UTF8.self)
                            names.append(p < 0 ? name : names[Int(p)] + "." + name)
                            parents.append(p)
                            counts.append(0)
                            stamps.append(-1)
                        }
                        return m
                    }
                mapped.append(mine)
                if let mine { counts[Int(mine)] += other.counts[id] }
            }
        }
    }
}
