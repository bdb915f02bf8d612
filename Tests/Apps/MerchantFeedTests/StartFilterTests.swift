import BurinCore
import BurinListViewer
import MerchantFeed
import Testing

/// `--filter` reaches the viewer as `ViewerOptions.filter`: the first frame is already filtered.
@Suite struct StartFilterTests {
    @Test func theListStartsFilteredAndEscDropsIt() throws {
        let lines = (0..<12).map { i in
            #"{"title": "\#(i % 3 == 0 ? "Carrot" : "Apple") \#(i)", "kind": "\#(i % 3 == 0 ? "veg" : "fruit")"}"#
        }
        let fixture = try FeedFixture(lines: lines)
        var options = ViewerHarness.options()
        options.filter = "kind=veg"
        let h = ViewerHarness(feed: try fixture.source(), options: options, size: CellSize(width: 80, height: 40))
        h.settle()
        let text = (0..<h.viewportHeight).map { h.grid.text(ofRow: $0) }.joined(separator: "\n")
        #expect(text.contains("Carrot 9") && !text.contains("Apple"), "\(text)")
        h.press(.escape)
        h.settle()
        let all = (0..<h.viewportHeight).map { h.grid.text(ofRow: $0) }.joined(separator: "\n")
        #expect(all.contains("Apple 1"), "\(all)")
    }
}
