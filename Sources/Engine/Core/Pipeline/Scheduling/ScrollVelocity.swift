/// Scroll speed and direction from the last few scroll steps.
/// - Note: Main loop only.
public struct ScrollVelocity {
    /// The steps, oldest first; those before `first` have left the window. A frame asks the speed
    /// and a fast scroll records a step a frame, so both are kept constant-time: a running total,
    /// and the steps that left dropped from the front (all at once when they are half the array).
    private var samples: [(time: Duration, lines: Int)] = []
    private var first = 0
    private var total = 0
    /// Set when a step was recorded earlier than the one before it: the window is then no longer a
    /// suffix of the steps, and pruning checks each.
    private var outOfOrder = false
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
        if let last = samples.last, last.time > time { outOfOrder = true }
        samples.append((time, lines))
        total += lines
        prune(now: time)
    }

    /// Lines per second over the window ending at `now`; signed.
    public mutating func linesPerSecond(now: Duration) -> Double {
        prune(now: now)
        return Double(total) / window.seconds
    }

    private mutating func prune(now: Duration) {
        if outOfOrder {
            samples.removeSubrange(0..<first)
            first = 0
            samples.removeAll { now - $0.time > window }
            total = samples.reduce(0) { $0 + $1.lines }
            outOfOrder = zip(samples, samples.dropFirst()).contains { $0.time > $1.time }
            return
        }
        while first < samples.count, now - samples[first].time > window {
            total -= samples[first].lines
            first += 1
        }
        if first > 0, first * 2 >= samples.count {
            samples.removeSubrange(0..<first)
            first = 0
        }
    }
}
