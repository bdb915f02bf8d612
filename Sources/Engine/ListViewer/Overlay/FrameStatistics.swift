/// One frame's cost on the main loop, by phase.
public struct FrameTiming: Sendable, Equatable {
    public var input: Duration = .zero
    public var schedule: Duration = .zero
    public var present: Duration = .zero
    public var flush: Duration = .zero
    public var bytes = 0

    public init() {}

    public var total: Duration { input + schedule + present + flush }
}

/// The last few seconds of frames: when each began and what it cost, for fps percentiles, the
/// overlay's sparkline and the bench.
/// - Note: Main loop only.
public struct FrameStatistics {
    private var starts: [Duration] = []
    private var timings: [FrameTiming] = []
    private let capacity: Int

    public init(capacity: Int = 300) {
        self.capacity = capacity
    }

    public var count: Int { timings.count }
    public var last: FrameTiming? { timings.last }

    public mutating func record(start: Duration, timing: FrameTiming) {
        starts.append(start)
        timings.append(timing)
        if timings.count > capacity {
            starts.removeFirst(timings.count - capacity)
            timings.removeFirst(timings.count - capacity)
        }
    }

    /// Frames per second implied by each interval between frame starts within the last `window`,
    /// counted back from `now` (default: the newest frame). From `now`, the interval still open since
    /// the newest frame counts too: a viewer that stopped drawing reads as slowing down, not as the
    /// rate it last had.
    public func instantaneousFPS(now: Duration? = nil, window: Duration = .seconds(3)) -> [Double] {
        guard let newest = starts.last else { return [] }
        let end = max(now ?? newest, newest)
        var rates: [Double] = []
        for i in starts.indices.dropFirst() where end - starts[i] <= window {
            let dt = (starts[i] - starts[i - 1]).seconds
            if dt > 0 { rates.append(1 / dt) }
        }
        let open = (end - newest).seconds
        // Only a wait longer than every interval in the window says anything new: between two frames
        // of a steady 60 Hz, the few milliseconds since the last one are no frame rate.
        if open > 0, rates.isEmpty || open > 1 / (rates.min() ?? 1) { rates.append(1 / open) }
        return rates
    }

    /// How many frames started in the second before `now`: the frame rate as it is, 0 once idle.
    public func framesInLastSecond(now: Duration) -> Int {
        starts.reversed().prefix { now - $0 < .seconds(1) && now >= $0 }.count
    }

    /// The `p`-th percentile (0...100) of `values`, nearest rank; 0 for none.
    public static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
        return sorted[max(0, min(sorted.count - 1, rank))]
    }

    /// Main-loop milliseconds of the last `n` frames, oldest first.
    public func recentMilliseconds(_ n: Int) -> [Double] {
        timings.suffix(n).map { $0.total.milliseconds }
    }

    /// Mean phases over the last `n` frames.
    public func meanTiming(last n: Int) -> FrameTiming {
        let recent = timings.suffix(n)
        guard !recent.isEmpty else { return FrameTiming() }
        var sum = FrameTiming()
        for t in recent {
            sum.input += t.input
            sum.schedule += t.schedule
            sum.present += t.present
            sum.flush += t.flush
            sum.bytes += t.bytes
        }
        let k = recent.count
        sum.input /= k
        sum.schedule /= k
        sum.present /= k
        sum.flush /= k
        sum.bytes /= k
        return sum
    }

    /// Eight-level bars for `values`, scaled to their maximum (or `ceiling` if larger).
    public static func sparkline(_ values: [Double], ceiling: Double = 0) -> String {
        let bars = Array("▁▂▃▄▅▆▇█")
        let top = max(values.max() ?? 0, ceiling, 1e-9)
        return String(values.map { bars[max(0, min(7, Int(($0 / top * 7).rounded())))] })
    }
}
