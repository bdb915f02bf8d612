import BurinCore
import BurinTerminal
import Dispatch
import FeedData
import Foundation
import Testing

@testable import BurinListViewer
@testable import MerchantFeed

/// `F` and `--follow` on a file being written: what arrives shows at the end and the view stays
/// there; moved up, a mark counts it; a rotated or truncated file is read from its start; a filter
/// applies to what arrives.
@Suite struct FollowTests {
    /// `count` shops named `prefix N`, from `first`.
    static func shops(_ prefix: String, _ first: Int, _ count: Int) -> [String] {
        (first..<(first + count)).map { merchantLine(id: $0, name: "\(prefix) \($0)") }
    }

    static func append(_ lines: [String], to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        try handle.close()
    }

    /// Frames for a quarter of a second on the harness's clock, so the viewer looks at the file
    /// again, then what that found read and drawn.
    static func look(_ h: ViewerHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<Int(FollowState.lookInterval / ViewerHarness.frameDuration) + 1 { h.step() }
        h.feed.waitUntilIndexed()
        h.settle(sourceLocation: sourceLocation)
    }

    @Test func appendedRecordsShowAtTheEndAndTheViewStaysThere() throws {
        let fixture = try FeedFixture(lines: Self.shops("Shop", 0, 40))
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        h.press(.character("F"))
        #expect(h.statusLine.contains("following"), "status: \(h.statusLine)")
        #expect(h.statusLine.contains("END"))

        try Self.append(Self.shops("Arrived", 40, 3), to: fixture.path)
        Self.look(h)
        #expect(h.feed.knownCount == 43)
        #expect(h.grid.text.contains("Arrived 42"), "the newest record is on screen:\n\(h.grid.text)")
        #expect(h.statusLine.contains("END"), "the view stayed at the end: \(h.statusLine)")
        #expect(h.statusLine.contains("following"))
        #expect(!h.statusLine.contains("reloaded"), "following reads quietly: \(h.statusLine)")

        try Self.append(Self.shops("Later", 43, 2), to: fixture.path)
        Self.look(h)
        #expect(h.grid.text.contains("Later 44"), "and again:\n\(h.grid.text)")
        #expect(h.statusLine.contains("END"))
    }

    @Test func movedUpTheNewRowsAreCountedUntilG() throws {
        let fixture = try FeedFixture(lines: Self.shops("Shop", 0, 40))
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        h.press(.character("F"))
        h.press(.character("k"))
        let place = h.position
        #expect(h.statusLine.contains("following (G: the end)"), "status: \(h.statusLine)")

        try Self.append(Self.shops("Arrived", 40, 3), to: fixture.path)
        Self.look(h)
        #expect(h.feed.knownCount == 43)
        #expect(h.statusLine.contains("3 new (G: the end)"), "status: \(h.statusLine)")
        #expect(h.position == place, "the view did not move")
        #expect(!h.grid.text.contains("Arrived 42"))

        h.press(.character("G"))
        #expect(h.statusLine.contains("following"), "status: \(h.statusLine)")
        #expect(!h.statusLine.contains("new"))
        #expect(h.grid.text.contains("Arrived 42"), "G shows them:\n\(h.grid.text)")
        #expect(h.statusLine.contains("END"))

        // Following again at the end, what arrives shows there.
        try Self.append(Self.shops("Later", 43, 1), to: fixture.path)
        Self.look(h)
        #expect(h.grid.text.contains("Later 43"))
    }

    @Test func fAwayFromTheEndGoesBackAndFAtTheEndStops() throws {
        let fixture = try FeedFixture(lines: Self.shops("Shop", 0, 40))
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        h.press(.character("F"))
        h.press(.character("g"))
        try Self.append(Self.shops("Arrived", 40, 2), to: fixture.path)
        Self.look(h)
        #expect(h.statusLine.contains("2 new"), "status: \(h.statusLine)")
        h.press(.character("F"))
        #expect(h.grid.text.contains("Arrived 41"), "F goes back to the end:\n\(h.grid.text)")
        #expect(h.statusLine.contains("following"))
        h.press(.character("F"))
        #expect(h.statusLine.contains("stopped following"), "status: \(h.statusLine)")

        try Self.append(Self.shops("Unseen", 42, 1), to: fixture.path)
        Self.look(h)
        #expect(h.feed.knownCount == 42, "no longer following, the file is not read")
    }

    @Test func aRotatedFileIsReadFromItsStart() throws {
        let fixture = try FeedFixture(lines: Self.shops("Old", 0, 30))
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        h.press(.character("F"))
        try FileManager.default.moveItem(atPath: fixture.path, toPath: fixture.path + ".1")
        try Data((Self.shops("Rotated", 0, 3).joined(separator: "\n") + "\n").utf8)
            .write(to: URL(fileURLWithPath: fixture.path))
        Self.look(h)
        #expect(h.feed.knownCount == 3)
        #expect(h.grid.text.contains("Rotated 2"), "the new file is shown:\n\(h.grid.text)")
        #expect(!h.grid.text.contains("Old "), "nothing of the old one")
        #expect(h.statusLine.contains("replaced"), "status: \(h.statusLine)")

        try Self.append(Self.shops("Rotated", 3, 1), to: fixture.path)
        Self.look(h)
        #expect(h.grid.text.contains("Rotated 3"), "the new file is followed:\n\(h.grid.text)")
    }

    @Test func aTruncatedFileIsReadFromItsStart() throws {
        let fixture = try FeedFixture(lines: Self.shops("Old", 0, 30))
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        h.press(.character("F"))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: fixture.path))
        try handle.truncate(atOffset: 0)
        handle.write(Data((Self.shops("Fresh", 0, 2).joined(separator: "\n") + "\n").utf8))
        try handle.close()
        Self.look(h)
        #expect(h.feed.knownCount == 2)
        #expect(h.grid.text.contains("Fresh 1"), "the cut file is shown:\n\(h.grid.text)")
        #expect(!h.grid.text.contains("Old "))
    }

    @Test func theFilterAppliesToWhatArrives() throws {
        let fixture = try FeedFixture(lines: Self.shops("Noodles", 0, 30) + Self.shops("Coffee", 30, 12))
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        h.press(.character("F"))
        h.type("/name:Coffee")
        h.press(.enter)
        #expect(h.viewer.model.rowCount == 12)

        try Self.append(
            Self.shops("Noodles", 42, 5) + Self.shops("Coffee", 47, 1) + Self.shops("Noodles", 48, 5), to: fixture.path)
        Self.look(h)
        #expect(h.feed.knownCount == 53)
        #expect(h.viewer.model.rowCount == 13, "the arrival that matches joins the list, the others do not")
        #expect(h.grid.text.contains("Coffee 47"), "shown at the end:\n\(h.grid.text)")
        #expect(!h.grid.text.contains("Noodles"))
        #expect(h.statusLine.contains("END"), "status: \(h.statusLine)")
        #expect(h.statusLine.contains("following"))

        // Away from the end, only arrivals that match are counted.
        h.press(.character("g"))
        try Self.append(Self.shops("Noodles", 53, 4) + Self.shops("Coffee", 57, 2), to: fixture.path)
        Self.look(h)
        #expect(h.viewer.model.rowCount == 15)
        #expect(h.statusLine.contains("2 new"), "status: \(h.statusLine)")
    }

    @Test func followOptionStartsFollowing() throws {
        let fixture = try FeedFixture(lines: Self.shops("Shop", 0, 40))
        var options = ViewerHarness.options()
        options.follows = true
        let h = ViewerHarness(feed: try fixture.source(), options: options)
        #expect(h.settle())
        #expect(h.statusLine.contains("following"), "status: \(h.statusLine)")
        #expect(h.grid.text.contains("Shop 39"), "it starts at the end:\n\(h.grid.text)")
        try Self.append(Self.shops("Arrived", 40, 1), to: fixture.path)
        Self.look(h)
        #expect(h.grid.text.contains("Arrived 40"))
    }

    @Test func aStreamIsFollowedAtItsEnd() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[1])
            close(ends[0])
        }
        func send(_ lines: [String]) {
            let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
            #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        }
        send(Self.shops("Piped", 0, 30))
        let feed = try FeedSource(streamDescriptor: ends[0])
        let h = ViewerHarness(feed: feed, options: ViewerHarness.options(threads: true))
        // An open pipe never settles: frames run until what was sent is read and shown.
        func frames(until done: () -> Bool) {
            for _ in 0..<5_000 where !done() {
                _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(1))
                h.step()
            }
        }
        frames { feed.knownCount == 30 }
        h.step([.key(.character("F"))])
        send(Self.shops("Piped", 30, 2))
        frames { h.grid.text.contains("Piped 31") }
        #expect(h.grid.text.contains("Piped 31"), "the end of the stream is shown:\n\(h.grid.text)")
        #expect(h.statusLine.contains("following"), "status: \(h.statusLine)")
    }
}

/// `F`'s watch on the file: read again only when its name shows a change.
@Suite struct FollowedFileTests {
    @Test func readsAgainOnlyWhenTheNameShowsAChange() throws {
        let fixture = try FeedFixture(lines: [merchantLine(id: 0, name: "A")])
        let name = FileName(fixture.path)
        var watch = FollowedFile()
        do {
            let got = watch.shouldReload(now: FileStatus.of(name), reading: false)
            #expect(got, "the first look reads")
        }
        do {
            let got = watch.shouldReload(now: FileStatus.of(name), reading: false)
            #expect(!got, "nothing changed")
        }
        try FollowTests.append([merchantLine(id: 1, name: "B")], to: fixture.path)
        do {
            let got = watch.shouldReload(now: FileStatus.of(name), reading: true)
            #expect(!got, "not while the feed is being read")
        }
        do {
            let got = watch.shouldReload(now: FileStatus.of(name), reading: false)
            #expect(got, "it grew")
        }
        try FileManager.default.removeItem(atPath: fixture.path)
        #expect(FileStatus.of(name) == nil)
        do {
            let got = watch.shouldReload(now: nil, reading: false)
            #expect(!got, "no file under the name: wait for one")
        }
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: fixture.path))
        do {
            let got = watch.shouldReload(now: FileStatus.of(name), reading: false)
            #expect(got, "another file came")
        }
    }
}
