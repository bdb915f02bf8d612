/// One scenario in one mode: the figures `burin bench --json` reports, with the keys the issue names.
public struct ModeResult: Sendable {
    public var frames = 0
    /// The frame rate the run was paced at.
    public var targetFPS = 60
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
    /// Visible rows that would have shown a placeholder, drawn on the main loop because they fitted
    /// the frame's placeholder budget, and those left to the workers.
    public var placeholderDrawsHere = 0
    public var placeholderDrawsDeferred = 0
    public var bytesPerFrame = 0.0
    public var rssPeakMB = 0.0
    /// A paced loop's key-to-screen model: from an input arriving at a random moment of the frame
    /// interval to the end of the frame that shows its effect (the viewer itself answers a key at
    /// once: `burin bench --scenario keys` measures that from outside).
    public var pacedKeyMsP50 = 0.0
    public var pacedKeyMsP99 = 0.0
    /// Mean main-loop milliseconds per frame by phase: input, schedule, compose, flush.
    public var phaseMs: [String: Double] = [:]
    /// Main-loop milliseconds of every frame, in order (for `--plot`; not in the JSON).
    public var frameCosts: [Double] = []

    public init() {}

    /// Graver's figure: the 5th-percentile frame rate as a share of the target rate.
    public var fpsP5Share: Double { fpsP5 / Double(max(1, targetFPS)) }

    /// The JSON object, keys as the bench's documented shape.
    public var json: [String: Any] {
        [
            "frames": frames, "target_fps": targetFPS, "fps_p5": round2(fpsP5), "fps_p50": round2(fpsP50),
            "fps_p5_share_of_target": round3(fpsP5Share), "frame_ms_p50": round3(frameMsP50),
            "frame_ms_p95": round3(frameMsP95), "frame_ms_p99": round3(frameMsP99),
            "on_time_ratio": round3(onTimeRatio), "placeholder_row_ratio": round3(placeholderRowRatio),
            "stale_shown": staleShown, "draws_requested": drawsRequested,
            "draws_cancelled_queued": drawsCancelledQueued, "draws_cancelled_inflight": drawsCancelledInflight,
            "draws_discarded_stale": drawsDiscardedStale, "draws_synchronous": drawsSynchronous,
            "placeholder_draws_main_loop": placeholderDrawsHere,
            "placeholder_draws_left_to_workers": placeholderDrawsDeferred,
            "bytes_per_frame": round2(bytesPerFrame), "rss_peak_mb": round2(rssPeakMB),
            "paced_key_ms_p50": round3(pacedKeyMsP50), "paced_key_ms_p99": round3(pacedKeyMsP99),
            "phase_ms_mean": phaseMs.mapValues(round3),
        ]
    }
}

func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
