/// Texture's layout controller: from the rows on screen and the scroll speed, the ranges of rows to
/// draw (display) and to load and lay out (preload), leading in the scroll direction, and every row
/// of them in the order their work should run. Pure.
public struct RangePlanner: Sendable {
    public var configuration: PipelineConfiguration

    public init(configuration: PipelineConfiguration) {
        self.configuration = configuration
    }

    /// What to work on this frame.
    public struct Plan: Equatable, Sendable {
        public var display: Range<Int>
        public var preload: Range<Int>
        /// Every row of `preload` with its priority, most urgent first.
        public var order: [RankedRow]

        public static let empty = Plan(display: 0..<0, preload: 0..<0, order: [])
    }

    /// A row of the preload range and how urgent it is.
    public struct RankedRow: Equatable, Sendable {
        public var index: Int
        public var priority: Priority
    }

    /// The plan for a screen showing rows `visible` of a list of `count`, moving at
    /// `screensPerSecond` in `direction` (+1 down, -1 up). Until the first screen is drawn, both
    /// ranges are reduced, so the first screen gets the workers.
    public func plan(
        visible: ClosedRange<Int>?, count: Int, viewportHeight: Int, screensPerSecond: Double, direction: Int,
        firstScreenDrawn: Bool, height: (Int) -> Int
    ) -> Plan {
        guard let visible else { return .empty }
        let screen = Double(max(1, viewportHeight))
        let lead = min(configuration.maximumExtraLead, abs(screensPerSecond) * configuration.leadPerVelocity)
        let displayTuning = firstScreenDrawn ? configuration.display : configuration.reduced
        let preloadTuning = firstScreenDrawn ? configuration.preload : configuration.reduced
        let down = direction >= 0

        func extent(_ tuning: PipelineConfiguration.RangeTuning) -> Range<Int> {
            let aheadLines = Int(((tuning.ahead + lead) * screen).rounded(.up))
            let behindLines = Int((tuning.behind * screen).rounded(.up))
            let below = down ? aheadLines : behindLines
            let above = down ? behindLines : aheadLines
            var lo = visible.lowerBound
            var lines = 0
            while lo > 0, lines < above {
                lo -= 1
                lines += height(lo)
            }
            var hi = visible.upperBound + 1
            lines = 0
            while hi < count, lines < below {
                lines += height(hi)
                hi += 1
            }
            return lo..<hi
        }
        let display = extent(displayTuning)
        let reach = extent(preloadTuning)
        let preload = min(reach.lowerBound, display.lowerBound)..<max(reach.upperBound, display.upperBound)

        // Built in priority order, so no frame sorts it: the rows on screen top to bottom, the display
        // range's rows ahead then behind, each nearest first, then the rest of the preload range
        // nearest first, the row above before the row below at the same distance.
        var order: [RankedRow] = []
        order.reserveCapacity(preload.count)
        for i in visible {
            order.append(RankedRow(index: i, priority: Priority(.visible, distance: i - visible.lowerBound)))
        }
        func appendBelow(_ tier: Priority.Tier) {
            for i in (visible.upperBound + 1)..<display.upperBound {
                order.append(RankedRow(index: i, priority: Priority(tier, distance: i - visible.upperBound)))
            }
        }
        func appendAbove(_ tier: Priority.Tier) {
            for i in (display.lowerBound..<visible.lowerBound).reversed() {
                order.append(RankedRow(index: i, priority: Priority(tier, distance: visible.lowerBound - i)))
            }
        }
        if down {
            appendBelow(.ahead)
            appendAbove(.behind)
        } else {
            appendAbove(.ahead)
            appendBelow(.behind)
        }
        var above = display.lowerBound - 1
        var below = display.upperBound
        while above >= preload.lowerBound || below < preload.upperBound {
            let aboveDistance = above >= preload.lowerBound ? visible.lowerBound - above : Int.max
            let belowDistance = below < preload.upperBound ? below - visible.upperBound : Int.max
            if aboveDistance <= belowDistance {
                order.append(RankedRow(index: above, priority: Priority(.preload, distance: aboveDistance)))
                above -= 1
            } else {
                order.append(RankedRow(index: below, priority: Priority(.preload, distance: belowDistance)))
                below += 1
            }
        }
        return Plan(display: display, preload: preload, order: order)
    }
}
