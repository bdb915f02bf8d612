import BurinCore
import BurinListViewer
import BurinTerminal
import FeedData
import MerchantFeed
import Testing

/// `n`/`N` move a visible focus (the card is redrawn in its focused colour) and Enter folds and
/// unfolds a card's promotions; every change moves the row's version up, never down.
@Suite struct FocusAndExpandTests {
    static let promotions = ["满30减12", "满60减25", "满100减40", "新客立减8元", "折扣商品9折起", "免配送费", "赠饮品一份", "满200减90"]

    /// Even rows have more promotions than one line holds; odd rows have one.
    static func fixture() throws -> FeedFixture {
        try FeedFixture(
            lines: (0..<40).map { i in
                merchantLine(id: i, name: "Shop \(i)", tags: ["t\(i)"], promotions: i % 2 == 0 ? promotions : ["满30减5"])
            })
    }

    static let focusedCard = CellColor(FeedTheme.dark.cardFocused)

    /// Whether any cell of `row` on screen is painted in the focused card colour.
    static func showsFocus(_ row: FeedRow, in h: ViewerHarness) -> Bool {
        h.lines(of: row).contains { y in
            h.grid.row(y).contains { $0.background == focusedCard || $0.foreground == focusedCard }
        }
    }

    @Test func nFocusesARowAndRedrawsIt() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        #expect(h.viewer.model.focused == nil)
        #expect(!h.rows.contains { Self.showsFocus($0, in: h) }, "no focus until asked for")

        h.press(.character("n"))
        let first = try #require(h.rows.first)
        #expect(h.viewer.model.focused == first.id)
        #expect(Self.showsFocus(first, in: h))
        #expect(h.rows.dropFirst().allSatisfy { !Self.showsFocus($0, in: h) })
        if case .drawing(let bitmap) = first.display {
            #expect(bitmap.key.version == 1, "focusing is a content change")
        } else {
            Issue.record("focused row not drawn")
        }

        h.press(.character("n"))
        #expect(h.viewer.model.focused == h.rows[1].id)
        #expect(!Self.showsFocus(h.rows[0], in: h), "the old focus is redrawn plain")
        #expect(Self.showsFocus(h.rows[1], in: h))

        h.press(.character("N"))
        #expect(h.viewer.model.focused == h.rows[0].id)
    }

    @Test func focusMovingDownKeepsTheFocusedRowOnScreen() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        for expected in 0..<12 {
            h.press(.character("n"))
            let focused = try #require(h.rows.first { $0.id == h.viewer.model.focused })
            #expect(focused.index == expected)
            #expect(focused.top >= 0 && focused.top + focused.height <= h.viewportHeight, "row \(expected) is cut")
            #expect(Self.showsFocus(focused, in: h))
        }
        #expect(h.position.index > 0, "moving the focus past the bottom scrolled")
        for expected in stride(from: 10, through: 0, by: -1) {
            h.press(.character("N"))
            let focused = try #require(h.rows.first { $0.id == h.viewer.model.focused })
            #expect(focused.index == expected)
            #expect(focused.top >= 0 && focused.top + focused.height <= h.viewportHeight)
        }
    }

    @Test func enterUnfoldsPromotionsThatDoNotFit() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        let id = try #require(h.rows.first?.id)
        let folded = try #require(h.rows.first?.height)
        #expect(h.grid.text.contains("▾"), "a folded card says how many promotions are hidden")

        var versions: [Int] = []
        func recordShownVersion() {
            // The row stays on screen, and a row being redrawn keeps its old drawing meanwhile.
            guard case .drawing(let bitmap) = h.rows.first(where: { $0.id == id })?.display else {
                Issue.record("row \(id) is not drawn after frame \(h.frames)")
                return
            }
            if let last = versions.last { #expect(bitmap.key.version >= last, "versions only grow") }
            versions.append(bitmap.key.version)
        }

        h.step([.key(.enter)])
        recordShownVersion()
        h.settle()
        recordShownVersion()
        #expect(h.viewer.model.isUnfolded(id))
        #expect(h.viewer.model.focused == id, "Enter acts on (and focuses) the first visible row")
        let unfolded = try #require(h.rows.first?.height)
        #expect(unfolded > folded, "all promotions need more lines (\(folded) -> \(unfolded))")
        #expect(h.grid.text.contains("满200减90"))
        #expect(h.grid.text.contains("收起 ▴"))
        #expect(h.rows[1].top == unfolded, "the next row moves down")

        h.step([.key(.enter)])
        recordShownVersion()
        h.settle()
        recordShownVersion()
        #expect(!h.viewer.model.isUnfolded(id))
        #expect(h.rows.first?.height == folded)
        #expect(h.viewer.model.version(of: id) == 3, "focus, unfold, fold: three changes")
        #expect(versions.last == 3)
    }

    @Test func enterOnARowWhosePromotionsFitKeepsItsHeight() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("n"), .character("n"))
        let row = try #require(h.rows.first { $0.id == h.viewer.model.focused })
        #expect(row.index == 1)
        let version = h.viewer.model.version(of: try #require(row.id))
        h.press(.enter)
        let after = try #require(h.rows.first { $0.id == row.id })
        #expect(!h.viewer.model.isUnfolded(try #require(row.id)), "nothing to unfold: Enter unfolds nothing")
        #expect(h.viewer.model.version(of: try #require(row.id)) == version, "and redraws nothing")
        #expect(after.height == row.height, "one promotion fits folded or not")
        #expect(!h.grid.text.contains("收起"), "no fold label for a card that had nothing folded")
        #expect(h.statusLine.contains("nothing more to show"), "status: \(h.statusLine)")
    }
}
