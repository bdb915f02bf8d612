import BurinCore
import BurinListViewer
import BurinTerminal
import BurinTestSupport
import MerchantFeed
import Testing

/// A resize lays every row out again at the new width, keeps the top row at the top, and never
/// composes a line wider than the screen, whatever the sizes and however fast they come.
@Suite struct ResizeTests {
    private static func expectCorrectScreen(_ h: ViewerHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let size = h.screen.size
        #expect(h.grid.size == size, sourceLocation: sourceLocation)
        #expect(h.screen.frame == h.grid, "the screen shows the composed grid", sourceLocation: sourceLocation)
        #expect(GridChecks.problems(in: h.grid) == [], sourceLocation: sourceLocation)
        #expect(h.frame?.width == max(1, size.width), sourceLocation: sourceLocation)
        for row in h.rows {
            guard case .drawing(let bitmap) = row.display else {
                Issue.record("row \(row.index) is a placeholder on a settled screen", sourceLocation: sourceLocation)
                continue
            }
            #expect(bitmap.key.width == max(1, size.width), sourceLocation: sourceLocation)
            #expect(bitmap.key.row == row.id, sourceLocation: sourceLocation)
        }
        // The list fills the screen above the status bar (the feed is far longer than a screen).
        if h.viewportHeight > 0 {
            let bottom = h.rows.last.map { $0.top + $0.height }
            #expect(
                bottom.map { $0 >= h.viewportHeight } == true, "rows end at \(String(describing: bottom))",
                sourceLocation: sourceLocation)
        }
    }

    @Test func resizeRelaysOutAndKeepsTheTopRow() throws {
        let fixture = try FeedFixture(generated: 300)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character(" "), .character(" "), .character(" "))
        let top = h.position.index
        #expect(top > 0)
        let wideHeights = h.rows.map(\.height)

        for (columns, rows) in [(50, 30), (120, 20), (30, 10), (80, 24)] {
            h.step([.resize(columns: columns, rows: rows)])
            #expect(h.grid.size == CellSize(width: columns, height: rows), "the frame of the resize is the new size")
            #expect(GridChecks.problems(in: h.grid) == [], "mid-redraw frames are well formed too")
            h.settle()
            #expect(h.position.index == top, "the top row stays the top row at \(columns)x\(rows)")
            #expect(h.rows.first?.index == top)
            Self.expectCorrectScreen(h)
            if columns < 40 { #expect(h.rows.allSatisfy { $0.height <= 2 }, "narrow cards are compact") }
        }
        #expect(h.rows.map(\.height) == wideHeights, "back at 80 columns, the same layout")
    }

    @Test func theEndStaysAtTheBottomThroughResizesAfterG() throws {
        let fixture = try FeedFixture(generated: 100)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("G"))
        for (columns, rows) in [(30, 20), (120, 40), (80, 24)] {
            h.step([.resize(columns: columns, rows: rows)])
            h.settle()
            let last = try #require(h.rows.last)
            #expect(last.index == h.viewer.model.rowCount - 1)
            #expect(last.top + last.height == h.viewportHeight, "at \(columns)x\(rows)")
            Self.expectCorrectScreen(h)
        }
    }

    @Test func wideCharactersAreNeverCutAtTheRightEdge() throws {
        // CJK names and tags at every width from 1 to 90: a wide cluster never hangs past the edge.
        let fixture = try FeedFixture(generated: 60)
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 90, height: 12))
        h.settle()
        for columns in stride(from: 90, through: 1, by: -1) {
            h.step([.resize(columns: columns, rows: 12)])
            #expect(GridChecks.problems(in: h.grid) == [], "at \(columns) columns")
        }
        h.settle()
        Self.expectCorrectScreen(h)
    }

    @Test func resizeStormEndsSettledAndCorrect() throws {
        let fixture = try FeedFixture(generated: 300)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("d"), .character("d"), .character("j"))
        var rng = SplitMix64(seed: 0x5_70_12)
        var sizes = (0..<97).map { _ in
            (rng.int(1...200), rng.int(1...70))
        }
        sizes.insert((1, 1), at: 10)
        sizes.insert((2, 2), at: 40)
        sizes.insert((300, 5), at: 70)
        for (i, (columns, rows)) in sizes.enumerated() {
            // Sometimes two sizes arrive in one frame; the last one wins.
            if i % 7 == 3 {
                h.step([.resize(columns: rows, rows: columns), .resize(columns: columns, rows: rows)])
            } else {
                h.step([.resize(columns: columns, rows: rows)])
            }
            #expect(h.grid.size == CellSize(width: columns, height: rows))
            let problems = GridChecks.problems(in: h.grid)
            #expect(problems.isEmpty, "after \(columns)x\(rows): \(problems.prefix(3))")
            if i % 4 == 0 { h.step([.key(.character(i % 8 == 0 ? "j" : "k"))]) }
        }
        h.step([.resize(columns: 80, rows: 24)])
        h.settle()
        Self.expectCorrectScreen(h)

        // The same position in a viewer that never saw the storm shows the same screen.
        let calm = ViewerHarness(feed: try fixture.source())
        calm.settle()
        calm.viewer.pipeline.jump(toIndex: h.position.index, viewportHeight: calm.viewportHeight)
        calm.viewer.pipeline.scroll(by: h.position.offset, viewportHeight: calm.viewportHeight)
        calm.settle()
        #expect(calm.position == h.position)
        #expect(calm.grid == h.grid)
    }

    @Test func resizeStormWithWorkerThreads() throws {
        let fixture = try FeedFixture(generated: 300)
        let h = ViewerHarness(feed: try fixture.source(), threads: true)
        h.settle()
        var rng = SplitMix64(seed: 0xBEEF)
        for i in 0..<60 {
            let size =
                i % 20 == 0 ? (1, 1) : (rng.int(1...160), rng.int(1...50))
            h.step([.resize(columns: size.0, rows: size.1), .key(.character(i % 3 == 0 ? " " : "k"))])
            #expect(GridChecks.problems(in: h.grid) == [])
        }
        h.step([.resize(columns: 100, rows: 30)])
        h.settle()
        Self.expectCorrectScreen(h)
    }

    @Test func aOneByOneScreenWorks() throws {
        let fixture = try FeedFixture(generated: 50)
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 1, height: 1))
        h.settle()
        #expect(h.grid.size == CellSize(width: 1, height: 1))
        #expect(h.viewportHeight == 0)
        #expect(h.rows.isEmpty)
        #expect(GridChecks.problems(in: h.grid) == [])
        for key: Key in [.character("j"), .character("G"), .character("n"), .enter, .character(" "), .character("g")] {
            h.press(key)
            #expect(GridChecks.problems(in: h.grid) == [])
        }
        h.step([.mouse(.click(x: 0, y: 0)), .mouse(.wheelDown(x: 0, y: 0))])
        h.step([.key(.character("/")), .key(.character("a")), .key(.enter)])
        h.settle()
        #expect(h.viewer.isRunning)
        #expect(GridChecks.problems(in: h.grid) == [])
        h.press(.escape)

        h.step([.resize(columns: 80, rows: 24)])
        h.settle()
        Self.expectCorrectScreen(h)
        #expect(h.grid.text.contains("burin"))
    }

    @Test func zeroSizedScreensDoNotCrash() throws {
        let fixture = try FeedFixture(generated: 20)
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 0, height: 0))
        h.settle()
        for (columns, rows) in [(0, 10), (10, 0), (0, 0), (1, 2), (2, 1)] {
            h.step([.resize(columns: columns, rows: rows), .key(.character("j"))])
            h.settle()
            #expect(h.grid.size == CellSize(width: columns, height: rows))
            #expect(GridChecks.problems(in: h.grid) == [])
        }
    }
}
