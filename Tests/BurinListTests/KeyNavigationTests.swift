import BurinCore
import BurinList
import BurinScreen
import BurinTestSupport
import BurinViewer
import Testing

/// less-like keys move the viewport by lines, pages and half pages through rows of varying height,
/// stop at both ends, and quit.
@Suite struct KeyNavigationTests {
    private func harness() throws -> (FeedFixture, ViewerHarness) {
        let fixture = try FeedFixture(generated: 300)
        let harness = ViewerHarness(feed: try fixture.source())
        harness.settle()
        return (fixture, harness)
    }

    @Test func jAndKMoveOneLine() throws {
        let (_, h) = try harness()
        #expect(h.position == ScrollPosition(index: 0, offset: 0))
        h.press(.character("j"))
        #expect(h.position == ScrollPosition(index: 0, offset: 1))
        h.press(.character("k"))
        #expect(h.position == ScrollPosition(index: 0, offset: 0))
        h.press(.character("k"))
        #expect(h.position == ScrollPosition(index: 0, offset: 0), "k at the top stays at the top")
        for _ in 0..<10 { h.press(.character("j")) }
        #expect(h.absoluteLine() == 10)
        #expect(h.rows.first?.top == -h.position.offset, "the top row is drawn shifted up by the offset")
        h.press(.down, .down, .up)
        #expect(h.absoluteLine() == 11)
    }

    @Test func spaceAndBPageByAWindow() throws {
        let (_, h) = try harness()
        let window = h.viewportHeight
        h.press(.character(" "))
        #expect(h.absoluteLine() == window, "space scrolls one window, as less does")
        h.press(.character(" "))
        #expect(h.absoluteLine() == 2 * window)
        h.press(.character("b"))
        #expect(h.absoluteLine() == window)
        h.press(.character("b"))
        #expect(h.absoluteLine() == 0)
        h.press(.character("b"))
        #expect(h.absoluteLine() == 0, "b at the top stays at the top")
        h.press(.pageDown)
        #expect(h.absoluteLine() == window)
    }

    @Test func dAndUScrollHalfAWindow() throws {
        let (_, h) = try harness()
        let half = (h.viewportHeight + 1) / 2
        h.press(.character("d"))
        #expect(h.absoluteLine() == half)
        h.press(.character("d"))
        #expect(h.absoluteLine() == 2 * half)
        h.press(.character("u"))
        #expect(h.absoluteLine() == half)
        h.press(.character("u"), .character("u"))
        #expect(h.absoluteLine() == 0)
    }

    @Test func gAndGJumpToTheEnds() throws {
        let (_, h) = try harness()
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
        #expect(h.grid.text(ofRow: h.viewportHeight).contains("\(h.position.index + 1)/\(count)"))

        // At the end, further scrolling down does not move past it.
        let end = h.position
        h.press(.character("j"))
        #expect(h.position == end)
        h.press(.character(" "))
        #expect(h.position == end)

        // Moving away from the end releases it.
        h.press(.character("k"))
        let above = try #require(h.rows.last)
        #expect(above.top + above.height == h.viewportHeight + 1, "k shows one line less of the end")

        h.press(.character("g"))
        #expect(h.position == ScrollPosition(index: 0, offset: 0))
        #expect(h.rows.first?.index == 0 && h.rows.first?.top == 0)
        h.press(.end)
        #expect(h.rows.last.map { $0.index == count - 1 && $0.top + $0.height == h.viewportHeight } == true)
        h.press(.home)
        #expect(h.position == .top)
    }

    @Test func helpOpensAndAnyKeyClosesIt() throws {
        let (_, h) = try harness()
        let before = h.grid
        h.press(.character("?"))
        #expect(h.grid != before, "the help panel is drawn over the list")
        #expect(GridChecks.problems(in: h.grid) == [])
        h.press(.character("q"))
        #expect(h.viewer.isRunning, "q closes the help, it does not quit")
        #expect(h.grid == before)
        #expect(h.position == .top)
    }

    @Test func panelsOverCJKTextNeverSplitAWideCluster() throws {
        // The help panel and the fps overlay are drawn over the list; where their edges fall on half
        // of a wide character, that character must go, or the terminal shifts the rest of the line.
        let (_, h) = try harness()
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
    func qAndCapitalQQuit(key: Character) throws {
        let (_, h) = try harness()
        #expect(h.viewer.isRunning)
        h.step([.key(.character(key))])
        #expect(!h.viewer.isRunning)
    }

    /// As in less and fzf, Esc backs out and never leaves: with nothing to back out of it says how to.
    @Test func escapeNeverQuits() throws {
        let (_, h) = try harness()
        h.step([.key(.escape)])
        #expect(h.viewer.isRunning)
        #expect(h.statusLine.contains("q quits"), "status: \(h.statusLine)")
        h.step([.key(.escape)])
        #expect(h.viewer.isRunning)
        h.press(.character("j"))
        #expect(!h.statusLine.contains("q quits"), "the hint goes with the next key")
    }

    @Test func escapeClearsAnActiveFilterAndStays() throws {
        let (_, h) = try harness()
        let query = try #require(h.item(atListIndex: 0)).searchText.split(separator: " ").last.map(String.init)
        h.step([.key(.character("/"))])
        h.type(try #require(query))
        h.press(.enter)
        #expect(h.viewer.model.filter?.query == query)
        h.step([.key(.escape)])
        #expect(h.viewer.isRunning, "Esc clears the filter")
        #expect(h.viewer.model.filter == nil)
        h.step([.key(.escape)])
        #expect(h.viewer.isRunning, "and a second Esc does not quit")
    }

    @Test func aTerminatingSignalQuitsWithItsExitStatus() throws {
        let (_, h) = try harness()
        #expect(h.viewer.exitStatus == 0)
        h.step([.terminate(signal: 2)])
        #expect(!h.viewer.isRunning)
        #expect(h.viewer.exitStatus == 130)
    }
}
