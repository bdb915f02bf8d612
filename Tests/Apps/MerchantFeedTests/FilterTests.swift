import BurinCore
import BurinListViewer
import BurinTerminal
import Dispatch
import FeedData
import Glibc
import MerchantFeed
import Testing

/// `/` opens a filter prompt in the status bar; what is typed narrows the list as it is typed;
/// Enter keeps the filter and Esc (while typing) drops it.
@Suite struct FilterTests {
    /// Merchants whose names tell the filter apart: every third one is a noodle shop.
    private static func fixture() throws -> FeedFixture {
        try FeedFixture(
            lines: (0..<120).map { i in
                i % 3 == 0
                    ? merchantLine(id: i, name: "Noodle House \(i)", category: "面食", tags: ["hand-pulled"])
                    : merchantLine(id: i, name: "Rice Bowl \(i)", category: "快餐", tags: ["quick"])
            })
    }

    /// `settled`: every row must be drawn by now (while a scan runs, placeholders are fine).
    private static func expectEveryVisibleRowMatches(_ h: ViewerHarness, _ query: String, settled: Bool = true) {
        // While a search runs, its first matches may not have come yet.
        if settled { #expect(!h.rows.isEmpty) }
        for row in h.rows {
            let item = h.item(atListIndex: row.index)
            #expect(item?.matches(query) == true, "row \(row.index) (\(String(describing: row.id))) does not match")
            switch row.display {
            case .drawing(let bitmap): #expect(bitmap.key.row == row.id)
            case .placeholder: if settled { Issue.record("row \(row.index) is a placeholder on a settled screen") }
            }
        }
    }

    @Test func typingNarrowsTheListAndEnterKeepsIt() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        #expect(h.viewer.model.rowCount == 120)

        h.step([.key(.character("/"))])
        #expect(h.statusLine.hasPrefix("/▏"), "the prompt replaces the status bar: \(h.statusLine)")
        h.type("nood")
        #expect(h.statusLine.hasPrefix("/nood▏"))
        h.settle()
        #expect(h.statusLine.hasPrefix("/nood▏"), "the prompt stays while typing")
        #expect(h.viewer.model.rowCount == 40)
        Self.expectEveryVisibleRowMatches(h, "nood")
        #expect(h.grid.text.contains("Noodle House 0"))
        #expect(!h.grid.text.contains("Rice Bowl"))

        h.type("x")
        h.settle()
        #expect(h.viewer.model.rowCount == 0)
        h.press(.backspace)
        #expect(h.statusLine.hasPrefix("/nood▏"))
        #expect(h.viewer.model.rowCount == 40)
        h.type("l")
        h.settle()
        #expect(h.statusLine.hasPrefix("/noodl▏"))
        #expect(h.viewer.model.rowCount == 40)

        h.press(.enter)
        #expect(h.viewer.model.filter?.query == "noodl", "Enter keeps the filter")
        #expect(h.viewer.model.rowCount == 40)
        #expect(h.statusLine.contains("filter \"noodl\""), "status: \(h.statusLine)")
        #expect(h.statusLine.contains("1/40"))
        Self.expectEveryVisibleRowMatches(h, "noodl")

        // The filtered list scrolls like any other; every row stays a match.
        h.press(.character("G"))
        #expect(h.rows.last?.index == 39)
        Self.expectEveryVisibleRowMatches(h, "noodl")
    }

    @Test func filterMatchesTagsAndCategoriesWithSmartCase() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.step([.key(.character("/"))])
        h.type("QUICK")
        // As in less and fzf: a capital makes the word match case by case; the tags say "quick".
        #expect(h.viewer.model.rowCount == 0)
        #expect(h.statusLine.contains("0 of 120 match"), "status: \(h.statusLine)")
        h.step([.key(.control("u"))])
        h.type("quick")
        h.press(.enter)
        #expect(h.viewer.model.rowCount == 80)
        Self.expectEveryVisibleRowMatches(h, "quick")
        h.step([.key(.character("/")), .key(.control("u"))])
        h.type("面食")
        h.press(.enter)
        #expect(h.viewer.model.rowCount == 40, "a category matches as any value does")
    }

    @Test func escapeWhileTypingCancels() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character(" "))
        let top = h.position.index
        let firstMatchAtOrAfterTop = (top + 2) / 3 * 3
        #expect(top % 3 != 0, "the test wants a top row that does not match")
        h.step([.key(.character("/"))])
        h.type("noodle")
        h.settle()
        #expect(h.viewer.model.rowCount == 40)
        #expect(
            h.viewer.model.sourceIndex(at: h.position.index) == firstMatchAtOrAfterTop,
            "the filter keeps the nearest match after the top row (\(top)) at the top")
        h.press(.escape)
        #expect(h.viewer.isRunning, "Esc while typing cancels the filter, it does not quit")
        #expect(h.viewer.model.filter == nil)
        #expect(h.viewer.model.rowCount == 120)
        #expect(!h.statusLine.hasPrefix("/"))
        #expect(h.position.index == top, "cancelling puts back the row that was at the top before /")
    }

    @Test func aFilterOverManyPagesFindsEveryMatchInTheBackground() throws {
        // 10,000 rows are 40 pages, more than the source keeps decoded: the records are scanned off
        // the main loop as matches stream in, and the count it ends with is the true one.
        let fixture = try FeedFixture(generated: 10_000)
        let reference = try fixture.source()
        func item(_ index: Int) -> FeedItem? {
            for _ in 0..<3 {
                if let item = reference.item(at: index) { return item }
                reference.waitUntilLoaded()
            }
            return nil
        }
        guard case .merchant(let first) = try #require(item(0)) else {
            Issue.record("the generator starts with a merchant")
            return
        }
        let query = first.category
        var expected: [Int] = []
        for index in 0..<reference.knownCount where try #require(item(index)).matches(query) { expected.append(index) }
        #expect(expected.count > 100)

        let h = ViewerHarness(feed: try fixture.source(), threads: true)
        h.settle()
        h.step([.key(.character("/"))])
        h.type(query)
        h.step([.key(.enter)])
        // Frames go on while the workers scan (a debug build's scan takes a while).
        for _ in 0..<10_000 where !h.viewer.isSettled {
            Self.expectEveryVisibleRowMatches(h, query, settled: false)
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(1))
            h.step()
        }
        #expect(h.viewer.isSettled)
        #expect(h.viewer.model.rowCount == expected.count)
        #expect(h.statusLine.contains("1/\(expected.count)"), "status: \(h.statusLine)")
        h.press(.character("G"))
        Self.expectEveryVisibleRowMatches(h, query)
        #expect(h.rows.last.flatMap { h.viewer.model.sourceIndex(at: $0.index) } == expected.last)
    }

    @Test func keysWhileTypingGoToThePrompt() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.step([.key(.character("/"))])
        h.type("qGjx")
        h.settle()
        #expect(h.viewer.isRunning, "q typed into the filter does not quit")
        #expect(h.position == .top)
        #expect(h.statusLine.hasPrefix("/qGjx▏"))
        #expect(h.viewer.model.rowCount == 0)
    }
}

/// A filter typed while the feed is still being read (a pipe that has sent only part of it) goes on
/// over the records that come after its first scan finished, and completes when the input ends.
@Suite struct FilterWhileReadingTests {
    @Test func aFilterFinishedBeforeTheInputEndsScansWhatComesAfter() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        func send(_ range: Range<Int>) {
            let text = range.map { i in
                merchantLine(id: i, name: (i % 4 == 0 ? "Noodle House " : "Rice Bowl ") + "\(i)") + "\n"
            }.joined()
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        }
        send(0..<40)
        let feed = try FeedSource(streamDescriptor: ends[0])
        let h = ViewerHarness(feed: feed, options: ViewerHarness.options(threads: true))
        // An open pipe never settles: frames run until what was sent is read.
        for _ in 0..<2_000 where feed.knownCount < 40 {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(1))
            h.step()
        }
        #expect(feed.knownCount == 40)
        h.step([.key(.character("/"))])
        h.type("noodle")
        h.step([.key(.enter)])
        // The first scan covers what was read so far and finishes; the input has not ended.
        for _ in 0..<2_000 where h.viewer.model.rowCount < 10 {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(1))
            h.step()
        }
        #expect(h.viewer.model.rowCount == 10)
        #expect(!h.viewer.model.isFilterComplete, "the input has not ended: the filter is not done")
        send(40..<100)
        close(ends[1])
        for _ in 0..<5_000 where !(h.viewer.model.isFilterComplete && h.viewer.isSettled) {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(1))
            h.step()
        }
        #expect(h.viewer.model.isFilterComplete)
        #expect(h.viewer.model.rowCount == 25, "every fourth of 100 records is a noodle house")
        #expect(h.statusLine.contains("1/25"), "status: \(h.statusLine)")
    }
}
