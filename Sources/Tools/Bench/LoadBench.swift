public import BurinCore
import BurinDemoData
import BurinListViewer
import BurinText
import Dispatch
import FeedData
import Foundation
import MerchantFeed

/// Opening large feeds: time to the first drawn screen, peak memory, and time to show the end, for
/// generated files of 10k, 100k and 1M rows. Each size runs in a child process of its own so its peak
/// RSS is not the sum of the others.
public struct LoadBench {
    public let size: CellSize
    public let rowCounts: [Int]
    public let progress: (String) -> Void

    public init(
        size: CellSize, rowCounts: [Int] = [10_000, 100_000, 1_000_000], progress: @escaping (String) -> Void = { _ in }
    ) {
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
        /// "file", or "pipe" when the records arrived on stdin from another process.
        public var source = "file"

        public var json: [String: Any] {
            [
                "rows": rows, "source": source, "first_screen_ms": round2(firstScreenMs),
                "jump_to_end_ms": round2(jumpToEndMs),
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
            source = json["source"] as? String ?? "file"
        }
    }

    /// Every size's measurements, as JSON and as table rows.
    public struct Report: Sendable {
        public var measurements: [Measurement]

        public var json: [String: Any] { ["scenario": "load", "sizes": measurements.map(\.json)] }

        public var tableRows: [String] {
            ["load (generated feeds, first screen target < 500 ms, peak RSS target < 200 MB)"]
                + measurements.map {
                    "  \(pad(String($0.rows), 8)) rows \(pad($0.source, 4))  first screen \(DecimalText.fixed($0.firstScreenMs, 1)) ms  "
                        + "index \(DecimalText.fixed($0.indexMs, 0)) ms  jump to end \(DecimalText.fixed($0.jumpToEndMs, 1)) ms  "
                        + "peak RSS \(DecimalText.fixed($0.rssPeakMB, 1)) MB"
                }
        }
    }

    public func run() throws -> Report {
        var measurements: [Measurement] = []
        for rows in rowCounts {
            progress("load: generating \(rows) rows")
            let file = try Self.dataset(rows: rows)
            for piped in [false, true] {
                progress("load: \(rows) rows from a \(piped ? "pipe" : "file")")
                measurements.append(try measureInChild(rows: rows, file: file, piped: piped))
            }
        }
        return Report(measurements: measurements)
    }

    /// Runs `burin bench --scenario load-child` in a fresh process, reading `file` directly or, when
    /// `piped`, from stdin fed by `cat` (as `burin gen ... | burin -` would).
    private func measureInChild(rows: Int, file: String, piped: Bool) throws -> Measurement {
        let me =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let arguments = [
            "bench", piped ? "-" : file, "--scenario", "load-child", "--rows", String(rows), "--size",
            "\(size.width)x\(size.height)",
        ]
        let child = Process()
        if piped {
            child.executableURL = URL(fileURLWithPath: "/bin/sh")
            let quoted = ([me] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            child.arguments = ["-c", "cat '\(file)' | " + quoted.joined(separator: " ")]
        } else {
            child.executableURL = URL(fileURLWithPath: me)
            child.arguments = arguments
        }
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0,
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var m = Measurement(json: json)
        else { throw BenchError("the load measurement for \(rows) rows failed (status \(child.terminationStatus))") }
        m.source = piped ? "pipe" : "file"
        return m
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
