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

        var order: [RankedRow] = []
        order.reserveCapacity(preload.count)
        for i in preload {
            let priority: Priority
            if visible.contains(i) {
                priority = Priority(.visible, distance: i - visible.lowerBound)
            } else {
                let below = i > visible.upperBound
                let distance = below ? i - visible.upperBound : visible.lowerBound - i
                if display.contains(i) {
                    priority = Priority(below == down ? .ahead : .behind, distance: distance)
                } else {
                    priority = Priority(.preload, distance: distance)
                }
            }
            order.append(RankedRow(index: i, priority: priority))
        }
        // Rows of equal priority (above and below, in the preload tier) go in list order.
        order.sort { $0.priority != $1.priority ? $0.priority < $1.priority : $0.index < $1.index }
        return Plan(display: display, preload: preload, order: order)
    }
}
