import BurinCore
import BurinList
import BurinScreen
import BurinViewer
import Testing

/// Counts before a motion, as in less and vim: `5j` scrolls five lines, `10G` and `10g` go to row 10.
@Suite struct CountPrefixTests {
    private func harness() throws -> (FeedFixture, ViewerHarness) {
        let fixture = try FeedFixture(generated: 300)
        let harness = ViewerHarness(feed: try fixture.source())
        harness.settle()
        return (fixture, harness)
    }

    @Test func aCountRepeatsALineScroll() throws {
        let (_, h) = try harness()
        h.press(.character("5"), .character("j"))
        #expect(h.absoluteLine() == 5)
        h.press(.character("1"), .character("2"), .character("j"))
        #expect(h.absoluteLine() == 17)
        h.press(.character("3"), .character("k"))
        #expect(h.absoluteLine() == 14)
        h.press(.character("j"))
        #expect(h.absoluteLine() == 15, "a count applies once, to the next motion only")
    }

    @Test func aCountBeforeGOrCapitalGGoesToThatRow() throws {
        let (_, h) = try harness()
        h.press(.character("1"), .character("0"), .character("G"))
        #expect(h.position == ScrollPosition(index: 9, offset: 0), "10G puts row 10 at the top")
        let count = h.viewer.model.rowCount
        #expect(h.statusLine.contains("10/\(count)"), "status: \(h.statusLine)")
        h.press(.character("G"))
        #expect(h.rows.last?.index == count - 1, "G alone still goes to the end")
        h.press(.character("2"), .character("5"), .character("g"))
        #expect(h.position == ScrollPosition(index: 24, offset: 0), "25g puts row 25 at the top")
        h.press(.character("9"), .character("9"), .character("9"), .character("G"))
        #expect(h.rows.last?.index == count - 1, "a row past the end goes to the last one")
    }

    @Test func aCountShowsWhileTypedAndEscapeDropsIt() throws {
        let (_, h) = try harness()
        h.press(.character("4"), .character("2"))
        #expect(h.statusLine.contains("42…"), "the count being typed shows: \(h.statusLine)")
        h.press(.escape)
        #expect(!h.statusLine.contains("42"), "Esc drops the count: \(h.statusLine)")
        #expect(h.viewer.isRunning)
        h.press(.character("j"))
        #expect(h.absoluteLine() == 1, "the dropped count does not apply")
    }

    @Test func aCountMovesTheFocusThatManyRows() throws {
        let (_, h) = try harness()
        h.press(.character("3"), .character("n"))
        let focused = try #require(h.rows.first { $0.id == h.viewer.model.focused })
        #expect(focused.index == 2, "3n from no focus lands on the third row")
        #expect(
            h.statusLine.contains("3/\(h.viewer.model.rowCount)"),
            "the status bar counts from the focused row: \(h.statusLine)")
    }
}
