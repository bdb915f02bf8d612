import BurinCore
import BurinListViewer
import BurinTerminal
import FeedData
import MerchantFeed
import Testing

/// Clicks act on the hit region under the pointer; the wheel scrolls (with momentum).
@Suite struct MouseTests {
    static func fixture() throws -> FeedFixture {
        try FeedFixture(
            lines: (0..<60).map { i in
                merchantLine(
                    id: i, name: "Shop \(i)", category: "cat\(i % 4)", tags: ["spicy\(i % 5)", "late"],
                    promotions: FocusAndExpandTests.promotions)
            })
    }

    /// The screen cell of the first region of a visible row whose action satisfies `wanted`.
    static func target(_ h: ViewerHarness, _ wanted: (FeedAction) -> Bool) -> (
        row: FeedRow, action: FeedAction, x: Int, y: Int
    )? {
        for row in h.rows where row.top >= 0 {
            guard let layout = row.layout else { continue }
            for region in layout.hitRegions where wanted(region.action) {
                let y = row.top + region.rect.minY
                guard y < h.viewportHeight else { continue }
                return (row, region.action, (region.rect.minX + region.rect.maxX) / 2, y)
            }
        }
        return nil
    }

    @Test func clickOnATagFiltersByIt() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        let hit = try #require(Self.target(h) { if case .filter(let q) = $0 { q.hasPrefix("spicy") } else { false } })
        guard case .filter(let tag) = hit.action else {
            Issue.record("the region found is not a filter: \(hit.action)")
            return
        }
        h.step([.mouse(.click(x: hit.x, y: hit.y))])
        h.settle()
        #expect(h.viewer.model.filter?.query == tag)
        #expect(h.viewer.model.rowCount == 12)
        #expect(!h.rows.isEmpty)
        for row in h.rows { #expect(h.item(atListIndex: row.index)?.matches(tag) == true) }
        #expect(h.statusLine.contains("filter \"\(tag)\""))
        h.press(.escape)
        #expect(h.viewer.model.filter == nil && h.viewer.isRunning)
    }

    @Test func clickOnTheCategoryFiltersByIt() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        let hit = try #require(Self.target(h) { if case .filter(let q) = $0 { q.hasPrefix("cat") } else { false } })
        h.step([.mouse(.click(x: hit.x, y: hit.y))])
        h.settle()
        #expect(h.viewer.model.filter?.query == "cat0")
        #expect(h.viewer.model.rowCount == 15)
    }

    @Test func clickOnPromotionsTogglesExpansion() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        let hit = try #require(Self.target(h) { $0 == .toggleExpanded })
        let id = try #require(hit.row.id)
        h.step([.mouse(.click(x: hit.x, y: hit.y))])
        h.settle()
        #expect(h.viewer.model.isUnfolded(id))
        #expect(h.viewer.model.focused == id)
        let row = try #require(h.rows.first { $0.id == id })
        #expect(row.height > hit.row.height)

        let again = try #require(Self.target(h) { $0 == .toggleExpanded })
        #expect(again.row.id == id)
        h.step([.mouse(.click(x: again.x, y: again.y))])
        h.settle()
        #expect(!h.viewer.model.isUnfolded(id))
        #expect(h.rows.first { $0.id == id }?.height == hit.row.height)
    }

    @Test func clickElsewhereFocusesTheRow() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        let second = h.rows[1]
        h.step([.mouse(.click(x: 0, y: second.top))])
        h.settle()
        #expect(h.viewer.model.focused == second.id)
        #expect(h.viewer.model.filter == nil)

        // The status bar and points off the screen do nothing.
        let position = h.position
        h.step([.mouse(.click(x: 3, y: h.viewportHeight)), .mouse(.click(x: -5, y: -5))])
        h.settle()
        #expect(h.viewer.model.focused == second.id)
        #expect(h.position == position)
        #expect(h.viewer.model.filter == nil)
    }

    @Test func aWheelNotchAfterAPauseScrollsLikeAnyOther() throws {
        // The interactive loop sleeps while idle; the first frame after is stamped long after the
        // last one, and that pause is not time the wheel was spinning.
        let fixture = try FeedFixture(generated: 300)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.clock.advance(by: .seconds(10))
        h.step([.mouse(.wheelDown(x: 5, y: 5))])
        h.settle()
        let glided = h.absoluteLine() ?? Int.max
        #expect(
            glided >= KeyBindings.wheelLines && glided <= 4 * KeyBindings.wheelLines,
            "one notch moved the top to \(h.position)")
    }

    @Test func wheelScrolls() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.step([.mouse(.wheelUp(x: 5, y: 5))])
        h.settle()
        #expect(h.position == .top, "the wheel stops at the top")

        h.step([.mouse(.wheelDown(x: 5, y: 5))])
        let afterNotch = try #require(h.absoluteLine())
        #expect(afterNotch >= KeyBindings.wheelLines)
        h.settle()
        let afterGlide = try #require(h.absoluteLine())
        #expect(afterGlide >= afterNotch, "momentum carries on in the same direction")

        for _ in 0..<3 { h.step([.mouse(.wheelDown(x: 5, y: 5))]) }
        h.settle()
        let down = try #require(h.absoluteLine())
        #expect(down >= afterGlide + 3 * KeyBindings.wheelLines)

        h.step([.mouse(.wheelUp(x: 5, y: 5))])
        h.settle()
        let up = try #require(h.absoluteLine())
        #expect(up <= down - KeyBindings.wheelLines)
    }
}
