import BurinTestSupport
import Testing

/// `--filter QUERY` for the viewer and the snapshot: the list starts as `/QUERY` Enter leaves it; a
/// query that cannot be read is a usage error before anything starts.
@Suite struct FilterOptionTests {
    static let lines = (0..<12).map { i in
        i % 3 == 0
            ? #"{"title": "Carrot \#(i)", "kind": "veg", "n": \#(i)}"#
            : #"{"title": "Apple \#(i)", "kind": "fruit", "n": \#(i)}"#
    }

    @Test func theSnapshotStartsFiltered() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let data = try folder.write(Self.lines.joined(separator: "\n") + "\n", to: "food.jsonl")
        let text = try Snapshot.text(
            file: data, columns: 80, rows: 40,
            extraArguments: ["--filter", "kind=veg", "--now", "2026-12-06T00:00:00Z"])
        for i in stride(from: 0, to: 12, by: 3) { #expect(text.contains("Carrot \(i)"), "\(text)") }
        #expect(!text.contains("Apple"), "\(text)")
        #expect(text.contains("filter"), "the status bar says the list is filtered: \(text)")
    }

    @Test func aQueryThatCannotBeReadIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let data = try folder.write(Self.lines.joined(separator: "\n") + "\n", to: "food.jsonl")
        let burin = try BurinBinary.path()
        for command in [["snapshot"], []] {
            let outcome = try TmuxChildProcess.run(
                burin, command + [data, "--filter", "n>>5"], environment: TmuxSession.cleanEnvironment,
                timeout: .seconds(30))
            #expect(outcome.status == 2, "\(command): \(outcome.standardError)")
            #expect(
                outcome.standardError.contains("--filter: n>>5: expected a number after '>'"),
                "\(command): \(outcome.standardError)")
        }
    }
}
