/// Scroll speed and direction from the last few scroll steps.
/// - Note: Main loop only.
public struct ScrollVelocity {
    private var samples: [(time: Duration, lines: Int)] = []
    private let window: Duration
    /// +1 after scrolling down, -1 after scrolling up; down before any scroll.
    public private(set) var direction = 1

    public init(window: Duration = .milliseconds(300)) {
        self.window = window
    }

    /// Records a scroll of `lines` (negative is up) at `time`.
    public mutating func record(lines: Int, at time: Duration) {
        guard lines != 0 else { return }
        direction = lines > 0 ? 1 : -1
        samples.append((time, lines))
        prune(now: time)
    }

    /// Lines per second over the window ending at `now`; signed.
    public mutating func linesPerSecond(now: Duration) -> Double {
        prune(now: now)
        let total = samples.reduce(0) { $0 + $1.lines }
        return Double(total) / window.seconds
    }

    private mutating func prune(now: Duration) {
        samples.removeAll { now - $0.time > window }
    }
}
