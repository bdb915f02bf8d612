public import BurinCore
import BurinText

/// A scenario's two runs side by side, and the async/sync ratios. Either run may be left out
/// (`--mode`), for profiling one of them; the ratios then are absent.
public struct ScenarioReport: Sendable {
    public var scenario: BenchScenario
    /// What the scenario ran on (`BenchFeed.label`).
    public var feed: String
    public var size: CellSize
    public var async: ModeResult?
    public var sync: ModeResult?
    /// What the two runs are called in the table and the JSON: async and sync, unless the runs
    /// compare something else (pixels on and off).
    public var names: (first: String, second: String)

    public init(
        scenario: BenchScenario, feed: String, size: CellSize, async: ModeResult?, sync: ModeResult?,
        names: (first: String, second: String) = ("async", "sync")
    ) {
        self.scenario = scenario
        self.feed = feed
        self.size = size
        self.async = async
        self.sync = sync
        self.names = names
    }

    /// The first run over the second (async over sync: below 1 means the asynchronous pipeline did
    /// better).
    public var ratios: [String: Double] {
        guard let async, let sync else { return [:] }
        func ratio(_ a: Double, _ s: Double) -> Double { s == 0 ? 0 : round3(a / s) }
        return [
            "frame_ms_p99": ratio(async.frameMsP99, sync.frameMsP99),
            "frame_ms_p95": ratio(async.frameMsP95, sync.frameMsP95),
            "frame_ms_p50": ratio(async.frameMsP50, sync.frameMsP50),
            "bytes_per_frame": ratio(async.bytesPerFrame, sync.bytesPerFrame),
        ]
    }

    public var json: [String: Any] {
        var modes: [String: Any] = [:]
        if let async { modes[names.first] = async.json }
        if let sync { modes[names.second] = sync.json }
        var json: [String: Any] = [
            "scenario": scenario.rawValue, "feed": feed, "size": "\(size.width)x\(size.height)", "modes": modes,
        ]
        if !ratios.isEmpty { json["ratios"] = ratios }
        return json
    }

    /// Table rows for people.
    public var tableRows: [String] {
        func row(_ mode: String, _ r: ModeResult) -> String {
            [
                pad(scenario.rawValue, 7), pad(mode, 5),
                pad(DecimalText.fixed(r.fpsP5, 0) + "/" + DecimalText.fixed(r.fpsP50, 0), 7),
                pad(DecimalText.fixed(r.fpsP5Share * 100, 1) + "%", 6),
                pad(
                    DecimalText.fixed(r.frameMsP50, 2) + "/" + DecimalText.fixed(r.frameMsP95, 2) + "/"
                        + DecimalText.fixed(r.frameMsP99, 2), 18),
                pad(DecimalText.fixed(r.onTimeRatio, 3), 7), pad(DecimalText.fixed(r.placeholderRowRatio, 3), 7),
                pad(String(r.staleShown), 5),
                pad(
                    "\(r.drawsRequested)/\(r.drawsCancelledQueued)/\(r.drawsCancelledInflight)/\(r.drawsDiscardedStale)",
                    18),
                pad(DecimalText.fixed(r.pacedKeyMsP50, 1) + "/" + DecimalText.fixed(r.pacedKeyMsP99, 1), 12),
                pad(DecimalText.fixed(r.bytesPerFrame, 0), 8), DecimalText.fixed(r.rssPeakMB, 1),
            ].joined(separator: " ")
        }
        var rows: [String] = []
        if let async { rows.append(row(names.first, async)) }
        if let sync { rows.append(row(names.second, sync)) }
        if let p99 = ratios["frame_ms_p99"] {
            rows.append("        p99 ratio \(names.first)/\(names.second): \(DecimalText.fixed(p99, 3))")
        }
        return rows
    }

    public static let tableHeader = [
        pad("scenario", 7), pad("mode", 5), pad("fps5/50", 7), pad("p5/fps", 6), pad("frame ms p50/95/99", 18),
        pad("on-time", 7), pad("placeh", 7), pad("stale", 5), pad("draws req/cq/ci/st", 18), pad("paced key ms", 12),
        pad("B/frame", 8), "rss MB",
    ].joined(separator: " ")
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
