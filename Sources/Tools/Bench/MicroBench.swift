import BurinCore
import BurinListViewer
import BurinRaster
import BurinTerminal
import BurinText
import Dispatch
import FeedData
public import MerchantFeed

/// The costs of single stages, measured in-process: layout and drawing throughput, the median draw
/// cost of a 100-column card with warm caches, the glyph cache's hit rate, and the bytes a one-line
/// scroll sends at 200x60 against the bytes of the line it exposes.
public struct MicroBench {
    public let path: String
    public let options: ViewerOptions
    public let progress: (String) -> Void

    public init(path: String, options: ViewerOptions, progress: @escaping (String) -> Void = { _ in }) {
        self.path = path
        self.options = options
        self.progress = progress
    }

    /// The micro figures, as JSON and as table rows.
    public struct Report: Sendable {
        public var rows = 0
        public var layoutRowsPerSecond = 0.0
        public var drawRowsPerSecondPerWorker = 0.0
        public var cardDrawMicrosecondsMedian = 0.0
        public var cardDrawMicrosecondsP90 = 0.0
        public var bannerDrawMicrosecondsMedian = 0.0
        public var glyphCacheHitRate = 0.0
        public var scrollBytes = 0
        public var exposedLineBytes = 0
        /// The exposed line and the status line's change (its position: "TOP" to "1%"), painted into
        /// the unchanged screen: what a terminal must be told besides the scroll itself.
        public var exposedLineAndStatusBytes = 0
        public var overlayMicroseconds = 0.0
        /// Main-loop time of a frame that scrolls a settled 200x60 screen by one line (schedule,
        /// compose, diff, encode), median, per screen cell; and of a frame where nothing changed.
        public var mainLoopNanosecondsPerCell = 0.0
        public var idleFrameNanosecondsPerCell = 0.0
        public var mainLoopFrameMicroseconds = 0.0
        /// The schedule (the pipeline's frame) and the compose of that one-line-scroll frame, median.
        public var scrollScheduleMicroseconds = 0.0
        public var scrollComposeMicroseconds = 0.0

        public var json: [String: Any] {
            [
                "scenario": "micro", "rows": rows, "layout_rows_per_s": round2(layoutRowsPerSecond),
                "draw_rows_per_s_per_worker": round2(drawRowsPerSecondPerWorker),
                "card_draw_us_median_100col": round2(cardDrawMicrosecondsMedian),
                "card_draw_us_p90_100col": round2(cardDrawMicrosecondsP90),
                "banner_draw_us_median_100col": round2(bannerDrawMicrosecondsMedian),
                "glyph_cache_hit_rate": round3(glyphCacheHitRate),
                "overlay_us": round2(overlayMicroseconds),
                "overlay_share_of_60hz_frame": round3(overlayMicroseconds / 16_667),
                "main_loop_ns_per_cell_200x60": round2(mainLoopNanosecondsPerCell),
                "main_loop_frame_us_200x60": round2(mainLoopFrameMicroseconds),
                "unchanged_frame_ns_per_cell_200x60": round2(idleFrameNanosecondsPerCell),
                "scroll_one_line_schedule_us_200x60": round2(scrollScheduleMicroseconds),
                "scroll_one_line_compose_us_200x60": round2(scrollComposeMicroseconds),
                "scroll_one_line_200x60": [
                    "bytes": scrollBytes, "exposed_line_bytes": exposedLineBytes,
                    "ratio": ratio(scrollBytes, exposedLineBytes),
                    "exposed_line_and_status_bytes": exposedLineAndStatusBytes,
                    "ratio_with_status": ratio(scrollBytes, exposedLineAndStatusBytes),
                ],
            ]
        }

        public var tableRows: [String] {
            [
                "micro (\(rows) rows, width 100, one worker, warm caches)",
                "  layout           \(DecimalText.fixed(layoutRowsPerSecond, 0)) rows/s",
                "  draw             \(DecimalText.fixed(drawRowsPerSecondPerWorker, 0)) rows/s per worker",
                "  card draw        median \(DecimalText.fixed(cardDrawMicrosecondsMedian, 1)) µs, p90 \(DecimalText.fixed(cardDrawMicrosecondsP90, 1)) µs (target ≤ 200 µs)",
                "  banner draw      median \(DecimalText.fixed(bannerDrawMicrosecondsMedian, 1)) µs",
                "  glyph cache      \(DecimalText.fixed(glyphCacheHitRate * 100, 1))% hits",
                "  fps overlay      \(DecimalText.fixed(overlayMicroseconds, 1)) µs a frame (\(DecimalText.fixed(overlayMicroseconds / 166.67, 2))% of a 60 Hz frame, target < 5%)",
                "  main loop        \(DecimalText.fixed(mainLoopNanosecondsPerCell, 1)) ns a cell (\(DecimalText.fixed(mainLoopFrameMicroseconds, 0)) µs a one-line-scroll frame at 200x60; \(DecimalText.fixed(idleFrameNanosecondsPerCell, 1)) ns a cell when nothing changed)",
                "  scroll a line    schedule \(DecimalText.fixed(scrollScheduleMicroseconds, 1)) µs, compose \(DecimalText.fixed(scrollComposeMicroseconds, 1)) µs (median, 200x60)",
                "  one-line scroll  \(scrollBytes) B: \(DecimalText.fixed(ratio(scrollBytes, exposedLineBytes), 2))x the exposed line alone (\(exposedLineBytes) B), \(DecimalText.fixed(ratio(scrollBytes, exposedLineAndStatusBytes), 2))x it with the status line's change (\(exposedLineAndStatusBytes) B)",
            ]
        }

        private func ratio(_ bytes: Int, _ reference: Int) -> Double {
            reference == 0 ? 0 : round3(Double(bytes) / Double(reference))
        }
    }

    public func run() throws -> Report {
        var report = Report()
        progress("micro: loading")
        let feed = try FeedSource(path: path)
        feed.waitUntilIndexed()
        let count = min(feed.knownCount, 2000)
        feed.prefetch(0..<count)
        feed.waitUntilLoaded()
        let items = (0..<count).compactMap { feed.item(at: $0) }
        report.rows = items.count

        let renderer = FeedRenderer(
            style: FeedStyle(theme: options.theme), blitter: options.blitter, images: ImageCache(byteLimit: 16 << 20),
            usesFreeType: options.usesFreeType)
        let engine = renderer.makeLayoutContext()
        var layouts: [RowLayout<FeedAction>] = []

        progress("micro: layout")
        var layoutRates: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            layouts = items.map {
                renderer.layout(FeedRowContent(item: $0), width: 100, style: renderer.look, context: engine)
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            layoutRates.append(Double(items.count) / max(seconds, 1e-9))
        }
        report.layoutRowsPerSecond = FrameStatistics.percentile(layoutRates, 50)

        progress("micro: draw")
        let drawer = renderer.makeDrawContext()
        for layout in layouts { _ = drawer.draw(layout) }  // warm: images, glyphs
        var cardCosts: [Double] = []
        var bannerCosts: [Double] = []
        var total = 0.0
        for _ in 0..<3 {
            for (layout, item) in zip(layouts, items) {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = drawer.draw(layout)
                let micros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
                total += micros
                if case .merchant = item { cardCosts.append(micros) }
                if case .banner = item { bannerCosts.append(micros) }
            }
        }
        report.drawRowsPerSecondPerWorker = Double(layouts.count * 3) / (total / 1e6)
        report.cardDrawMicrosecondsMedian = FrameStatistics.percentile(cardCosts, 50)
        report.cardDrawMicrosecondsP90 = FrameStatistics.percentile(cardCosts, 90)
        report.bannerDrawMicrosecondsMedian = FrameStatistics.percentile(bannerCosts, 50)
        if let glyphs = (drawer.textPainter as? FreeTypeTextPainter)?.rasterizer.cacheStatistics {
            let lookups = glyphs.hits + glyphs.misses
            report.glyphCacheHitRate = lookups == 0 ? 0 : Double(glyphs.hits) / Double(lookups)
        }

        progress("micro: overlay")
        report.overlayMicroseconds = overlayCost()

        progress("micro: one-line scroll bytes")
        (report.scrollBytes, report.exposedLineBytes, report.exposedLineAndStatusBytes) = try scrollBytes()

        progress("micro: main loop")
        let (scrolling, unchanged, schedule, compose) = try mainLoopCost()
        let cells = 200.0 * 60
        report.scrollScheduleMicroseconds = schedule
        report.scrollComposeMicroseconds = compose
        report.mainLoopFrameMicroseconds = scrolling / 1e3
        report.mainLoopNanosecondsPerCell = scrolling / cells
        report.idleFrameNanosecondsPerCell = unchanged / cells
        return report
    }

    /// Median main-loop nanoseconds of a frame scrolling a settled 200x60 screen of the feed by one
    /// line, asynchronously, against the counting terminal; and of a frame where nothing moved.
    private func mainLoopCost() throws -> (scrolling: Double, unchanged: Double, schedule: Double, compose: Double) {
        let size = CellSize(width: 200, height: 60)
        let screen = try ByteCountingTerminal.make(size: size)
        defer { screen.shutdown() }
        let feed = try FeedSource(path: path, waker: screen.waker)
        feed.waitUntilIndexed()
        let viewer = FeedViewer(screen: screen, feed: feed, options: options)
        defer { viewer.shutdown() }
        settle(viewer)
        var scrolling: [Double] = []
        var unchanged: [Double] = []
        var schedule: [Double] = []
        var compose: [Double] = []
        for n in 0..<600 {
            // A line, then a frame to let drawings that arrived land, then an unchanged frame.
            viewer.pipeline.scroll(by: 1, viewportHeight: viewer.viewportHeight)
            let start = DispatchTime.now().uptimeNanoseconds
            let timing = viewer.step(events: [])
            scrolling.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            schedule.append(timing.schedule.seconds * 1e6)
            compose.append(timing.present.seconds * 1e6)
            if n % 4 == 3 {
                settle(viewer)
                let still = DispatchTime.now().uptimeNanoseconds
                viewer.step(events: [])
                unchanged.append(Double(DispatchTime.now().uptimeNanoseconds - still))
            }
        }
        return (
            FrameStatistics.percentile(scrolling, 50), FrameStatistics.percentile(unchanged, 50),
            FrameStatistics.percentile(schedule, 50), FrameStatistics.percentile(compose, 50)
        )
    }

    /// Bytes the screen sends for a one-line scroll of a settled 200x60 screen; the bytes it sends to
    /// paint only the newly exposed line into an otherwise unchanged screen; and to paint that line
    /// and the status line's change.
    private func scrollBytes() throws -> (scroll: Int, line: Int, lineAndStatus: Int) {
        let size = CellSize(width: 200, height: 60)
        let screen = try ByteCountingTerminal.make(size: size)
        let feed = try FeedSource(path: path, waker: screen.waker)
        feed.waitUntilIndexed()
        let viewer = FeedViewer(screen: screen, feed: feed, options: options)
        settle(viewer)
        let before = viewer.grid
        viewer.pipeline.scroll(by: 1, viewportHeight: viewer.viewportHeight)
        var bytes = viewer.step(events: []).bytes
        while !viewer.isSettled {
            wait(until: .now() + .milliseconds(2))
            bytes += viewer.step(events: []).bytes
        }
        let after = viewer.grid
        viewer.shutdown()
        screen.shutdown()

        // The same screen with only the exposed line (the list's last) changed; then with the status
        // line's change too.
        let exposedRow = viewer.viewportHeight - 1
        var oneLine = before
        for x in 0..<size.width { oneLine[x, exposedRow] = after[x, exposedRow] }
        var withStatus = oneLine
        for y in viewer.viewportHeight..<size.height {
            for x in 0..<size.width { withStatus[x, y] = after[x, y] }
        }
        return (
            bytes, try Self.bytes(painting: oneLine, over: before), try Self.bytes(painting: withStatus, over: before)
        )
    }

    /// Bytes a counting terminal showing `before` is sent to show `after`.
    private static func bytes(painting after: CellGrid, over before: CellGrid) throws -> Int {
        let terminal = try ByteCountingTerminal.make(size: before.size)
        defer { terminal.shutdown() }
        _ = terminal.present(before)
        return terminal.present(after)
    }

    /// What the fps overlay adds to a frame: its figures and its box on a 200x60 grid, with five
    /// seconds of frame history (RSS is read from /proc at most twice a second, as in the viewer).
    private func overlayCost() -> Double {
        var stats = FrameStatistics()
        var timing = FrameTiming()
        timing.schedule = .microseconds(400)
        timing.flush = .milliseconds(2)
        for i in 0..<300 { stats.record(start: .milliseconds(i * 16), timing: timing) }
        var overlay = FPSOverlay(isVisible: true)
        var grid = CellGrid(size: CellSize(width: 200, height: 60))
        var costs: [Double] = []
        for i in 0..<1000 {
            let start = DispatchTime.now().uptimeNanoseconds
            let lines = overlay.lines(
                stats: stats, counters: PipelineCounters(), workers: 2, now: .milliseconds(i * 16), targetFPS: 60)
            FPSOverlay.draw(lines, into: &grid, theme: .dark)
            costs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
        }
        return FrameStatistics.percentile(costs, 50)
    }

    private func settle(_ viewer: FeedViewer) {
        let deadline = DispatchTime.now() + .seconds(10)
        repeat {
            viewer.step(events: [])
            wait(until: .now() + .milliseconds(2))
        } while !viewer.isSettled && DispatchTime.now() < deadline
    }
}
