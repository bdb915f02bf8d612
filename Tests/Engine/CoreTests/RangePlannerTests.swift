import Testing

@testable import BurinCore

@Suite struct RangePlannerTests {
    private let planner = RangePlanner(configuration: PipelineConfiguration())

    private func plan(
        visible: ClosedRange<Int>, count: Int = 10_000, speed: Double = 0, direction: Int = 1, drawn: Bool = true
    ) -> RangePlanner.Plan {
        planner.plan(
            visible: visible, count: count, viewportHeight: 10, screensPerSecond: speed, direction: direction,
            firstScreenDrawn: drawn
        ) { _ in 1 }
    }

    @Test func rangesLeadInTheScrollDirection() {
        let down = plan(visible: 500...509)
        #expect(down.display == 495..<520)
        #expect(down.preload == 485..<535)
        let up = plan(visible: 500...509, direction: -1)
        #expect(up.display == 490..<515)
        #expect(up.preload == 475..<525)
    }

    @Test func speedWidensTheLeadUpToItsCap() {
        let slow = plan(visible: 0...9)
        let fast = plan(visible: 0...9, speed: 3)
        let faster = plan(visible: 0...9, speed: 300)
        #expect(fast.display.upperBound > slow.display.upperBound)
        #expect(faster.display.upperBound == 10 + Int((1.0 + 2.0) * 10))
    }

    @Test func untilTheFirstScreenIsDrawnBothRangesAreReduced() {
        let first = plan(visible: 100...109, drawn: false)
        #expect(first.display == 97..<113)
        #expect(first.preload == first.display)
    }

    @Test func tiersComeBeforeDistances() {
        let order = plan(visible: 500...509, count: 100_000, speed: 300).order
        #expect(order.first?.priority == Priority(.visible, distance: 0))
        let tiers = order.map(\.priority.tier)
        #expect(tiers == tiers.sorted(), "no row of a later tier runs before one of an earlier tier")
        // Visible rows top to bottom; then ahead (below, when scrolling down) nearest first.
        #expect(order.prefix(10).map(\.index) == Array(500...509))
        #expect(order[10].index == 510 && order[10].priority == Priority(.ahead, distance: 1))
        // However far ahead a row is, it is not drawn after a row behind.
        #expect(Priority(.ahead, distance: 1_000_000) < Priority(.behind, distance: 1))
    }

    /// The order is built already ranked; it must be every preload row exactly once, in the order a sort
    /// by priority, then list position, gives, whatever the heights, direction, speed and ends.
    @Test func theOrderIsThePreloadRangeSortedByPriority() {
        var random = SplitMix64(seed: 25)
        for _ in 0..<500 {
            let count = Int.random(in: 1...400, using: &random)
            let top = Int.random(in: 0..<count, using: &random)
            let bottom = min(count - 1, top + Int.random(in: 0...12, using: &random))
            let heights = (0..<count).map { _ in Int.random(in: 1...9, using: &random) }
            let planned = planner.plan(
                visible: top...bottom, count: count, viewportHeight: Int.random(in: 1...30, using: &random),
                screensPerSecond: Double.random(in: 0...8, using: &random),
                direction: Bool.random(using: &random) ? 1 : -1, firstScreenDrawn: Bool.random(using: &random)
            ) { heights[$0] }
            let sorted = planned.order.sorted {
                $0.priority != $1.priority ? $0.priority < $1.priority : $0.index < $1.index
            }
            #expect(planned.order == sorted)
            #expect(planned.order.map(\.index).sorted() == Array(planned.preload))
        }
    }

    @Test func nothingVisibleMeansNothingToDo() {
        let none = planner.plan(
            visible: nil, count: 0, viewportHeight: 10, screensPerSecond: 0, direction: 1, firstScreenDrawn: true
        ) { _ in 1 }
        #expect(none == .empty)
    }
}
