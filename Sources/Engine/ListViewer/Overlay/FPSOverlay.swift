public import BurinCore
import BurinText

/// What the pipeline is doing, drawn over the top-right corner (key `f`, or `--fps-overlay`).
/// - Note: Main loop only.
public struct FPSOverlay {
    public var isVisible: Bool
    private var rss = 0
    private var rssReadAt: Duration = .seconds(-10)

    public init(isVisible: Bool) {
        self.isVisible = isVisible
    }

    /// The lines of the overlay (plain text; styled when drawn).
    ///
    /// The rates are read at `now`, not at the last frame: while the viewer is idle it draws only to
    /// refresh this overlay, and the reading falls to what that is ("idle", a frame or two a second)
    /// instead of freezing at the last busy second.
    public mutating func lines(
        stats: FrameStatistics, counters c: PipelineCounters, workers: Int, now: Duration, targetFPS: Int,
        appLines: [String] = [], idle: Bool = false
    ) -> [String] {
        // /proc is read twice a second, not every frame: the overlay must cost next to nothing.
        if now - rssReadAt > .milliseconds(500) {
            rss = ProcessMemory.residentBytes
            rssReadAt = now
        }
        let fps = stats.instantaneousFPS(now: now)
        let current = stats.framesInLastSecond(now: now)
        let mean = stats.meanTiming(last: 30)
        func ms(_ d: Duration) -> String { DecimalText.fixed(d.milliseconds, 2) }
        let hitRate = Int((c.cacheHitRate * 100).rounded())
        return [
            "fps \(current)  p5 \(Int(FrameStatistics.percentile(fps, 5).rounded()))  p50 \(Int(FrameStatistics.percentile(fps, 50).rounded()))  "
                + (idle ? "idle" : "target \(targetFPS)"),
            "ms in \(ms(mean.input)) sched \(ms(mean.schedule)) pres \(ms(mean.present)) flush \(ms(mean.flush))",
            "bytes/frame \(bytes(mean.bytes))  rss \(bytes(rss))",
            "draws queued \(c.queueDepth) running \(c.inFlight)/\(workers) finished \(c.drawsFinished)",
            "accepted \(c.drawsAccepted)  coalesced changes \(c.invalidationsCoalesced)",
            "cancelled queued \(c.drawsCancelledQueued) in-flight \(c.drawsCancelledInFlight)",
            "stale discarded \(c.drawsDiscardedStale)  sync draws \(c.drawsSynchronous)",
            "placeholders \(c.placeholderRows)/\(c.visibleRows)  cache \(hitRate)% \(bytes(c.cacheBytes))",
            "placeholder draws here \(c.placeholderDrawsHere) left \(c.placeholderDrawsDeferred)",
        ] + appLines + [
            "ms " + FrameStatistics.sparkline(stats.recentMilliseconds(28), ceiling: 1000 / Double(max(1, targetFPS)))
        ]
    }

    /// Draws `lines` in a box at the top right of `grid`; returns the cells the box covers.
    @discardableResult
    public static func draw(_ lines: [String], into grid: inout CellGrid, theme: ListTheme) -> CellRect {
        let width = min(grid.size.width, (lines.map(\.count).max() ?? 0) + 2)
        let x = grid.size.width - width
        let style = TextStyle(foreground: theme.panelText, background: theme.panel)
        for (i, line) in lines.enumerated() where i < grid.size.height - 1 {
            grid.fillPanel(
                CellRect(x: x, y: i, width: width, height: 1), with: Cell(" ", background: CellColor(theme.panel)))
            grid.write(line, x: x + 1, y: i, width: width - 1, style: style)
        }
        return CellRect(x: x, y: 0, width: width, height: min(lines.count, max(0, grid.size.height - 1)))
    }

    private func bytes(_ n: Int) -> String {
        switch n {
        case ..<1024: "\(n)B"
        case ..<(1 << 20): "\(DecimalText.fixed(Double(n) / 1024, 1))k"
        default: "\(DecimalText.fixed(Double(n) / Double(1 << 20), 1))M"
        }
    }
}
