import BurinCore
import BurinTestSupport
import Testing

@testable import FeedData

@testable import MerchantFeed

/// The invariant checks and the snapshot diff catch what they claim to: each is fed a broken input.
@Suite struct CardInvariantsTests {
    static func card(
        _ cells: [Cell], height: Int = 1, hits: [HitRegion<FeedAction>] = [], text: [TextRun] = []
    ) -> RenderedCard {
        let size = CellSize(width: 4, height: height)
        return RenderedCard(
            width: 4, layout: RowLayout(size: size, background: .clear, paint: [], text: text, hitRegions: hits),
            bitmap: CellBitmap(size: size, cells: cells))
    }

    @Test func soundRowHasNoViolations() {
        let cells = [Cell("a"), Cell("漢", width: 2), .continuation(), Cell("é")]
        #expect(CardInvariants.violations(of: Self.card(cells)).isEmpty)
    }

    @Test func brokenRowsAreReported() {
        let cases: [[Cell]] = [
            [Cell("a"), Cell("漢", width: 2), Cell("b"), Cell("c")],  // wide cell without continuation
            [Cell("a"), .continuation(), Cell("b"), Cell("c")],  // continuation without wide cell
            [Cell("a"), Cell("b"), Cell("c"), Cell("漢", width: 2)],  // five columns, half cut off
            [Cell("a"), Cell("\u{1B}"), Cell("b"), Cell("c")],  // ESC
            [Cell("a"), Cell("x\u{202E}"), Cell("b"), Cell("c")],  // bidi override
            [Cell("a"), Cell("漢"), Cell("b"), Cell("c")],  // measured 2, cell says 1
            [Cell("a"), Cell("ab"), Cell("b"), Cell("c")],  // two clusters in one cell
        ]
        for cells in cases {
            #expect(!CardInvariants.violations(of: Self.card(cells)).isEmpty, "\(cells.map(\.text))")
        }
    }

    @Test func layoutProblemsAreReported() {
        let row = [Cell("a"), Cell("b"), Cell("c"), Cell("d")]
        let outside = HitRegion(rect: CellRect(x: 2, y: 0, width: 3, height: 1), action: FeedAction.focusRow)
        #expect(!CardInvariants.violations(of: Self.card(row, hits: [outside])).isEmpty)
        let twoLines = Self.card(row + row, height: 2)
        #expect(!CardInvariants.violations(of: twoLines).isEmpty, "a 4-wide card is compact: one line")
        let a = TextRun(x: 0, y: 0, clusters: [Cluster("a", width: 1), Cluster("b", width: 1)], style: .plain)
        let b = TextRun(x: 1, y: 0, clusters: [Cluster("x", width: 1)], style: .plain)
        #expect(!CardInvariants.violations(of: Self.card(row, text: [a, b])).isEmpty)
        let long = TextRun(x: 3, y: 0, clusters: [Cluster("漢", width: 2)], style: .plain)
        #expect(!CardInvariants.violations(of: Self.card(row, text: [long])).isEmpty)
    }

    @Test func snapshotDifferenceNamesTheFirstDifferingLine() throws {
        #expect(SnapshotFile.firstDifference(expected: "a\nb\n", actual: "a\nb\n") == nil)
        let difference = try #require(SnapshotFile.firstDifference(expected: "a\nb\nc\n", actual: "a\nX\nc\n"))
        #expect(difference.hasPrefix("line 2:"))
        #expect(difference.contains("expected: b") && difference.contains("actual:   X"))
        let shorter = try #require(SnapshotFile.firstDifference(expected: "a", actual: "a\nmore"))
        #expect(shorter.contains("<end of file>"))
    }
}
