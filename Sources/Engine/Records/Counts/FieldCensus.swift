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
        fields = tally.counts.map { Field(path: String(decoding: $0.key, as: UTF8.self), records: $0.value) }
            .sorted { $0.records != $1.records ? $0.records > $1.records : $0.path < $1.path }
    }

    /// Fields being counted: one per chunk on the workers, merged in the end.
    struct Tally: Sendable {
        /// Levels of objects named; deeper fields are counted under their ancestor at this depth.
        static let maximumDepth = 4
        /// Distinct paths kept (records with generated keys would otherwise fill memory).
        static let maximumPaths = 2_000

        var counts: [[UInt8]: Int] = [:]
        var records = 0

        mutating func add(_ cursor: JSONCursor, scratch: MatchScratch) {
            records += 1
            var seen: Set<[UInt8]> = []
            var path: [UInt8] = []
            walk(cursor, at: cursor.space(0), path: &path, depth: 0, seen: &seen, scratch: scratch)
            for name in seen {
                if let n = counts[name] {
                    counts[name] = n + 1
                } else if counts.count < Self.maximumPaths {
                    counts[name] = 1
                }
            }
        }

        private func walk(
            _ cursor: JSONCursor, at i: Int, path: inout [UInt8], depth: Int, seen: inout Set<[UInt8]>,
            scratch: MatchScratch
        ) {
            guard i < cursor.count, depth < Self.maximumDepth else { return }
            switch cursor.bytes[i] {
            case 0x7B:
                _ = cursor.members(of: i) { key, escaped, value in
                    guard value < cursor.count, cursor.bytes[value] != 0x6E else { return false }  // null
                    let mark = path.count
                    if !path.isEmpty { path.append(0x2E) }
                    if escaped {
                        cursor.decodeString(key, into: &scratch.key)
                        path += scratch.key
                    } else {
                        path += cursor.bytes[key]
                    }
                    seen.insert(path)
                    walk(cursor, at: value, path: &path, depth: depth + 1, seen: &seen, scratch: scratch)
                    path.removeSubrange(mark...)
                    return false
                }
            case 0x5B:
                _ = cursor.elements(of: i) { value, _ in
                    walk(cursor, at: value, path: &path, depth: depth + 1, seen: &seen, scratch: scratch)
                    return false
                }
            default: break
            }
        }

        mutating func merge(_ other: Tally) {
            records += other.records
            for (name, n) in other.counts {
                if let present = counts[name] {
                    counts[name] = present + n
                } else if counts.count < Self.maximumPaths {
                    counts[name] = n
                }
            }
        }
    }
}
