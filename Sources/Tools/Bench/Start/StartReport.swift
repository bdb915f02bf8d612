public import BurinCore
import BurinListViewer
import BurinText

/// The start scenario's figures: each program's first byte and complete first screen.
public struct StartReport: Sendable {
    public var size: CellSize
    public var term: String
    public var quietMs: Double
    public var runs: Int
    /// Each program's starts, by name.
    public var timings: [String: [StartBench.Timing]] = [:]

    private func figures(_ name: String) -> (first: [Double], complete: [Double], bytes: Double)? {
        guard let runs = timings[name], !runs.isEmpty else { return nil }
        return (
            runs.map(\.firstByte), runs.map(\.complete), Double(runs.map(\.bytes).reduce(0, +)) / Double(runs.count)
        )
    }

    public var json: [String: Any] {
        var programs: [[String: Any]] = []
        for name in timings.keys.sorted() {
            guard let f = figures(name) else { continue }
            programs.append([
                "program": name, "first_byte_ms_p50": round3(FrameStatistics.percentile(f.first, 50)),
                "first_byte_ms_max": round3(f.first.max() ?? 0),
                "complete_ms_p50": round3(FrameStatistics.percentile(f.complete, 50)),
                "complete_ms_max": round3(f.complete.max() ?? 0), "bytes": round2(f.bytes),
            ])
        }
        return [
            "scenario": "start", "size": "\(size.width)x\(size.height)", "term": term, "runs": runs,
            "quiet_ms": round3(quietMs), "programs": programs,
        ]
    }

    public var tableRows: [String] {
        var rows = [
            "start: from the spawn in a pty \(size.width)x\(size.height) (TERM=\(term), questions answered at once), "
                + "\(runs) starts each; complete: the screen's last change before \(DecimalText.fixed(quietMs, 0)) ms "
                + "of quiet (not counted)",
            "program first byte ms p50/max  complete ms p50/max  bytes",
        ]
        for name in timings.keys.sorted() {
            guard let f = figures(name) else { continue }
            func pair(_ values: [Double]) -> String {
                DecimalText.fixed(FrameStatistics.percentile(values, 50), 1) + "/"
                    + DecimalText.fixed(values.max() ?? 0, 1)
            }
            rows.append(
                name.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + pair(f.first).padding(toLength: 23, withPad: " ", startingAt: 0)
                    + pair(f.complete).padding(toLength: 21, withPad: " ", startingAt: 0)
                    + DecimalText.fixed(f.bytes, 0))
        }
        return rows
    }
}
