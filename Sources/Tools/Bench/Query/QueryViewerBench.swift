import BurinCore
import BurinListViewer
import BurinTerminal
import BurinText
import FeedData
import Glibc
import MerchantFeed

/// The query as the viewer shows it (issue 29's bars): how soon after the query's last key the first
/// matching row is drawn on screen, and what scrolling frames cost while a query's scan runs beside
/// them against the same scroll with none running. The real viewer on a byte-counting terminal
/// (threads, the loop paced at 60 fps as the interactive loop paces a busy viewer), keys given to
/// `step` as the loop gives them; each frame timed whole, input to its last byte written.
struct QueryViewerBench {
    let path: String
    let progress: (String) -> Void

    static let size = CellSize(width: 100, height: 40)
    /// A quick typist's pace, about ten keys a second: each key restarts the search, as it would.
    static let keyInterval = Duration.milliseconds(100)
    /// Frames of each scroll measured.
    static let scrollFrames = 360
    static let fps = 60

    /// The first matching row of one query.
    struct FirstRow: Sendable {
        let query: String
        /// Nil when no matching row was drawn within ten seconds.
        let milliseconds: Double?
    }

    struct Figures: Sendable {
        var firstRows: [FirstRow] = []
        var idleFrameMs: [Double] = []
        var queryFrameMs: [Double] = []
        /// Among `queryFrameMs`, the frames whose key started a scan, and the others (scroll only).
        var startFrameMs: [Double] = []
        var scrollWhileScanningMs: [Double] = []
        /// The main thread's CPU time of the same frames.
        var idleCPUMs: [Double] = []
        var queryCPUMs: [Double] = []
        var idleRunQueueMs: [Double] = []
        var queryRunQueueMs: [Double] = []
        /// Scans started to keep one running through the measured frames.
        var scans = 0
        /// Rows laid out in each scroll: a retyped query starts the list again from its top, so that
        /// scroll shows rows drawn before; the scroll beside counting goes on down the list.
        var idleLayouts = 0
        var queryLayouts = 0
        /// The same held ↓ from the middle of the matches while the counts of a field are counted
        /// again and again on the scan's workers: the scan's load beside rows drawn fresh.
        var countingFrameMs: [Double] = []
        var countingLayouts = 0
        var countingScans = 0

        /// The slowest query's first row; infinite when one never showed.
        var firstRowWorstMs: Double { firstRows.map { $0.milliseconds ?? .infinity }.max() ?? 0 }
        func p(_ list: [Double], _ q: Double) -> Double { FrameStatistics.percentile(list, q) }
        /// p99 of the frames while a query runs over idle's p99.
        var p99Ratio: Double { p(queryFrameMs, 99) / max(0.001, p(idleFrameMs, 99)) }
        /// p99 of the frames while counts are counted over idle's p99.
        var countingP99Ratio: Double { p(countingFrameMs, 99) / max(0.001, p(idleFrameMs, 99)) }
    }

    /// Steps the viewer at the loop's pace: each frame waits for its tick, as a busy viewer's does.
    private final class Pacer {
        let viewer: FeedViewer
        let clock = MonotonicClock()
        let interval = Duration.seconds(1) / QueryViewerBench.fps
        var deadline: Duration

        init(_ viewer: FeedViewer) {
            self.viewer = viewer
            deadline = clock.now()
        }

        /// The main thread's CPU time of each frame, in milliseconds: what a frame cost the main loop,
        /// against what it took on the clock (the difference: the CPU went to another thread).
        var cpuMs: [Double] = []
        /// The time each frame's main thread was ready to run but waited for a CPU (the kernel's
        /// schedstat), in milliseconds.
        var runQueueMs: [Double] = []

        /// One frame with `events`; its cost in milliseconds.
        @discardableResult
        func frame(_ events: [InputEvent] = []) -> Double {
            wait(untilUptime: deadline)
            let start = clock.now()
            let cpu = Self.threadCPU()
            let queued = Self.runQueueWait()
            viewer.step(events: events)
            cpuMs.append(Self.threadCPU() - cpu)
            runQueueMs.append(Self.runQueueWait() - queued)
            let cost = (clock.now() - start).milliseconds
            deadline = max(deadline + interval, start)
            return cost
        }

        /// Milliseconds this thread has waited on a run queue (/proc/thread-self/schedstat's second
        /// field); 0 where the kernel does not say.
        static func runQueueWait() -> Double {
            let fd = open("/proc/thread-self/schedstat", O_RDONLY)
            guard fd >= 0 else { return 0 }
            defer { close(fd) }
            var bytes = [UInt8](repeating: 0, count: 128)
            let count = read(fd, &bytes, bytes.count)
            guard count > 0 else { return 0 }
            let fields = bytes[..<count].split(separator: UInt8(ascii: " "))
            guard fields.count > 1, let nanoseconds = Double(String(decoding: fields[1], as: UTF8.self)) else {
                return 0
            }
            return nanoseconds / 1e6
        }

        static func threadCPU() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
        }

        /// Frames until `done` holds, for at most `limit`.
        func frames(for limit: Duration, until done: () -> Bool) {
            let end = clock.now() + limit
            while !done(), clock.now() < end { frame() }
        }
    }

    func run(queries: [String]) throws -> Figures {
        let screen = try ByteCountingTerminal.make(size: Self.size)
        defer { screen.shutdown() }
        let feed = try FeedSource(path: path, waker: screen.waker)
        feed.waitUntilIndexed()
        var options = ViewerOptions()
        options.targetFPS = Self.fps
        let viewer = FeedViewer(screen: screen, feed: feed, options: options)
        defer { viewer.shutdown() }
        let pace = Pacer(viewer)
        pace.frames(for: .seconds(10)) { viewer.isSettled }

        var figures = Figures()
        for query in queries {
            progress("query: the viewer, first row of \(query)")
            figures.firstRows.append(FirstRow(query: query, milliseconds: firstRow(of: query, pace: pace)))
        }

        // The same scroll twice (a held ↓), down the first query's matches: once settled, once with
        // scans of it running, one started again each time one finishes.
        let query = queries.first ?? ""
        let down = [InputEvent.key(.down)]
        let paste =
            [InputEvent.key(.escape), .key(.character("/"))] + query.map { .key(.character($0)) } + [.key(.enter)]
        progress("query: the viewer, scrolling idle")
        pace.frame(paste)
        pace.frames(for: .seconds(10)) { viewer.isSettled && viewer.model.isFilterComplete }
        pace.cpuMs.removeAll()
        pace.runQueueMs.removeAll()
        var laidOut = viewer.pipeline.counters.layoutsFinished
        for _ in 0..<Self.scrollFrames { figures.idleFrameMs.append(pace.frame(down)) }
        figures.idleLayouts = viewer.pipeline.counters.layoutsFinished - laidOut
        laidOut = viewer.pipeline.counters.layoutsFinished
        figures.idleCPUMs = pace.cpuMs
        figures.idleRunQueueMs = pace.runQueueMs
        pace.cpuMs.removeAll()
        pace.runQueueMs.removeAll()
        progress("query: the viewer, scrolling while the query runs")
        // A scan is started again as a key would start it: `/`, a key that changes the query without
        // changing its matches (`rating>=4.80`, then back), Enter; the scroll's hold goes on.
        let restarts: [[InputEvent]] = [
            [.key(.character("/")), .key(.character("0")), .key(.enter)],
            [.key(.character("/")), .key(.backspace), .key(.enter)],
        ]
        while figures.queryFrameMs.count < Self.scrollFrames {
            let started = pace.frame(restarts[figures.scans % 2])
            figures.queryFrameMs.append(started)
            figures.startFrameMs.append(started)
            figures.scans += 1
            while !viewer.model.isFilterComplete, figures.queryFrameMs.count < Self.scrollFrames {
                let scrolled = pace.frame(down)
                figures.queryFrameMs.append(scrolled)
                figures.scrollWhileScanningMs.append(scrolled)
            }
        }
        figures.queryLayouts = viewer.pipeline.counters.layoutsFinished - laidOut
        figures.queryCPUMs = pace.cpuMs
        figures.queryRunQueueMs = pace.runQueueMs
        try scrollWhileCounting(pace: pace, down: down, into: &figures)
        return figures
    }

    /// The held ↓ from the middle of the finished filter's matches while `tags` is counted over and
    /// over (a new count each time one finishes), as the counts panel counts: the list stays, so the
    /// scroll draws rows it has not drawn before, with the scan's workers busy beside it.
    private func scrollWhileCounting(pace: Pacer, down: [InputEvent], into figures: inout Figures) throws {
        let viewer = pace.viewer
        guard let counts = viewer.model.counts else { return }
        progress("query: the viewer, scrolling while counts are counted")
        pace.frames(for: .seconds(10)) { viewer.model.isFilterComplete }
        let middle = "\(max(1, viewer.model.rowCount / 2))G"
        pace.frame(middle.map { .key(.character($0)) })
        pace.frames(for: .seconds(10)) { viewer.isSettled }
        let laidOut = viewer.pipeline.counters.layoutsFinished
        try counts.startCounts(of: "tags")
        figures.countingScans = 1
        while figures.countingFrameMs.count < Self.scrollFrames {
            figures.countingFrameMs.append(pace.frame(down))
            if counts.drain()?.result != nil {
                try counts.startCounts(of: "tags")
                figures.countingScans += 1
            }
        }
        counts.cancel()
        figures.countingLayouts = viewer.pipeline.counters.layoutsFinished - laidOut
    }

    /// Types `query` after `/` at `keyInterval`, and times from its last key's arrival to the end of the
    /// first frame that shows a matching row drawn (every row of the filtered list matches).
    private func firstRow(of query: String, pace: Pacer) -> Double? {
        let viewer = pace.viewer
        pace.frame([.key(.escape)])
        pace.frames(for: .seconds(10)) { viewer.isSettled }
        pace.frame([.key(.character("/"))])
        for character in query.dropLast() {
            let typed = pace.clock.now()
            pace.frame([.key(.character(character))])
            pace.frames(for: Self.keyInterval - (pace.clock.now() - typed)) { false }
        }
        let start = pace.clock.now()
        pace.deadline = start
        pace.frame(query.last.map { [.key(.character($0))] } ?? [])
        pace.frames(for: .seconds(10)) { Self.showsMatch(viewer, query: query) }
        let elapsed = (pace.clock.now() - start).milliseconds
        let shown = Self.showsMatch(viewer, query: query)
        pace.frame([.key(.enter)])
        pace.frames(for: .seconds(10)) { viewer.model.isFilterComplete }
        return shown ? elapsed : nil
    }

    /// Whether the screen shows a row of `query`'s matches, drawn.
    private static func showsMatch(_ viewer: FeedViewer, query: String) -> Bool {
        guard viewer.model.filter?.query == query, viewer.model.rowCount > 0 else { return false }
        return viewer.lastFrame?.rows.contains { row in
            if row.id != nil, case .drawing = row.display { true } else { false }
        } ?? false
    }
}

extension QueryViewerBench.Figures {
    var json: [String: Any] {
        [
            "first_row_ms": Dictionary(
                uniqueKeysWithValues: firstRows.map { ($0.query, $0.milliseconds.map(round2) ?? -1) }),
            "scroll_idle_ms": ["p50": round2(p(idleFrameMs, 50)), "p99": round2(p(idleFrameMs, 99))],
            "scroll_query_ms": ["p50": round2(p(queryFrameMs, 50)), "p99": round2(p(queryFrameMs, 99))],
            "scroll_p99_ratio": round2(p99Ratio), "scans_during_scroll": scans,
            "scan_start_frame_ms": ["p50": round2(p(startFrameMs, 50)), "max": round2(startFrameMs.max() ?? 0)],
            "main_thread_cpu_ms": [
                "idle_p99": round2(p(idleCPUMs, 99)), "query_p99": round2(p(queryCPUMs, 99)),
            ],
            "main_thread_run_queue_ms": [
                "idle_p99": round2(p(idleRunQueueMs, 99)), "query_p99": round2(p(queryRunQueueMs, 99)),
            ],
            "scroll_counting_ms": ["p50": round2(p(countingFrameMs, 50)), "p99": round2(p(countingFrameMs, 99))],
            "scroll_counting_p99_ratio": round2(countingP99Ratio), "counts_during_scroll": countingScans,
            "rows_laid_out": ["idle": idleLayouts, "query": queryLayouts, "counting": countingLayouts],
            "scroll_while_scanning_ms": [
                "p50": round2(p(scrollWhileScanningMs, 50)), "p99": round2(p(scrollWhileScanningMs, 99)),
            ],
        ]
    }

    var tableRows: [String] {
        func ms(_ value: Double) -> String { DecimalText.fixed(value, 1) }
        var rows = firstRows.map {
            "  viewer  first matching row drawn "
                + ($0.milliseconds.map { "\(ms($0)) ms after" } ?? "NOT within 10 s of")
                + " the last key of / \($0.query)"
        }
        rows.append(
            "  viewer  scroll frames idle p50 \(ms(p(idleFrameMs, 50))) p99 \(ms(p(idleFrameMs, 99))) ms; with the "
                + "query running p50 \(ms(p(queryFrameMs, 50))) p99 \(ms(p(queryFrameMs, 99))) ms (\(scans) scans): "
                + "p99 \(DecimalText.fixed(p99Ratio, 2))x idle; rows laid out \(idleLayouts) idle, \(queryLayouts) "
                + "with the query (each scan starts the list from its top)")
        rows.append(
            "  viewer  scroll from the middle of the matches while tags are counted again and again (\(countingScans) "
                + "counts, \(countingLayouts) rows laid out): p50 \(ms(p(countingFrameMs, 50))) p99 "
                + "\(ms(p(countingFrameMs, 99))) ms: p99 \(DecimalText.fixed(countingP99Ratio, 2))x idle")
        rows.append(
            "  viewer  of which the frames whose key started a scan p50 \(ms(p(startFrameMs, 50))) max "
                + "\(ms(startFrameMs.max() ?? 0)) ms, the scroll frames while it ran p50 "
                + "\(ms(p(scrollWhileScanningMs, 50))) p99 \(ms(p(scrollWhileScanningMs, 99))) ms; the main thread's "
                + "CPU a frame p99 \(ms(p(idleCPUMs, 99))) ms idle, \(ms(p(queryCPUMs, 99))) ms with the query; "
                + "waiting for a CPU p99 \(ms(p(idleRunQueueMs, 99))) ms idle, \(ms(p(queryRunQueueMs, 99))) ms with it"
        )
        return rows
    }
}
