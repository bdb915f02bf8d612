import Testing

@testable import BurinRecords

/// Mutated records (bytes flipped, cut, repeated, brackets and quotes thrown in) through every kind
/// of term, sort key, count and census: none may trap or hang. Seeded, so a failure repeats.
@Suite struct RecordMatcherFuzzTests {
    @Test func mutatedRecordsNeverTrap() throws {
        let base = Array(
            #"{"id":1,"name":"caf\u00e9 咖啡","tags":["a","b"],"o":{"p":[{"q":-2.5e3}]},"t":"2024-01-01T00:00:00Z","n":null}"#
                .utf8)
        let queries = [
            "caf", "咖啡", "name:caf", "tags=a", "o.p.q<0", "o.*.q>=-3000", "t>2023-01-01", "/c.f/", "-n:x", "id=1",
            #""caf\u00e9""#, "o.p.0.q=-2500",
        ]
        let matchers = try queries.map { RecordMatcher(try Query(parsing: $0)) }
        let paths = try ["name", "tags", "o.p.q", "t", "*"].map { try QueryPath($0) }
        let scratch = MatchScratch()
        var seed: UInt64 = 42
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(max(1, n)))
        }
        let specials: [UInt8] = Array(#"{}[]":,\ "#.utf8) + [0x00, 0xFF, 0xC3, 0x80, 0xE5]
        var matched = 0
        for _ in 0..<3_000 {
            var record = base
            for _ in 0..<(1 + next(4)) {
                switch next(4) {
                case 0: record[next(record.count)] = specials[next(specials.count)]
                case 1: record.removeSubrange(next(record.count)...)
                case 2: record.insert(specials[next(specials.count)], at: next(record.count + 1))
                default:
                    let at = next(record.count)
                    record.insert(contentsOf: record[at..<min(record.count, at + next(20))], at: at)
                }
                if record.isEmpty { record = [0x7B] }
            }
            record.withUnsafeBytes { bytes in
                for matcher in matchers where matcher.matches(bytes, scratch: scratch) { matched += 1 }
                let cursor = JSONCursor(bytes)
                var counts = FieldCounts.Tally()
                var census = FieldCensus.Tally()
                for path in paths {
                    _ = SortKey.of(cursor, path: path, scratch: scratch)
                    counts.add(cursor, path: path, scratch: scratch)
                }
                census.add(cursor, scratch: scratch)
                _ = RecordFields.topLevelScalars(bytes)
                _ = RecordFields.isWholeValue(bytes)
            }
        }
        // The mutations leave many records intact enough to match: the walk did run on them.
        #expect(matched > 1_000)
    }
}
