import BurinTestSupport
import Foundation
import Glibc
import Testing

@testable import FeedData

/// Inputs that are one object wrapping the records (`{"items": [...]}`, a GitHub search answer,
/// `data.children`), told apart from JSONL and from jq's pretty-printed values, read through the
/// real source from a file and from a pipe, in blocks of every size.
@Suite struct WrappedRecordsTests {
    /// Scans `text` in blocks of `blockSize` as the indexer does: to the end, then again from where
    /// the scanner asks (a wrapped array); each record's text, and the wrapper's path.
    private func records(
        _ text: String, blockSize: Int = 3, location: RecordsLocation = .automatic
    ) -> (records: [String], path: String?, missing: String?) {
        let bytes = Array(text.utf8)
        var scanner = RecordScanner(records: location)
        var spans: [RecordSpan] = []
        func feed(from start: Int) {
            var i = start
            while i < bytes.count {
                let end = min(i + blockSize, bytes.count)
                bytes[i..<end].withUnsafeBufferPointer { scanner.scan($0, into: &spans) }
                i = end
            }
        }
        feed(from: 0)
        scanner.finishProbing()
        if let restart = scanner.restart {
            scanner = RecordScanner(
                resumingAt: restart.offset, line: restart.line, format: restart.format, unwrapped: scanner.unwrapped)
            feed(from: restart.offset)
        }
        if let tail = scanner.pendingTail { spans.append(tail) }
        let texts = spans.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        return (texts, scanner.unwrapped?.text, scanner.missingRecords)
    }

    static let search = """
        {
          "total_count": 2,
          "incomplete_results": false,
          "items": [
            {"title": "one", "labels": [{"name": "bug"}]},
            {"title": "two ]}", "labels": []}
          ]
        }
        """

    @Test func aSearchAnswersItemsAreTheRecords() {
        for blockSize in [1, 2, 7, 4096] {
            let found = records(Self.search, blockSize: blockSize)
            #expect(
                found.records == [
                    #"{"title": "one", "labels": [{"name": "bug"}]}"#, #"{"title": "two ]}", "labels": []}"#,
                ],
                "block \(blockSize)")
            #expect(found.path == "items")
        }
    }

    @Test func wrappersUnderOtherNamesAndOneLevelDown() {
        #expect(
            records(#"{"data": [{"a": 1}, {"a": 2}], "meta": {"page": 1}}"#).records == [#"{"a": 1}"#, #"{"a": 2}"#])
        #expect(records(#"{"results": [{"a": 1}]}"#).path == "results")
        let reddit = #"{"kind": "Listing", "data": {"after": null, "children": [{"kind": "t3"}, {"kind": "t1"}]}}"#
        #expect(records(reddit).records == [#"{"kind": "t3"}"#, #"{"kind": "t1"}"#])
        #expect(records(reddit).path == "data.children")
        // The largest array wins, at any depth up to four names; the shallower on a tie.
        let both = #"{"data": {"items": [{"x": 1}, {"x": 2}, {"x": 3}]}, "items": [{"y": 1}]}"#
        #expect(records(both).path == "data.items")
        let tie = #"{"a": {"b": [{"x": 1}]}, "c": [{"y": 1}]}"#
        #expect(records(tie).path == "c")
        let graphQL = #"{"data": {"repository": {"discussions": {"nodes": [{"t": 1}, {"t": 2}]}}}}"#
        #expect(records(graphQL).path == "data.repository.discussions.nodes")
        let tooDeep = #"{"a": {"b": {"c": {"d": {"e": [{"t": 1}, {"t": 2}]}}}}}"#
        #expect(records(tooDeep).path == nil)
        // Under any name: lsblk's blockdevices, the iso-codes' "3166-1", pip inspect's installed.
        #expect(records(#"{"blockdevices": [{"name": "sda"}, {"name": "sdb"}]}"#).path == "blockdevices")
        #expect(records(#"{"3166-1": [{"alpha_2": "AD"}]}"#).path == #""3166-1""#)
        let pip = #"{"version": "1", "pip_version": "23.0", "installed": [{"a": 1}, {"a": 2}], "environment": {}}"#
        #expect(records(pip).records == [#"{"a": 1}"#, #"{"a": 2}"#])
    }

    @Test func anObjectThatReadsAsOneRecordStaysOne() {
        // A title or a name (an HN item and its comment tree, a release and its assets), or many scalars.
        let story = #"{"id": 1, "title": "Show HN", "author": "pg", "children": [{"id": 2}, {"id": 3}]}"#
        #expect(records(story).records == [story])
        let manifest = #"{"name": "burin", "targets": [{"name": "a"}, {"name": "b"}], "products": []}"#
        #expect(records(manifest).records == [manifest])
        let repository = #"{"id": 1, "private": false, "forks": 3, "stars": 9, "open": 2, "topics": ["a", "b"]}"#
        #expect(records(repository).records == [repository])
        // A wrapper's name wins even so: a JSON Feed has a title and its items.
        let feed = #"{"version": "1.1", "title": "Blog", "items": [{"id": "1"}, {"id": "2"}]}"#
        #expect(records(feed).path == "items")
    }

    @Test func scalarsInAnEnvelopeAreRecords() {
        #expect(records(#"{"items": [1, 2, 3]}"#).records == ["1", "2", "3"])
        #expect(records(#"{"names": ["a", "b"], "count": 2}"#).records == [#""a""#, #""b""#])
        #expect(records(#"{"rows": [[1, 2], [3, 4]]}"#).records == ["[1, 2]", "[3, 4]"])
    }

    @Test func whatIsNoWrapperStaysOneRecord() {
        // An empty array, no array, scalars beside many other members: the object is a record.
        for text in [#"{"items": []}"#, #"{"title": "x"}"#, #"{"a": 1, "b": 2, "c": "x", "tags": ["t"]}"#] {
            let found = records(text)
            #expect(found.records == [text], "\(text)")
            #expect(found.path == nil)
        }
    }

    @Test func jsonlWhoseRecordsHoldItemsIsStillJSONL() {
        let text = "{\"id\": 1, \"items\": [{\"sku\": \"a\"}]}\n{\"id\": 2, \"items\": [{\"sku\": \"b\"}]}\n"
        for blockSize in [1, 5, 4096] {
            let found = records(text, blockSize: blockSize)
            #expect(found.records == [#"{"id": 1, "items": [{"sku": "a"}]}"#, #"{"id": 2, "items": [{"sku": "b"}]}"#])
            #expect(found.path == nil)
        }
    }

    @Test func jsonlKeepsItsLinesWhatEverFollowsTheFirstObject() {
        // A line with more after its object is one (malformed) record, as it always was.
        let found = records("{\"a\": 1} trailing\n{\"b\": 2}\n\n{\"c\": 3")
        #expect(found.records == [#"{"a": 1} trailing"#, #"{"b": 2}"#, #"{"c": 3"#])
    }

    @Test func prettyPrintedValuesAreRecordsOneAfterAnother() {
        let text = "{\n  \"title\": \"one\"\n}\n{\n  \"title\": \"two\",\n  \"n\": [1, {\"x\": \"}\"}]\n}\n"
        for blockSize in [1, 3, 4096] {
            let found = records(text, blockSize: blockSize)
            #expect(
                found.records == [
                    "{\n  \"title\": \"one\"\n}", "{\n  \"title\": \"two\",\n  \"n\": [1, {\"x\": \"}\"}]\n}",
                ])
        }
        #expect(records("{\n \"single\": true\n}\n").records == ["{\n \"single\": true\n}"])
    }

    @Test func aFirstLineThatNeverClosesIsReadAsJSONL() {
        let found = records("{\"a\": [1, 2\n{\"b\": 2}\n{\"c\": 3}\n")
        #expect(found.records == [#"{"a": [1, 2"#, #"{"b": 2}"#, #"{"c": 3}"#])
    }

    @Test func recordsPathPicksTheArrayAtOnceOrSaysItIsNotThere() throws {
        let text = #"{"page": {"items": [{"a": 1}, {"a": 2}]}, "items": [{"b": 1}]}"#
        for blockSize in [1, 3, 4096] {
            let picked = records(text, blockSize: blockSize, location: try RecordsLocation(path: "page.items"))
            #expect(picked.records == [#"{"a": 1}"#, #"{"a": 2}"#])
            #expect(picked.path == "page.items")
        }
        let missing = records(text, location: try RecordsLocation(path: ".page.nope"))
        #expect(missing.records.isEmpty && missing.missing == "page.nope")
        #expect(records("[1, 2]", location: try RecordsLocation(path: "items")).missing == "items")
        // `.`: the input's own values, never unwrapped.
        #expect(records(Self.search, location: .topLevel).records.count == 1)
    }

    @Test func theSourceReadsAWrapperFromAFileAndFromAPipeAndSaysWhere() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(Self.search, to: "search.json")
        let file = try FeedSource(path: path)
        let items = file.allItems()
        #expect(items.count == 2)
        #expect(file.recordsPath == "items")
        guard case .generic(let first) = items.first else {
            Issue.record("not a generic card: \(String(describing: items.first))")
            return
        }
        #expect(first.title == "one" && first.tags == ["bug"] && first.line == 5)

        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let stream = try FeedSource(streamDescriptor: fds[0], options: FeedSource.Options(blockSize: 4096))
        let bytes = Array(Self.search.utf8)
        bytes.withUnsafeBufferPointer { _ = write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        #expect(stream.allItems().count == 2)
        #expect(stream.recordsPath == "items")
        close(fds[0])
    }

    @Test func theSourceFailsNamingAMissingRecordsPath() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(Self.search, to: "search.json")
        let source = try FeedSource(path: path, options: FeedSource.Options(records: try RecordsLocation(path: "data")))
        source.waitUntilIndexed()
        #expect(source.knownCount == 0)
        #expect(source.failure?.description.hasSuffix("has no array of records at --records data") == true)
    }

    /// An envelope longer than a record can be (pip inspect's 1.2 MB): its records stream, each under
    /// the per-record limit, from a file (turned to as soon as the object is that long) and from a pipe.
    @Test func anEnvelopeOfAnySizeStreamsItsRecords() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var text = #"{"version": "1", "installed": ["#
        for n in 0..<20_000 {
            text += (n == 0 ? "\n" : ",\n") + #"{"metadata": {"name": "package-\#(n)", "version": "1.0"}}"#
        }
        text += "\n], \"environment\": {\"title\": \"after the records\"}}\n"
        #expect(text.utf8.count > RecordProbe.commitBytes)
        let path = try dir.write(text, to: "inspect.json")
        let file = try FeedSource(path: path)
        let items = file.allItems()
        #expect(items.count == 20_000)
        #expect(file.recordsPath == "installed")
        guard case .generic(let last) = items.last else {
            Issue.record("not a generic card")
            return
        }
        #expect(last.title == "package-19999")

        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let stream = try FeedSource(streamDescriptor: fds[0], options: FeedSource.Options(blockSize: 4096))
        let (bytes, writeEnd) = (Array(text.utf8), fds[1])
        let writer = Thread {
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBufferPointer { write(writeEnd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                sent += n
            }
            close(writeEnd)
        }
        writer.start()
        #expect(stream.allItems().count == 20_000)
        #expect(stream.recordsPath == "installed")
        close(fds[0])
    }

    @Test func deepNestingStaysSafeInTheProbe() {
        // 10,000 levels inside the first object, and in an array under a wrapper's name.
        let deep =
            #"{"title": "t", "a": "# + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + "}"
        let found = records(deep, blockSize: 4096)
        #expect(found.records.count == 1 && found.records.first?.utf8.count == deep.utf8.count)
        let inItems =
            #"{"items": [1, "# + String(repeating: "{\"x\":", count: 10_000) + "0"
            + String(repeating: "}", count: 10_000) + "]}"
        #expect(records(inItems, blockSize: 4096).records.count == 2)
    }
}
