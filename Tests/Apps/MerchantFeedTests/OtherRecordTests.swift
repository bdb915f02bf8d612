import BurinCore
import BurinListViewer
import BurinTerminal
import FeedData
import MerchantFeed
import Testing

/// With `--card merchant`, a file of other JSON records shows them as what they are, counted in the
/// status bar; merchants with missing numbers show nothing made up.
@Suite struct OtherRecordTests {
    @Test func recordsThatAreNotMerchantsShowAsTheirFields() throws {
        let fixture = try FeedFixture(
            lines: (0..<30).map { #"{"title":"Post \#($0)","body":"Hello from post \#($0)"}"# })
        let feed = try fixture.source(options: FeedSource.Options(cards: CardReading(choice: .merchant)))
        let h = ViewerHarness(feed: feed, size: CellSize(width: 100, height: 30))
        h.settle()
        let text = h.grid.text
        #expect(text.contains("not a merchant record · line 1"))
        #expect(text.contains("title") && text.contains("Post 0") && text.contains("Hello from post 0"))
        for invented in ["(unnamed)", "☆☆☆☆☆", "0.0", "月售0", "0分钟", "起送 ¥0", "免费", "人均 ¥0"] {
            #expect(!text.contains(invented), "an invented value on screen: \(invented)")
        }
        #expect(h.statusLine.contains("30 not merchants"), "status: \(h.statusLine)")
        #expect(!h.statusLine.contains("bad record"))
    }

    @Test func aMerchantWithoutNumbersShowsNoneMadeUp() throws {
        let fixture = try FeedFixture(lines: [#"{"id":1,"name":"Plain Shop","category":"面馆"}"#])
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 100, height: 10))
        h.settle()
        let text = h.grid.text
        #expect(text.contains("Plain Shop") && text.contains("面馆"))
        #expect(text.contains("暂无评分"), "a missing rating says so")
        for invented in ["☆☆☆☆☆", "0.0", "月售", "分钟", "起送", "配送", "免费", "人均", "0m"] {
            #expect(!text.contains(invented), "an invented value on screen: \(invented)")
        }
        #expect(!h.statusLine.contains("not merchant"))
    }

    @Test func aZeroFeeIsFreeDeliveryAndAMissingOneIsNot() throws {
        let withFee = merchantLine(id: 1, name: "Free Shop")  // delivery_fee 3 in the helper
        let free = withFee.replacingOccurrences(of: #""delivery_fee":3"#, with: #""delivery_fee":0"#)
        let missing = withFee.replacingOccurrences(of: #""delivery_fee":3,"#, with: "")
            .replacingOccurrences(of: "Free Shop", with: "Unknown Fee Shop")
        let fixture = try FeedFixture(lines: [free, missing])
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 100, height: 20))
        h.settle()
        let lines = (0..<h.viewportHeight).map { h.grid.text(ofRow: $0) }
        let freeRows = lines.prefix(6).joined()
        let missingRows = lines.dropFirst(6).joined()
        #expect(freeRows.contains("配送 免费"))
        #expect(!missingRows.contains("配送"), "a missing fee is not shown as anything: \(missingRows)")
    }
}
