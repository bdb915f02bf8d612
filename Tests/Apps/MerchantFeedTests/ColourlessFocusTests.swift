import BurinCore
import BurinListViewer
import BurinTerminal
import MerchantFeed
import Testing

/// Without colour (NO_COLOR, vt100, --color none) the focused row still shows: a `▌` at the left of
/// each of its lines, for every kind of row.
@Suite struct ColourlessFocusTests {
    static let lines: [String] =
        [merchantLine(id: 0, name: "First Shop", promotions: ["满30减5"])]
        + [#"{"type":"banner","title":"Spring Sale","subtitle":"today"}"#, #"{"title":"a note","body":"text"}"#]
        + ["not json"] + (1..<20).map { merchantLine(id: $0, name: "Shop \($0)") }

    @Test(arguments: [80, 30])
    func theFocusedRowIsMarkedWithoutColour(width: Int) throws {
        let fixture = try FeedFixture(lines: Self.lines)
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: width, height: 40), colorMode: .none)
        h.settle()
        #expect(!h.grid.text.contains("▌"), "no marker before a focus")
        for step in 0..<4 {
            h.press(.character("n"))
            let focused = try #require(h.rows.first { $0.id == h.viewer.model.focused })
            #expect(focused.index == step)
            let marked = (0..<h.viewportHeight).filter { h.grid[0, $0].text == "▌" }
            let content = h.lines(of: focused).filter { y in
                y < focused.top + max(1, focused.height - (focused.height > 1 ? 1 : 0))
            }
            #expect(Set(marked) == Set(content), "row \(step) at width \(width): marked \(marked), focused \(content)")
        }
    }

    @Test func withColourTheFocusBarIsInTheFirstColumn() throws {
        let fixture = try FeedFixture(lines: Self.lines)
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 30, height: 20))
        h.settle()
        h.press(.character("n"))
        let focused = try #require(h.rows.first { $0.id == h.viewer.model.focused })
        #expect(h.grid[0, focused.top].background == CellColor(.init(hex: 0xFFC53D)), "compact rows get the bar too")
    }
}
