import BurinCore
import BurinListViewer
import BurinText
import FeedData
import Testing

@testable import MerchantFeed

/// Rows mark the query's words, each wherever it is; a new query that marks the same words redraws
/// nothing (retyping a comparison left every drawing as it was).
@Suite struct FilterHighlightTests {
    private static func fixture() throws -> FeedFixture {
        try FeedFixture(
            lines: (0..<60).map { i in
                merchantLine(
                    id: i, name: i % 2 == 0 ? "Noodle House \(i)" : "Rice Bowl \(i)",
                    category: i % 2 == 0 ? "面食" : "快餐")
            })
    }

    @Test func everyWordOfTheQueryIsMarked() {
        let plain = TextStyle()
        let match = TextStyle(attributes: .reverse)
        let text = MatchHighlight.text("Noodle House 12", words: ["house", "NOOD", ""], style: plain, match: match)
        let marked = text.runs.filter { $0.style == match }.map(\.string)
        #expect(marked == ["Nood", "House"])
        let longest = MatchHighlight.text("noodles", words: ["noo", "noodle"], style: plain, match: match)
        #expect(longest.runs.filter { $0.style == match }.map(\.string) == ["noodle"])
    }

    @Test func aQueryMarkingTheSameWordsRedrawsNothing() throws {
        let h = ViewerHarness(feed: try Self.fixture().source())
        h.settle()
        h.step([.key(.character("/"))])
        h.type("category:面食 id>=0")
        h.press(.enter)
        h.settle()
        #expect(h.viewer.model.rowCount == 30)
        #expect(h.viewer.model.filter?.highlights == ["面食"])
        let id = try #require(h.rows.first?.id)
        let version = h.viewer.model.version(of: id)
        let laidOut = h.viewer.pipeline.counters.layoutsFinished

        h.step([.key(.character("/"))])
        h.type("0")
        h.press(.enter)
        h.settle()
        #expect(h.viewer.model.filter?.query == "category:面食 id>=00")
        #expect(h.viewer.model.version(of: id) == version, "the same words marked: the drawing stays")
        #expect(h.viewer.pipeline.counters.layoutsFinished == laidOut)

        h.step([.key(.character("/"))])
        h.type(" noodle")
        h.press(.enter)
        h.settle()
        #expect(h.viewer.model.filter?.highlights == ["面食", "noodle"])
        #expect(h.viewer.model.version(of: id) != version, "a new word marked: the rows are drawn again")
    }
}
