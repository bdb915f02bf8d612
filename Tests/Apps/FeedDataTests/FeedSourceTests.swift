import BurinCore
import BurinDemoData
import BurinTestSupport
import Foundation
import Synchronization
import Testing

@testable import FeedData

@Suite struct FeedSourceTests {
    private func name(_ item: FeedItem?) -> String? {
        if case .merchant(let m) = item { m.name } else { nil }
    }

    @Test func pagingKeepsOnlyABoundedNumberOfDecodedPages() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("big.jsonl")
        try FeedGenerator(seed: 5).writeJSONL(count: 100_000, to: path)
        let options = FeedSource.Options(pageSize: 256, maximumCachedPages: 8)
        let source = try FeedSource(path: path, options: options)
        source.waitUntilIndexed()
        #expect(source.knownCount == 100_000 + 100_000 / FeedGenerator.bannerInterval)
        #expect(source.isIndexingComplete)
        #expect(source.progress == 1)
        var largestCache = 0
        for index in stride(from: 0, to: source.knownCount, by: 997) {
            if source.item(at: index) == nil { source.waitUntilLoaded() }
            let item = try #require(source.item(at: index))
            #expect(item.row == RowID(index))
            source.prefetch(index..<(index + 2_000))
            largestCache = max(largestCache, source.state.withLock { $0.cache.count })
        }
        source.waitUntilLoaded()
        largestCache = max(largestCache, source.state.withLock { $0.cache.count })
        #expect(largestCache <= 8)
        #expect(largestCache >= 4)
        #expect(source.issueCount == 0)
    }

    @Test func itemsArriveThroughTheWakerAndDrainUpdates() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("feed.jsonl")
        try FeedGenerator(seed: 1).writeJSONL(count: 600, to: path)
        let wakes = Atomic(0)
        let source = try FeedSource(path: path, waker: { wakes.add(1, ordering: .relaxed) })
        source.waitUntilIndexed()
        #expect(wakes.load(ordering: .relaxed) == 1)
        let first = source.drainUpdates()
        #expect(first.countChanged && first.indexingFinished)
        #expect(first.knownCount == 615)
        #expect(source.item(at: 300) == nil)
        source.prefetch(512..<615)
        source.waitUntilLoaded()
        let second = source.drainUpdates()
        #expect(Set(second.loadedRows) == [256..<512, 512..<615])
        #expect(!second.countChanged)
        #expect(wakes.load(ordering: .relaxed) == 2)
        #expect(source.item(at: 300) != nil)
        #expect(source.drainUpdates().isEmpty)
    }

    @Test func malformedRecordsShowAsInvalidRowsCountedOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var lines = (0..<40).map { #"{"id": \#($0), "name": "m\#($0)"}"# }
        lines[3] = "{broken"
        lines[30] = "\u{1}\u{2}"
        let path = try dir.write(lines.joined(separator: "\n") + "\n", to: "bad.jsonl")
        let source = try FeedSource(path: path, options: FeedSource.Options(pageSize: 4, maximumCachedPages: 2))
        #expect(source.allItems().count == 40)
        #expect(source.badRecordCount == 2)
        // Pages were evicted along the way; decoding them again must not count twice.
        _ = source.allItems()
        #expect(source.badRecordCount == 2)
        #expect(source.issues.map(\.line) == [4, 31])
        guard
            case .invalid(let bad) = source.item(at: 30)
                ?? {
                    source.waitUntilLoaded()
                    return source.item(at: 30)
                }()
        else {
            Issue.record("row 30 is not invalid")
            return
        }
        #expect(bad.line == 31)
    }

    @Test func reloadIndexesTheAppendedTailAndRewritesAnUnfinishedLastLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(
            "{\"id\":1,\"name\":\"a\"}\n\n{\"id\":2,\"name\":\"b\"}\n{\"id\":3,\"name\":\"c", to: "grow.jsonl")
        let source = try FeedSource(path: path)
        var items = source.allItems()
        #expect(items.count == 3)
        #expect(name(items[1]) == "b")
        guard case .invalid = items[2] else {
            Issue.record("unfinished line should be invalid")
            return
        }
        #expect(source.badRecordCount == 1)
        _ = source.drainUpdates()

        try dir.append("x\"}\n{\"id\":4,\"name\":\"d\"}\n", to: "grow.jsonl")
        source.reload()
        source.waitUntilIndexed()
        let updates = source.drainUpdates()
        #expect(updates.replacedRows == [2])
        #expect(updates.countChanged)
        items = source.allItems()
        #expect(items.map(name) == ["a", "b", "cx", "d"])
        #expect(items.map(\.row) == (0..<4).map(RowID.init))
    }

    @Test func loadingNeverChangesTheInputFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let text = "{\"id\":1,\"name\":\"a\"}\n{bad\n\u{FEFF}\r\n{\"id\":1,\"name\":\"dup\"}"
        let path = try dir.write(text, to: "in.jsonl")
        let before = try dir.read("in.jsonl")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let source = try FeedSource(path: path, options: FeedSource.Options(strict: true))
        _ = source.allItems()
        source.reload()
        source.waitUntilLoaded()
        #expect(try dir.read("in.jsonl") == before)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(after[.modificationDate] as? Date == attributes[.modificationDate] as? Date)
    }

    @Test func jsonArrayFilesLoadLikeJSONL() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(
            "[\n  {\"id\": 1, \"name\": \"a\"},\n  {\"type\": \"banner\", \"title\": \"t\"},\n  7\n]\n", to: "a.json")
        let items = try FeedSource(path: path).allItems()
        #expect(items.count == 3)
        #expect(name(items[0]) == "a")
        // A number is a row of its text (a scalar record), on its own line.
        guard case .banner = items[1], case .generic(let number) = items[2] else {
            Issue.record("wrong kinds")
            return
        }
        #expect(number.title == "7" && number.line == 4)
    }

    @Test func emptyFilesAreEmptyFeeds() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        for (name, text) in [("empty.jsonl", ""), ("blank.jsonl", "\n \n\t\n"), ("empty.json", " [ ] ")] {
            let source = try FeedSource(path: try dir.write(text, to: name))
            source.waitUntilIndexed()
            #expect(source.knownCount == 0)
            #expect(source.isIndexingComplete)
            #expect(source.progress == 1)
            #expect(source.item(at: 0) == nil)
            #expect(source.failure == nil)
        }
    }

    @Test func unreadablePathsThrow() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(throws: FeedLoadError.self) { try FeedSource(path: dir.file("missing.jsonl")) }
        do {
            _ = try FeedSource(path: dir.path)
            Issue.record("a directory was accepted")
        } catch {
            #expect(error.description.hasSuffix("is a directory"))
        }
    }

    @Test func strictModeFailsAtTheFirstIssueInSourceOrder() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var lines = (0..<1_000).map { #"{"id": \#($0), "name": "m\#($0)"}"# }
        lines[700] = #"{"id": 700, "name": "x", "status": "gone"}"#
        lines[900] = "not json"
        let path = try dir.write(lines.joined(separator: "\n"), to: "strict.jsonl")
        let source = try FeedSource(path: path, options: FeedSource.Options(pageSize: 64, strict: true))
        source.waitUntilLoaded()
        #expect(
            source.failure?.description == "invalid record at line 701: status: unknown status \"gone\"; read as open")
        #expect(source.drainUpdates().failure != nil)
    }

    @Test func stdinIsSpooledFromAPipeAsItArrives() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let data = FeedGenerator(seed: 9).jsonl(count: 3_000)
        let reader = fds[0]
        let writer = fds[1]
        let source = try FeedSource(streamDescriptor: reader, options: FeedSource.Options(blockSize: 4096))
        let spoolsDuringLoad = Self.spoolFiles()
        let writerThread = Thread {
            var offset = 0
            while offset < data.count {
                let end = min(offset + 1000, data.count)
                let n = data[offset..<end].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                offset += n
            }
            close(writer)
        }
        writerThread.start()
        source.waitUntilIndexed()
        close(reader)
        #expect(source.knownCount == 3_000 + 3_000 / FeedGenerator.bannerInterval)
        let items = source.allItems()
        #expect(items.count == source.knownCount)
        let expected = try FeedDecoder.decode(data, baseDirectory: FileManager.default.currentDirectoryPath)
        #expect(items == expected.items)
        #expect(source.issueCount == 0)
        // The spool is unlinked as soon as it is created, so it never lingers in the temp folder.
        #expect(spoolsDuringLoad.isEmpty)
    }

    @Test func anEmptyStreamIsAnEmptyFeed() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[1])
        let source = try FeedSource(streamDescriptor: fds[0])
        source.waitUntilIndexed()
        close(fds[0])
        #expect(source.knownCount == 0)
        #expect(source.isIndexingComplete)
    }

    private static func spoolFiles() -> [String] {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix("burin-stdin-") }
    }
}
