import BurinCore
import BurinTerminal
import BurinTestSupport
import BurinText
import Testing

@testable import BurinListViewer

/// The help panel fits a 40x12 screen: a border, every line reachable by scrolling, and a note that
/// says how to close it; the keys it lists are the keys that work.
@Suite struct HelpPanelTests {
    @Test func itFitsFortyByTwelveInABorder() {
        var grid = CellGrid(size: CellSize(width: 40, height: 12))
        HelpPanel.draw(into: &grid)
        let lines = (0..<12).map { grid.text(ofRow: $0) }
        #expect(lines.contains { $0.contains("┌") && $0.contains(HelpPanel.title) && $0.contains("┐") })
        #expect(lines.contains { $0.contains("└") && $0.contains("other keys close") && $0.contains("┘") })
        #expect(lines.contains { $0.contains("scroll") }, "a panel taller than the screen says it scrolls")
        #expect(lines.filter { $0.hasPrefix("│") && $0.hasSuffix("│") }.count == 9, "\(lines)")
        #expect(grid.text(ofRow: 11).allSatisfy { $0 == " " }, "the status bar line is left alone")
        #expect(GridChecks.problems(in: grid).isEmpty)
    }

    @Test func scrollingReachesEveryLineAndStopsAtTheEnd() {
        var seen = Set<String>()
        var scroll = 0
        while true {
            var grid = CellGrid(size: CellSize(width: 40, height: 12))
            let shown = HelpPanel.draw(into: &grid, scroll: scroll)
            for y in 0..<12 { seen.insert(grid.text(ofRow: y)) }
            guard shown == scroll else { break }
            scroll += 1
        }
        for line in HelpPanel.lines {
            #expect(seen.contains { $0.contains(line.trimmingCharacters(in: .whitespaces)) }, "never shown: \(line)")
        }
        #expect(scroll == HelpPanel.lines.count - 9 + 1, "the scroll stops when the last line is in view")
    }

    @Test func everyLineFitsFortyColumnsAndTheControlPagingKeysAreListed() {
        for line in HelpPanel.lines { #expect(TextMetrics.width(line) <= 36, "too wide for 40 columns: \(line)") }
        let text = HelpPanel.lines.joined(separator: "\n")
        for key in ["Ctrl-D", "Ctrl-U", "Ctrl-F", "Ctrl-B", "Esc", "q Q", "10G", "R"] {
            #expect(text.contains(key), "\(key) missing from help")
        }
    }

    @Test func aScreenTallEnoughShowsItAllWithoutScrolling() {
        var grid = CellGrid(size: CellSize(width: 80, height: 40))
        #expect(HelpPanel.draw(into: &grid, scroll: 5) == 0)
        let text = grid.text
        #expect(text.contains("any key closes"))
        #expect(!text.contains("j k scroll"))
    }

    @Test func helpKeysScrollThePanelAndAnyOtherKeyClosesIt() {
        let h = ListHarness(notes: 40, size: CellSize(width: 40, height: 12))
        h.press(.character("?"))
        #expect(h.grid.text.contains(HelpPanel.title))
        let top = h.grid.text
        h.press(.character("j"))
        #expect(h.grid.text.contains(HelpPanel.title), "j scrolls the help, it does not close it")
        #expect(h.grid.text != top)
        #expect(h.position == .top, "and leaves the list where it was")
        h.press(.character("x"))
        #expect(!h.grid.text.contains(HelpPanel.title), "another key closes it")
        #expect(!h.statusLine.contains("marked"), "the key that closes the help does nothing else")
        #expect(h.viewer.isRunning)
    }

    /// On a screen that holds it all, the panel lists the viewer's keys and then the app's own lines,
    /// over the list and under nothing: the status bar stays, and the list is back when it closes.
    @Test func theAppsLinesFollowTheViewersKeys() {
        let h = ListHarness(notes: 40, size: CellSize(width: 80, height: 40))
        let list = h.grid
        h.press(.character("?"))
        let text = h.grid.text
        #expect(text.contains("┌") && text.contains(HelpPanel.title) && text.contains("any key closes"))
        for line in HelpPanel.lines { #expect(text.contains(line), "missing: \(line)") }
        let viewerKeys = text.range(of: "mouse: the wheel scrolls")
        let appLine = text.range(of: "Enter         unfold a note")
        #expect(viewerKeys != nil && appLine != nil && viewerKeys!.upperBound < appLine!.lowerBound)
        #expect(text.contains("x             mark a note"))
        #expect(h.statusLine.contains("1/40 TOP"), "the status bar says where the list is under the panel")
        #expect(GridChecks.problems(in: h.grid) == [])
        h.press(.character("?"))
        #expect(h.grid == list, "? again closes it")
    }
}
