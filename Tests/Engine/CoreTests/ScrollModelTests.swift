import Testing

@testable import BurinCore

@Suite struct ScrollModelTests {
    /// Rows 1, 2 and 3 lines tall in turn.
    private let heights: (Int) -> Int = { $0 % 3 + 1 }

    @Test func scrollingWalksThroughRowsOfVaryingHeight() {
        var model = ScrollModel()
        model.scroll(by: 4, count: 100, viewportHeight: 5, now: .zero, height: heights)
        // Rows 0 (1 line) and 1 (2 lines) pass; one line into row 2.
        #expect(model.position == ScrollPosition(index: 2, offset: 1))
        model.scroll(by: -2, count: 100, viewportHeight: 5, now: .zero, height: heights)
        #expect(model.position == ScrollPosition(index: 1, offset: 1))
        model.scroll(by: -50, count: 100, viewportHeight: 5, now: .zero, height: heights)
        #expect(model.position == .top)
        #expect(model.velocity.direction == -1)
    }

    @Test func theListNeverEndsAboveTheBottomLine() {
        var model = ScrollModel()
        model.scroll(by: 10_000, count: 30, viewportHeight: 7, now: .zero, height: heights)
        let placements = model.placements(count: 30, viewportHeight: 7, height: heights)
        #expect(placements.last?.index == 29)
        #expect(placements.last.map { $0.top + $0.height } == 7)
    }

    @Test func theEndStaysAtTheBottomWhileHeightsChangeUntilTheNextMotion() {
        var model = ScrollModel()
        model.jumpToEnd(count: 50, viewportHeight: 6, now: .zero) { _ in 1 }
        #expect(model.isPinnedToEnd)
        // The rows near the end turn out taller than estimated.
        model.settle(count: 50, viewportHeight: 6, height: heights)
        let placements = model.placements(count: 50, viewportHeight: 6, height: heights)
        #expect(placements.last?.index == 49)
        #expect(placements.last.map { $0.top + $0.height } == 6)
        model.scroll(by: -1, count: 50, viewportHeight: 6, now: .zero, height: heights)
        #expect(!model.isPinnedToEnd)
    }

    /// `k` at a followed log's end as lines arrive: the new rows were placed at taller estimates and
    /// got their layouts after the frame. The key lets go of the end (as every motion does) where the
    /// end is now, so its line up leaves the end (before, it moved within the estimates and the
    /// shrunk rows put the view back at the end, where following held it again).
    @Test func aLineUpFromTheHeldEndLeavesTheEndAfterTheRowsNearItShrank() {
        var model = ScrollModel()
        let estimated: (Int) -> Int = { $0 >= 30 ? 6 : 3 }
        let laidOut: (Int) -> Int = { _ in 3 }
        model.jumpToEnd(count: 33, viewportHeight: 29, now: .zero, height: estimated)
        model.settle(count: 33, viewportHeight: 29, height: estimated)
        #expect(model.position == ScrollPosition(index: 26, offset: 1))
        model.releaseEnd(count: 33, viewportHeight: 29, height: laidOut)
        model.scroll(by: -1, count: 33, viewportHeight: 29, now: .zero, height: laidOut)
        model.settle(count: 33, viewportHeight: 29, height: laidOut)
        #expect(model.position == ScrollPosition(index: 23, offset: 0))
        let placements = model.placements(count: 33, viewportHeight: 29, height: laidOut)
        #expect(placements.last.map { $0.top + $0.height } == 30)
    }

    @Test func aJumpTooNearTheEndIsAJumpToTheEnd() {
        var model = ScrollModel()
        model.jump(toIndex: 48, count: 50, viewportHeight: 10, now: .zero, height: heights)
        #expect(model.isPinnedToEnd)
        model.jump(toIndex: 10, count: 50, viewportHeight: 10, now: .zero, height: heights)
        #expect(!model.isPinnedToEnd)
        #expect(model.position == ScrollPosition(index: 10))
    }

    @Test func aShrunkListKeepsTheTopInside() {
        var model = ScrollModel()
        model.reanchor(toIndex: 80, offset: 1)
        model.clampIndex(count: 20)
        #expect(model.position == ScrollPosition(index: 19))
        model.settle(count: 0, viewportHeight: 5, height: heights)
        #expect(model.position == .top)
    }
}
