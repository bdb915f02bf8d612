/// One scenario in one mode: the figures `burin bench --json` reports, with the keys the issue names.
public struct ModeResult: Sendable {
    public var frames = 0
    public var fpsP5 = 0.0
    public var fpsP50 = 0.0
    public var frameMsP50 = 0.0
    public var frameMsP95 = 0.0
    public var frameMsP99 = 0.0
    public var onTimeRatio = 0.0
    public var placeholderRowRatio = 0.0
    public var staleShown = 0
    public var drawsRequested = 0
    public var drawsCancelledQueued = 0
    public var drawsCancelledInflight = 0
    public var drawsDiscardedStale = 0
    public var drawsSynchronous = 0
    public var bytesPerFrame = 0.0
    public var rssPeakMB = 0.0
    /// Mean main-loop milliseconds per frame by phase: input, schedule, compose, flush.
    public var phaseMs: [String: Double] = [:]

    public init() {}

    /// The JSON object, keys as the bench's documented shape.
    public var json: [String: Any] {
        [
            "frames": frames, "fps_p5": round2(fpsP5), "fps_p50": round2(fpsP50), "frame_ms_p50": round3(frameMsP50),
            "frame_ms_p95": round3(frameMsP95), "frame_ms_p99": round3(frameMsP99),
            "on_time_ratio": round3(onTimeRatio), "placeholder_row_ratio": round3(placeholderRowRatio),
            "stale_shown": staleShown, "draws_requested": drawsRequested,
            "draws_cancelled_queued": drawsCancelledQueued, "draws_cancelled_inflight": drawsCancelledInflight,
            "draws_discarded_stale": drawsDiscardedStale, "draws_synchronous": drawsSynchronous,
            "bytes_per_frame": round2(bytesPerFrame), "rss_peak_mb": round2(rssPeakMB),
            "phase_ms_mean": phaseMs.mapValues(round3),
        ]
    }
}

func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
