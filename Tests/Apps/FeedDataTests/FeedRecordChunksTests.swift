import BurinRecords
import BurinTestSupport
import Glibc
import Testing

@testable import FeedData

/// The feed's records as a scan sees them: every row once, in order, each exactly its bytes, across
/// chunk and page boundaries, for JSONL (a last line without a newline too), JSON arrays and wrapped
/// records; and exports written from those places.
@Suite struct FeedRecordChunksTests {
    /// Each chunk's records, as text, in row order with their row numbers.
    private func records(_ text: String, pageSize: Int = 3, pagesPerChunk: Int = 2) throws -> [(Int, String)] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write(text, to: "feed.json")
        let feed = try FeedSource(path: path, options: FeedSource.Options(pageSize: pageSize))
        feed.waitUntilIndexed()
        let chunks = feed.recordChunks(pagesPerChunk: pagesPerChunk)
        #expect(chunks.recordCount == feed.knownCount)
        var found: [(Int, String)] = []
        var buffer: [UInt8] = []
        for index in 0..<chunks.chunkCount {
            let chunk = chunks.read(chunk: index, into: &buffer)
            #expect(chunk.unread == 0)
            for (i, range) in chunk.ranges.enumerated() {
                found.append((chunk.firstRow + i, String(decoding: buffer[range], as: UTF8.self)))
            }
        }
        return found
    }

    private let lines = (0..<20).map { #"{"id":\#($0),"t":"x\#($0)"}"# }

    @Test func jsonlAcrossChunksAndATailWithoutNewline() throws {
        let found = try records(lines.joined(separator: "\n"))
        #expect(found.map(\.0) == Array(0..<20))
        #expect(found.map(\.1) == lines)
        let blanks = try records("\n\n" + lines.joined(separator: "\r\n\n") + "\n")
        #expect(blanks.map(\.1) == lines)
    }

    @Test func aRecordsBytesByRow() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("[\n" + lines.joined(separator: " ,\n") + "]", to: "feed.json")
        let feed = try FeedSource(path: path, options: FeedSource.Options(pageSize: 3))
        feed.waitUntilIndexed()
        for row in 0..<20 { #expect(feed.recordBytes(row: row) == Array(lines[row].utf8)) }
        #expect(feed.recordBytes(row: 20) == nil)
        #expect(feed.recordBytes(row: -1) == nil)
    }

    @Test func jsonArraysAndWrappedRecords() throws {
        let array = try records("[\n  " + lines.joined(separator: ",\n  ") + "\n]\n", pageSize: 4, pagesPerChunk: 1)
        #expect(array.map(\.1) == lines)
        let wrapped = try records(#"{"total":20,"items":["# + lines.joined(separator: ",") + "]}")
        #expect(wrapped.map(\.1) == lines)
    }

    @Test func anExportWritesTheViewsRecordsInItsOrder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("[" + lines.joined(separator: ",") + "]", to: "feed.json")
        let feed = try FeedSource(path: path, options: FeedSource.Options(pageSize: 4))
        feed.waitUntilIndexed()
        let scan = QueryScan(workers: 2)
        scan.start(
            ScanPlan(
                query: try Query(parsing: "id>=15 -id=17"), sort: try SortOrder(parsing: "-id"), keepsPlaces: true),
            over: feed.recordChunks(pagesPerChunk: 1))
        let result = try #require(scan.waitUntilFinished())
        #expect(result.viewRows == [19, 18, 16, 15])
        let out = folder.file("out.jsonl")
        let descriptor = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let summary = try FeedExport(feed: feed, format: .jsonl, printable: false).write(
            try #require(result.places), to: descriptor)
        close(descriptor)
        #expect(summary.written == 4)
        let written = String(decoding: try folder.read("out.jsonl"), as: UTF8.self)
        #expect(written == [19, 18, 16, 15].map { lines[$0] + "\n" }.joined())
    }

    @Test func csvQuotesWhatNeedsQuotingAndLeavesOutNonObjects() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write(
            #"{"a":"x,y","b":1}"# + "\n" + #"[1,2]"# + "\n" + #"{"b":null,"c":"say \"hi\"","d":{"e":1}}"# + "\n",
            to: "feed.jsonl")
        let feed = try FeedSource(path: path)
        feed.waitUntilIndexed()
        let scan = QueryScan(workers: 1)
        scan.start(ScanPlan(query: try Query(parsing: ""), keepsPlaces: true), over: feed.recordChunks())
        let places = try #require(scan.waitUntilFinished()?.places)
        let out = folder.file("out.csv")
        let descriptor = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let summary = try FeedExport(feed: feed, format: .csv, printable: false).write(places, to: descriptor)
        close(descriptor)
        #expect(summary == FeedExport.Summary(written: 2, skipped: 1))
        let csv = String(decoding: try folder.read("out.csv"), as: UTF8.self)
        #expect(csv == "a,b,c\r\n\"x,y\",1,\r\n,,\"say \"\"hi\"\"\"\r\n")
    }

    @Test func jsonlPutsARecordReadOverSeveralLinesOnOne() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // lsblk's pretty-printed answer: the records are inside an object, each over several lines.
        let path = try folder.write(
            "{\n   \"blockdevices\": [\n      {\n         \"name\": \"zram0\",\n         \"rm\": false,\n"
                + "         \"mountpoints\": [\n             null\n         ]\n      },{\n         \"name\": \"vda\",\n"
                + "         \"note\": \"a\\nb\",\r\n         \"size\": 256\n      }\n   ]\n}\n",
            to: "lsblk.json")
        let feed = try FeedSource(path: path)
        feed.waitUntilIndexed()
        let scan = QueryScan(workers: 2)
        scan.start(ScanPlan(query: ScanPlan.everything.query, keepsPlaces: true), over: feed.recordChunks())
        let places = try #require(scan.waitUntilFinished()?.places)
        let out = folder.file("out.jsonl")
        let descriptor = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let summary = try FeedExport(feed: feed, format: .jsonl, printable: false).write(places, to: descriptor)
        close(descriptor)
        #expect(summary.written == 2)
        let written = String(decoding: try folder.read("out.jsonl"), as: UTF8.self)
        #expect(
            written == #"{"name": "zram0","rm": false,"mountpoints": [null]}"# + "\n"
                + #"{"name": "vda","note": "a\nb","size": 256}"# + "\n")
    }

    @Test func aBreakBetweenTwoBareWordsKeepsASpace() {
        func joined(_ text: String) -> String? {
            Array(text.utf8).withUnsafeBytes { OneLineRecord.joined($0) }.map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(joined("[true\n  false]") == "[true false]")
        #expect(joined("[1,\r\n\t2]") == "[1,2]")
        #expect(joined("{\"a\": 1}") == nil)
    }
}
