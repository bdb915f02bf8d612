import BurinCore
import BurinListViewer
import BurinTerminal
import FeedData
import MerchantFeed
import Testing

/// Filtering as fzf and less users expect: the matches so far show while typing, matches are marked in
/// the rows, and cancelling puts you back where you were.
@Suite struct FilterHabitTests {
    /// Every third merchant is a noodle shop.
    static func fixture(count: Int = 120) throws -> FeedFixture {
        try FeedFixture(
            lines: (0..<count).map { i in
                i % 3 == 0
                    ? merchantLine(id: i, name: "Noodle House \(i)", category: "面食")
                    : merchantLine(id: i, name: "Rice Bowl \(i)", category: "快餐")
            })
    }

    @Test func theMatchCountShowsWhileTyping() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.step([.key(.character("/"))])
        h.type("nood")
        h.settle()
        #expect(h.statusLine.hasPrefix("/nood▏"))
        #expect(h.statusLine.contains("40 of 120 match"), "status while typing: \(h.statusLine)")
        h.type("x")
        h.settle()
        #expect(h.statusLine.contains("0 of 120 match"), "status: \(h.statusLine)")
    }

    @Test func matchesAreMarkedInTheRows() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 80, height: 24))
        h.settle()
        h.step([.key(.character("/"))])
        h.type("dle")
        h.settle()
        let match = CellColor(FeedTheme.dark.match)
        var marked = ""
        for y in 0..<h.viewportHeight {
            for x in 0..<h.grid.size.width where h.grid[x, y].background == match { marked += h.grid[x, y].text }
        }
        #expect(marked.contains("dle"), "the matched letters are marked: \(marked)")
        #expect(!marked.contains("Noo") && !marked.contains("Ho"), "only the match is marked: \(marked)")
        h.press(.escape)
        let stillMarked = (0..<h.viewportHeight).contains { y in h.grid.row(y).contains { $0.background == match } }
        #expect(!stillMarked, "no marks once the filter is gone")
    }

    @Test func withoutColourMatchesAreInReverseVideo() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source(), colorMode: .none)
        h.settle()
        h.step([.key(.character("/"))])
        h.type("dle")
        h.settle()
        let reversed = (0..<h.viewportHeight).flatMap { y in h.grid.row(y).filter { $0.attributes.contains(.reverse) } }
        #expect(reversed.map(\.text).joined().contains("dle"))
    }

    /// At the end of the list (2044 of 2050 in the report), `/`, a query, then Esc lands where it began.
    @Test func cancellingAtTheEndOfTheListKeepsThePlace() throws {
        let fixture = try Self.fixture(count: 300)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("G"))
        let before = h.position
        let status = h.statusLine
        h.step([.key(.character("/"))])
        h.type("Noodle House 1")
        h.settle()
        #expect(h.viewer.model.rowCount > 0)
        h.press(.escape)
        #expect(h.position == before, "back at \(before), not \(h.position)")
        #expect(h.statusLine == status)
    }

    @Test func cancellingMidListKeepsTheRowAndItsLine() throws {
        let fixture = try Self.fixture(count: 300)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("5"), .character("0"), .character("G"))
        h.press(.character("j"), .character("j"))
        let before = h.position
        #expect(before.offset == 2)
        h.step([.key(.character("/"))])
        h.type("noodle")
        h.settle()
        h.press(.escape)
        #expect(h.position == before)
    }

    @Test func clearingAKeptFilterKeepsTheMatchAtTheTop() throws {
        let fixture = try Self.fixture(count: 300)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.step([.key(.character("/"))])
        h.type("noodle")
        h.press(.enter)
        h.press(.character("1"), .character("0"), .character("G"))
        let source = h.viewer.model.sourceIndex(at: h.position.index)
        h.press(.escape)
        #expect(h.viewer.model.filter == nil)
        #expect(h.viewer.model.sourceIndex(at: h.position.index) == source, "the row you were on stays at the top")
    }
}
