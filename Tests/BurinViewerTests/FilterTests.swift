import BurinCore
import BurinFeed
import BurinScreen
import BurinViewer
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

    private static func expectEveryVisibleRowMatches(_ h: ViewerHarness, _ query: String) {
        #expect(!h.rows.isEmpty)
        for row in h.rows {
            let item = h.item(atListIndex: row.index)
            #expect(item?.matches(query) == true, "row \(row.index) (\(String(describing: row.id))) does not match")
            if case .drawing(let bitmap) = row.display { #expect(bitmap.key.row == row.id) }
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

    @Test func filterMatchesTagsAndCategoriesCaseInsensitively() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.step([.key(.character("/"))])
        h.type("QUICK")
        h.press(.enter)
        #expect(h.viewer.model.rowCount == 80)
        Self.expectEveryVisibleRowMatches(h, "quick")
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
        #expect(h.position.index == firstMatchAtOrAfterTop, "cancelling keeps the row at the top")
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
