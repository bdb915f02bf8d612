import BurinCore
import BurinListViewer
import BurinTerminal
import BurinTestSupport
import Testing

/// less-like keys move the viewport by lines, pages and half pages through rows of varying height,
/// stop at both ends, and quit; what the screen shows at the top is the line the list was moved to.
@Suite struct KeyNavigationTests {
    @Test func jAndKMoveOneLine() {
        let h = ListHarness(notes: 300)
        #expect(h.position == ScrollPosition(index: 0, offset: 0))
        #expect(h.showsLine(0))
        h.press(.character("j"))
        // Note 1 is two lines high: one line down, its second line is at the top.
        #expect(h.position == ScrollPosition(index: 0, offset: 1))
        #expect(h.line(0).contains("note 1 line 2 "))
        h.press(.character("j"))
        #expect(h.position == ScrollPosition(index: 1, offset: 0), "then note 2")
        #expect(h.line(0).contains("note 2:"))
        h.press(.character("k"), .character("k"))
        #expect(h.position == ScrollPosition(index: 0, offset: 0))
        h.press(.character("k"))
        #expect(h.position == ScrollPosition(index: 0, offset: 0), "k at the top stays at the top")
        for _ in 0..<10 { h.press(.character("j")) }
        #expect(h.absoluteLine() == 10)
        #expect(h.showsLine(10))
        #expect(h.rows.first?.top == -h.position.offset, "the top row is drawn shifted up by the offset")
        h.press(.down, .down, .up)
        #expect(h.absoluteLine() == 11)
        #expect(h.showsLine(11))
    }

    @Test func spaceAndBPageByAWindow() {
        let h = ListHarness(notes: 300)
        let window = h.viewportHeight
        h.press(.character(" "))
        #expect(h.absoluteLine() == window, "space scrolls one window, as less does")
        #expect(h.showsLine(window))
        h.press(.character(" "))
        #expect(h.absoluteLine() == 2 * window)
        #expect(h.showsLine(2 * window))
        h.press(.character("b"))
        #expect(h.absoluteLine() == window)
        h.press(.character("b"))
        #expect(h.absoluteLine() == 0)
        h.press(.character("b"))
        #expect(h.absoluteLine() == 0, "b at the top stays at the top")
        h.press(.pageDown)
        #expect(h.absoluteLine() == window)
        h.press(.control("f"))
        #expect(h.absoluteLine() == 2 * window)
        h.press(.control("b"), .pageUp)
        #expect(h.absoluteLine() == 0)
        #expect(h.showsLine(0))
    }

    @Test func dAndUScrollHalfAWindow() {
        let h = ListHarness(notes: 300)
        let half = (h.viewportHeight + 1) / 2
        h.press(.character("d"))
        #expect(h.absoluteLine() == half)
        #expect(h.showsLine(half))
        h.press(.character("d"))
        #expect(h.absoluteLine() == 2 * half)
        h.press(.character("u"))
        #expect(h.absoluteLine() == half)
        h.press(.character("u"), .character("u"))
        #expect(h.absoluteLine() == 0)
        h.press(.control("d"))
        #expect(h.absoluteLine() == half)
        h.press(.control("u"))
        #expect(h.absoluteLine() == 0)
    }

    @Test func gAndGJumpToTheEnds() throws {
        let h = ListHarness(notes: 300)
        let count = h.viewer.model.rowCount
        h.step([.key(.character("G"))])
        // Every frame, not only the settled one: rows near the end arrive with real heights that
        // differ from the estimates G was worked out with, and the end must stay at the bottom.
        while !h.viewer.isSettled {
            let last = try #require(h.rows.last)
            #expect(last.index == count - 1 && last.top + last.height == h.viewportHeight, "frame \(h.frames)")
            guard h.frames < 200 else {
                Issue.record("not settled after 200 frames")
                break
            }
            h.step()
        }
        let last = try #require(h.rows.last)
        #expect(last.index == count - 1, "the last row is on screen")
        #expect(last.top + last.height == h.viewportHeight, "the last row ends at the bottom of the list area")
        // Note 300 is one line high: it is the list's last line.
        #expect(h.line(h.viewportHeight - 1).contains("note 300:"))
        #expect(h.showsLine(h.app.totalLines - h.viewportHeight))
        #expect(h.statusLine.contains("\(h.position.index + 1)/\(count) END"))

        // At the end, further scrolling down does not move past it.
        let end = h.position
        h.press(.character("j"))
        #expect(h.position == end)
        h.press(.character(" "))
        #expect(h.position == end)

        // Moving away from the end releases it: one line less of the end, note 300's line, shows.
        h.press(.character("k"))
        #expect(h.showsLine(h.app.totalLines - h.viewportHeight - 1), "k shows one line less of the end")
        #expect(!h.listText.contains("note 300:"))
        #expect(h.line(h.viewportHeight - 1).contains("note 299 line 3 "))

        h.press(.character("g"))
        #expect(h.position == ScrollPosition(index: 0, offset: 0))
        #expect(h.rows.first?.index == 0 && h.rows.first?.top == 0)
        #expect(h.showsLine(0))
        h.press(.end)
        #expect(h.rows.last.map { $0.index == count - 1 && $0.top + $0.height == h.viewportHeight } == true)
        h.press(.home)
        #expect(h.position == .top)
        h.press(.character(">"))
        #expect(h.statusLine.contains("END"))
        h.press(.character("<"))
        #expect(h.position == .top)
    }

    @Test func helpOpensAndAnyKeyClosesIt() {
        let h = ListHarness(notes: 300)
        let before = h.grid
        h.press(.character("?"))
        #expect(h.grid != before, "the help panel is drawn over the list")
        #expect(h.grid.text.contains(HelpPanel.title))
        #expect(GridChecks.problems(in: h.grid) == [])
        h.press(.character("q"))
        #expect(h.viewer.isRunning, "q closes the help, it does not quit")
        #expect(h.grid == before)
        #expect(h.position == .top)
        for key: Key in [.character("h"), .function(1)] {
            h.press(key)
            #expect(h.grid.text.contains(HelpPanel.title), "\(key) opens the help too")
            h.press(.escape)
            #expect(h.grid == before)
        }
    }

    @Test func panelsOverWideTextNeverSplitAWideCluster() {
        // The help panel and the fps overlay are drawn over the list; where their edges fall on half
        // of a wide character, that character must go, or the terminal shifts the rest of the line.
        let h = ListHarness(notes: 300)
        #expect(h.listText.contains("寿司"), "the notes' lines are full of wide characters")
        for columns in [80, 81, 77, 120] {
            h.step([.resize(columns: columns, rows: 24)])
            h.press(.character("f"))
            #expect(GridChecks.problems(in: h.grid) == [], "fps overlay at \(columns) columns")
            h.press(.character("f"), .character("?"))
            #expect(GridChecks.problems(in: h.grid) == [], "help at \(columns) columns")
            h.press(.escape)
        }
    }

    @Test(arguments: ["q", "Q"] as [Character])
    func qAndCapitalQQuit(key: Character) {
        let h = ListHarness(notes: 30)
        #expect(h.viewer.isRunning)
        h.step([.key(.character(key))])
        #expect(!h.viewer.isRunning)
        #expect(h.viewer.exitStatus == 0)
    }

    /// As in less and fzf, Esc backs out and never leaves: with nothing to back out of it says how to.
    @Test func escapeNeverQuits() {
        let h = ListHarness(notes: 30)
        h.step([.key(.escape)])
        #expect(h.viewer.isRunning)
        #expect(h.statusLine.contains("q quits"), "status: \(h.statusLine)")
        h.step([.key(.escape)])
        #expect(h.viewer.isRunning)
        h.press(.character("j"))
        #expect(!h.statusLine.contains("q quits"), "the hint goes with the next key")
    }

    @Test func escapeClearsAnActiveFilterAndStays() {
        let h = ListHarness(notes: 30)
        h.step([.key(.character("/"))])
        h.type("odd")
        h.press(.enter)
        #expect(h.viewer.model.filter?.query == "odd")
        h.step([.key(.escape)])
        #expect(h.viewer.isRunning, "Esc clears the filter")
        #expect(h.viewer.model.filter == nil)
        h.step([.key(.escape)])
        #expect(h.viewer.isRunning, "and a second Esc does not quit")
    }

    @Test func aTerminatingSignalQuitsWithItsExitStatus() {
        let h = ListHarness(notes: 30)
        #expect(h.viewer.exitStatus == 0)
        h.step([.terminate(signal: 2)])
        #expect(!h.viewer.isRunning)
        #expect(h.viewer.exitStatus == 130)
    }

    @Test func controlCEndsTheViewerAsSIGINTWould() {
        let h = ListHarness(notes: 30)
        h.step([.key(.control("c"))])
        #expect(!h.viewer.isRunning)
        #expect(h.viewer.exitStatus == 130)
    }
}
