public import BurinCore
import BurinFeed
import BurinViewer
import Dispatch
import Foundation

/// Opening large feeds: time to the first drawn screen, peak memory, and time to show the end, for
/// generated files of 10k, 100k and 1M rows. Each size runs in a child process of its own so its peak
/// RSS is not the sum of the others.
public struct LoadBench {
    public let size: CellSize
    public let rowCounts: [Int]
    public let progress: (String) -> Void

    public init(size: CellSize, rowCounts: [Int] = [10_000, 100_000, 1_000_000], progress: @escaping (String) -> Void = { _ in }) {
        self.size = size
        self.rowCounts = rowCounts
        self.progress = progress
    }

    /// One size's figures.
    public struct Measurement: Sendable {
        public var rows = 0
        public var firstScreenMs = 0.0
        public var jumpToEndMs = 0.0
        public var indexMs = 0.0
        public var rssPeakMB = 0.0

        public var json: [String: Any] {
            [
                "rows": rows, "first_screen_ms": round2(firstScreenMs), "jump_to_end_ms": round2(jumpToEndMs),
                "index_ms": round2(indexMs), "rss_peak_mb": round2(rssPeakMB),
            ]
        }

        init() {}

        init?(json: [String: Any]) {
            guard let rows = json["rows"] as? Int else { return nil }
            self.rows = rows
            firstScreenMs = json["first_screen_ms"] as? Double ?? 0
            jumpToEndMs = json["jump_to_end_ms"] as? Double ?? 0
            indexMs = json["index_ms"] as? Double ?? 0
            rssPeakMB = json["rss_peak_mb"] as? Double ?? 0
        }
    }

    public struct Report: Sendable {
        public var measurements: [Measurement]

        public var json: [String: Any] { ["scenario": "load", "sizes": measurements.map(\.json)] }

        public var tableRows: [String] {
            ["load (generated feeds, first screen target < 500 ms, peak RSS target < 200 MB)"]
                + measurements.map {
                    "  \(pad(String($0.rows), 8)) rows  first screen \(fixed($0.firstScreenMs, 1)) ms  "
                        + "index \(fixed($0.indexMs, 0)) ms  jump to end \(fixed($0.jumpToEndMs, 1)) ms  "
                        + "peak RSS \(fixed($0.rssPeakMB, 1)) MB"
                }
        }
    }

    public func run() throws -> Report {
        var measurements: [Measurement] = []
        for rows in rowCounts {
            progress("load: generating \(rows) rows")
            let file = try Self.dataset(rows: rows)
            progress("load: \(rows) rows")
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            child.arguments = [
                "bench", file, "--scenario", "load-child", "--rows", String(rows), "--size", "\(size.width)x\(size.height)",
            ]
            let pipe = Pipe()
            child.standardOutput = pipe
            try child.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            guard child.terminationStatus == 0,
                let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let m = Measurement(json: json)
            else { throw BenchError("the load measurement for \(rows) rows failed (status \(child.terminationStatus))") }
            measurements.append(m)
        }
        return Report(measurements: measurements)
    }

    /// A generated feed of `rows` merchants, written once and reused (the generator is deterministic).
    static func dataset(rows: Int) throws -> String {
        let directory = NSTemporaryDirectory() + "burin-bench-\(rows)"
        let path = directory + "/merchants.jsonl"
        if FileManager.default.fileExists(atPath: path) { return path }
        try FeedGenerator(seed: 1).writeDataset(count: rows, to: directory)
        return path
    }

    /// Measures in this process: open, first settled screen, then `G` until the end is shown.
    public static func measureInThisProcess(rows: Int, path: String, size: CellSize) throws -> [String: Any] {
        let clock = MonotonicClock()
        let start = clock.now()
        let screen = try ByteCountingTerminal.make(size: size)
        let feed = try FeedSource(path: path, waker: screen.waker)
        let viewer = FeedViewer(screen: screen, feed: feed, options: ViewerOptions())
        var m = Measurement()
        m.rows = rows
        let deadline = DispatchTime.now() + .seconds(120)
        func settle() {
            repeat {
                viewer.step(events: [])
                if viewer.lastFrame.map({ !$0.rows.isEmpty && $0.rows.allSatisfy { $0.display != .placeholder } })
                    == true
                {
                    return
                }
                wait(until: .now() + .microseconds(500))
            } while DispatchTime.now() < deadline
        }
        settle()
        m.firstScreenMs = (clock.now() - start).milliseconds
        feed.waitUntilIndexed()
        m.indexMs = (clock.now() - start).milliseconds
        let jumpStart = clock.now()
        viewer.pipeline.jumpToEnd(viewportHeight: viewer.viewportHeight)
        settle()
        m.jumpToEndMs = (clock.now() - jumpStart).milliseconds
        viewer.shutdown()
        screen.shutdown()
        m.rssPeakMB = Double(ProcessMemory.peakResidentBytes) / Double(1 << 20)
        return m.json
    }
}

/// A benchmark that could not run.
public struct BenchError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
