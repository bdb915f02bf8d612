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

    /// Frames per second implied by each interval between frame starts within the last `window`.
    public func instantaneousFPS(window: Duration = .seconds(3)) -> [Double] {
        guard let newest = starts.last else { return [] }
        var rates: [Double] = []
        for i in starts.indices.dropFirst() where newest - starts[i] <= window {
            let dt = (starts[i] - starts[i - 1]).seconds
            if dt > 0 { rates.append(1 / dt) }
        }
        return rates
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
