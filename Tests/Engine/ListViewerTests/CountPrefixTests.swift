import BurinCore
import BurinListViewer
import BurinTerminal
import Testing

/// Counts before a motion, as in less and vim: `5j` scrolls five lines, `10G` and `10g` go to row 10.
@Suite struct CountPrefixTests {
    @Test func aCountRepeatsALineScroll() {
        let h = ListHarness(notes: 300)
        h.press(.character("5"), .character("j"))
        #expect(h.absoluteLine() == 5)
        #expect(h.showsLine(5))
        h.press(.character("1"), .character("2"), .character("j"))
        #expect(h.absoluteLine() == 17)
        #expect(h.showsLine(17))
        h.press(.character("3"), .character("k"))
        #expect(h.absoluteLine() == 14)
        h.press(.character("j"))
        #expect(h.absoluteLine() == 15, "a count applies once, to the next motion only")
        #expect(h.showsLine(15))
    }

    /// Within the rows already laid out, where every height is known (further, a jump lands by the
    /// app's estimates until the rows are laid out).
    @Test func aCountRepeatsAHalfPage() {
        let h = ListHarness(notes: 300)
        let half = (h.viewportHeight + 1) / 2
        h.press(.character("2"), .character("d"))
        #expect(h.absoluteLine() == 2 * half)
        #expect(h.showsLine(2 * half))
        h.press(.character("2"), .character("u"))
        #expect(h.absoluteLine() == 0)
    }

    @Test func aCountBeforeGOrCapitalGGoesToThatRow() {
        let h = ListHarness(notes: 300)
        h.press(.character("1"), .character("0"), .character("G"))
        #expect(h.position == ScrollPosition(index: 9, offset: 0), "10G puts row 10 at the top")
        #expect(h.line(0).contains("note 10:"))
        let count = h.viewer.model.rowCount
        #expect(h.statusLine.contains("10/\(count)"), "status: \(h.statusLine)")
        h.press(.character("G"))
        #expect(h.rows.last?.index == count - 1, "G alone still goes to the end")
        h.press(.character("2"), .character("5"), .character("g"))
        #expect(h.position == ScrollPosition(index: 24, offset: 0), "25g puts row 25 at the top")
        #expect(h.line(0).contains("note 25:"))
        h.press(.character("9"), .character("9"), .character("9"), .character("G"))
        #expect(h.rows.last?.index == count - 1, "a row past the end goes to the last one")
    }

    @Test func aCountShowsWhileTypedAndEscapeDropsIt() {
        let h = ListHarness(notes: 300)
        h.press(.character("4"), .character("2"))
        #expect(h.statusLine.contains("42…"), "the count being typed shows: \(h.statusLine)")
        h.press(.escape)
        #expect(!h.statusLine.contains("42"), "Esc drops the count: \(h.statusLine)")
        #expect(h.viewer.isRunning)
        h.press(.character("j"))
        #expect(h.absoluteLine() == 1, "the dropped count does not apply")
    }

    @Test func aCountMovesTheFocusThatManyRows() throws {
        let h = ListHarness(notes: 300)
        h.press(.character("3"), .character("n"))
        let focused = try #require(h.focusedRow)
        #expect(focused.index == 2, "3n from no focus lands on the third row")
        #expect(h.line(focused.top).hasPrefix("▶ note 3:"), "the app draws its focus: \(h.line(focused.top))")
        #expect(
            h.statusLine.contains("3/\(h.viewer.model.rowCount)"),
            "the status bar counts from the focused row: \(h.statusLine)")
    }
}
