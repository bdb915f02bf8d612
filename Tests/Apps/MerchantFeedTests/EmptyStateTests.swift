import BurinCore
import BurinListViewer
import BurinTerminal
import MerchantFeed
import Testing

/// An empty list is never a blank screen: the status bar says why it is empty.
@Suite struct EmptyStateTests {
    @Test func anEmptyFeedSaysSo() throws {
        let fixture = try FeedFixture(bytes: [])
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        #expect(h.viewer.model.rowCount == 0)
        #expect(h.rows.isEmpty)
        #expect(h.statusLine.contains("the feed is empty"), "status: \(h.statusLine)")
        #expect(h.statusLine.contains("no rows"))
        for key: Key in [.character("j"), .character("G"), .character(" "), .character("n"), .enter, .character("g")] {
            h.press(key)
            #expect(h.position == .top)
        }
        h.step([.mouse(.click(x: 3, y: 3)), .mouse(.wheelDown(x: 3, y: 3))])
        h.settle()
        #expect(h.statusLine.contains("the feed is empty"))
        #expect(h.viewer.isRunning)
    }

    @Test func blankLinesOnlyIsAnEmptyFeed() throws {
        let fixture = try FeedFixture(lines: ["", "   ", ""])
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        #expect(h.statusLine.contains("the feed is empty"))
    }

    @Test func aFilterThatMatchesNothingSaysSo() throws {
        let fixture = try FeedFixture(generated: 100)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.step([.key(.character("/"))])
        h.type("zzqxj")
        h.press(.enter)
        #expect(h.viewer.model.rowCount == 0)
        #expect(h.rows.isEmpty)
        #expect(h.statusLine.contains("nothing matches; Esc clears the filter"), "status: \(h.statusLine)")
        #expect(!h.statusLine.contains("the feed is empty"))
        h.press(.escape)
        #expect(h.viewer.isRunning)
        #expect(h.viewer.model.rowCount > 100)
        #expect(!h.statusLine.contains("nothing matches"))
        #expect(!h.rows.isEmpty)
    }
}
