import BurinCore
import BurinTestSupport
import Foundation
import Testing

@testable import FeedData

/// The feed source under hostile input and bounds (issue 13): a compact index, true record sizes,
/// reloads of replaced files, capped streams, FIFOs that never block, binary data refused.
@Suite struct FeedSourceFaultTests {
    private func names(_ items: [FeedItem]) -> [String] {
        items.map { if case .merchant(let m) = $0 { m.name } else { "<\($0.row)>" } }
    }

    private func records(_ names: [String]) -> String {
        names.enumerated().map { #"{"id":\#($0.offset),"name":"\#($0.element)"}"# }.joined(separator: "\n") + "\n"
    }

    /// A connected pair of sockets: the feed reads one end, the test writes the other with
    /// `MSG_NOSIGNAL`, so a write after the feed stopped reading is an error, not a SIGPIPE.
    private func socketPair() -> (reader: Int32, writer: Int32) {
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        return (fds[0], fds[1])
    }

    private func send(_ text: String, to fd: Int32) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    @Test func theRowIndexCostsAFewBytesAPageNotSixteenBytesARecord() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(String(repeating: "x\n", count: 1_000_000), to: "ones.txt")
        let source = try FeedSource(path: path)
        source.waitUntilIndexed()
        #expect(source.knownCount == 1_000_000)
        let indexBytes = source.state.withLock { $0.index.byteCount }
        // 3,907 pages of 256 at 12 bytes (array growth at most doubles it); a span a record was 16 MB.
        #expect(indexBytes < 128 << 10, "index of \(indexBytes) bytes")
        // Any row is still found: the page is scanned again from its start.
        #expect(source.item(at: 999_999) == nil)
        source.waitUntilLoaded()
        guard case .invalid(let last) = try #require(source.item(at: 999_999)) else {
            Issue.record("a line of `x` is not a record")
            return
        }
        #expect(last.line == 1_000_000)
    }

    @Test func recordsBeyondTwoGibibytesAreReportedWithTheirTrueSize() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("sparse.jsonl")
        // A sparse file: a record that opens with text the sniffer reads as JSON, runs on through
        // 2.5 GiB of (unwritten) zeros, then a good record.
        let size: UInt64 = 5 << 29
        let opening = #"{"name":""# + String(repeating: "x", count: BinarySniffer.sampleSize)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(opening.utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: size)
        try handle.write(contentsOf: Data("\n{\"id\":1,\"name\":\"after\"}\n".utf8))
        try handle.close()
        let source = try FeedSource(path: path)
        let items = source.allItems()
        #expect(items.count == 2)
        #expect(names([items[1]]) == ["after"])
        #expect(source.issues.first?.reason == "record is \(size) bytes; the limit is 1048576")
    }

    @Test func reloadReadsAFileThatShrankFromTheStart() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(records((0..<300).map { "old\($0)" }), to: "feed.jsonl")
        let source = try FeedSource(path: path, options: FeedSource.Options(pageSize: 64))
        #expect(source.allItems().count == 300)
        _ = source.drainUpdates()
        // Truncated and rewritten in place (`>` in a shell): the same inode, fewer bytes.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(records(["new0", "new1", "new2"]).utf8))
        try handle.close()
        source.reload()
        source.waitUntilIndexed()
        let updates = source.drainUpdates()
        #expect(updates.reset == .shrank)
        #expect(names(source.allItems()) == ["new0", "new1", "new2"])
        #expect(source.badRecordCount == 0)
        #expect(source.issueCount == 0)
    }

    @Test func reloadReadsAReplacedFileFromTheStart() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(records(["a", "b"]), to: "feed.jsonl")
        let source = try FeedSource(path: path)
        #expect(names(source.allItems()) == ["a", "b"])
        // An editor saving a new file over the name: another inode, longer than the old one.
        let replacement = try dir.write(records(["x", "y", "z", "w"]), to: "feed.jsonl.new")
        #expect(rename(replacement, path) == 0)
        source.reload()
        source.waitUntilIndexed()
        #expect(source.drainUpdates().reset == .replaced)
        #expect(names(source.allItems()) == ["x", "y", "z", "w"])
    }

    @Test func reloadNoticesBytesRewrittenInPlace() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(records(["aaaa", "bbbb"]), to: "feed.jsonl")
        let source = try FeedSource(path: path)
        _ = source.allItems()
        _ = try dir.write(records(["cccc", "dddd", "eeee"]), to: "feed.jsonl")
        source.reload()
        source.waitUntilIndexed()
        #expect(source.drainUpdates().reset == .rewritten)
        #expect(names(source.allItems()) == ["cccc", "dddd", "eeee"])
    }

    @Test func anEndlessStreamStopsAtTheSpoolLimit() throws {
        let (reader, writer) = socketPair()
        defer {
            close(reader)
            close(writer)
        }
        let line = #"{"id":1,"name":"y"}"# + "\n"
        let limit = 64 << 10
        let source = try FeedSource(
            streamDescriptor: reader, options: FeedSource.Options(blockSize: 4096, maximumSpoolBytes: limit))
        let producer = Thread {
            let chunk = String(repeating: line, count: 200)
            while self.send(chunk, to: writer) {}
        }
        producer.start()
        source.waitUntilIndexed()
        shutdown(writer, Int32(SHUT_RDWR))
        #expect(source.truncation == .spoolLimit(bytes: limit))
        #expect(source.file.size() == limit)
        #expect(source.knownCount == limit / line.utf8.count + (limit % line.utf8.count == 0 ? 0 : 1))
        #expect(source.drainUpdates().truncation == .spoolLimit(bytes: limit))
    }

    @Test func stopReadingEndsAWaitOnAStreamThatStaysOpen() throws {
        let (reader, writer) = socketPair()
        defer {
            close(reader)
            close(writer)
        }
        let source = try FeedSource(streamDescriptor: reader)
        #expect(send(records((0..<10).map { "m\($0)" }), to: writer))
        #expect(!source.waitUntilIndexed(timeout: .milliseconds(200)))
        source.stopReading(.stoppedWaiting(seconds: 0.2))
        source.waitUntilIndexed()
        #expect(source.truncation == .stoppedWaiting(seconds: 0.2))
        #expect(source.knownCount == 10)
    }

    @Test func theRowLimitStopsIndexing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(records((0..<5_000).map { "m\($0)" }), to: "feed.jsonl")
        let source = try FeedSource(path: path, options: FeedSource.Options(maximumRows: 1_000))
        source.waitUntilIndexed()
        #expect(source.knownCount == 1_000)
        #expect(source.isIndexingComplete)
        #expect(source.truncation == .rowLimit(rows: 1_000))
        #expect(names([source.allItems()[999]]) == ["m999"])
    }

    @Test func aFIFOOpensAtOnceAndIsReadWhenAWriterComes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("feed.fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let start = ContinuousClock.now
        let source = try FeedSource(path: path)
        #expect(ContinuousClock.now - start < .seconds(1), "opening a FIFO with no writer blocked")
        #expect(!source.waitUntilIndexed(timeout: .milliseconds(100)))
        let fd = open(path, O_WRONLY)
        #expect(fd >= 0)
        let bytes = Array(records(["a", "b"]).utf8)
        #expect(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
        close(fd)
        source.waitUntilIndexed()
        #expect(names(source.allItems()) == ["a", "b"])
    }

    @Test func binaryDataIsNotAFeed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 100)
        let path = try dir.write(png, to: "picture.jsonl")
        #expect(throws: FeedLoadError.notAFeed(path: path, looksLike: "a PNG image")) { try FeedSource(path: path) }
        // Text that is not JSON is still a feed of bad records.
        let text = try dir.write("x\nhello\n", to: "text.jsonl")
        #expect(try FeedSource(path: text).allItems().count == 2)

        let (reader, writer) = socketPair()
        defer { close(reader) }
        let stream = try FeedSource(streamDescriptor: reader)
        _ = png.withUnsafeBytes { Glibc.send(writer, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        close(writer)
        stream.waitUntilIndexed()
        #expect(stream.failure == .notAFeed(path: "stdin", looksLike: "a PNG image"))
    }

    @Test func theBadRecordCountSaysWhetherItCoversEveryRow() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(String(repeating: "x\n", count: 1_000), to: "bad.txt")
        let source = try FeedSource(path: path, options: FeedSource.Options(pageSize: 64))
        source.waitUntilIndexed()
        _ = source.item(at: 0)
        source.waitUntilLoaded()
        #expect(source.badRecordCount == 64)
        #expect(!source.isBadRecordCountFinal)
        _ = source.allItems()
        #expect(source.badRecordCount == 1_000)
        #expect(source.isBadRecordCountFinal)
    }

    @Test func fileNamesNeedNotBeUTF8() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let name = FileName(bytes: Array((dir.path + "/feed").utf8) + [0x9B, 0xFF] + Array(".jsonl".utf8))
        let fd = name.withCString { open($0, O_WRONLY | O_CREAT, 0o600) } ?? -1
        #expect(fd >= 0)
        let text = Array(records(["odd name"]).utf8)
        #expect(text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == text.count)
        close(fd)
        let source = try FeedSource(file: name)
        #expect(names(source.allItems()) == ["odd name"])
        #expect(name.description.hasSuffix("/feed\\x9B\\xFF.jsonl"))
    }
}
