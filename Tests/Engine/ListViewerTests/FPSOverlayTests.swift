import BurinCore
import BurinTestSupport
import Testing

@testable import BurinListViewer

/// The fps overlay reads what the viewer does now: once frames stop it falls to an idle reading
/// instead of showing the last busy second for ever.
@Suite struct FPSOverlayTests {
    static func busySecond() -> FrameStatistics {
        var stats = FrameStatistics()
        for i in 0..<60 { stats.record(start: .seconds(1) * i / 60, timing: FrameTiming()) }
        return stats
    }

    static func firstLine(_ stats: FrameStatistics, at now: Duration, idle: Bool) -> String {
        var overlay = FPSOverlay(isVisible: true)
        return overlay.lines(
            stats: stats, counters: PipelineCounters(), workers: 1, now: now, targetFPS: 60, idle: idle)[0]
    }

    @Test func busyFramesReadAsTheirRate() {
        let line = Self.firstLine(Self.busySecond(), at: .milliseconds(990), idle: false)
        #expect(line.hasPrefix("fps 60  p5 60  p50 60"), "\(line)")
        #expect(line.hasSuffix("target 60"))
    }

    @Test func anIdleViewerReadsIdleNotItsLastBusySecond() {
        let line = Self.firstLine(Self.busySecond(), at: .seconds(6), idle: true)
        #expect(line.hasPrefix("fps 0  p5 0  p50 0"), "\(line)")
        #expect(line.hasSuffix("idle"))
    }

    @Test func refreshesWhileIdleReadAsWhatTheyAre() {
        var stats = Self.busySecond()
        // Idle afterwards: only the overlay's own refreshes, two a second.
        for i in 0..<10 { stats.record(start: .seconds(2) + .milliseconds(500 * i), timing: FrameTiming()) }
        let line = Self.firstLine(stats, at: .milliseconds(6_600), idle: true)
        #expect(line.hasPrefix("fps 2  p5 2  p50 2"), "\(line)")
    }

    @Test func afterABurstTheSlowFramesAgeOut() {
        var stats = FrameStatistics()
        // A burst of slow frames, then steady 60 Hz for four seconds.
        for i in 0..<10 { stats.record(start: .milliseconds(i * 60), timing: FrameTiming()) }
        for i in 0..<240 { stats.record(start: .milliseconds(600) + .seconds(1) * i / 60, timing: FrameTiming()) }
        let last = Duration.milliseconds(600) + .seconds(1) * 239 / 60
        let line = Self.firstLine(stats, at: last + .milliseconds(1), idle: false)
        #expect(line.hasPrefix("fps 60  p5 60  p50 60"), "\(line)")
    }

    @Test func theLoopWaitsForEverOnlyWithoutTheOverlay() {
        let hidden = ListHarness(notes: 1)
        #expect(hidden.viewer.idleWait == nil)
        hidden.press(.character("f"))
        #expect(hidden.viewer.idleWait == .milliseconds(500), "the overlay is refreshed while idle")
        let shown = ListHarness(notes: 1, showsOverlay: true)
        #expect(shown.viewer.isIdle)
        #expect(shown.grid.text.contains("idle"), "the overlay of an idle viewer says so")
    }

    /// `f` shows the overlay over the top-right corner of the list, with the app's lines after the
    /// pipeline's, and `f` again takes it away, leaving the list as it was.
    @Test func fTogglesTheOverlayWithTheAppsLines() {
        let h = ListHarness(notes: 60)
        let list = h.listText
        #expect(!list.contains("fps "))
        h.press(.character("f"))
        let top = h.line(0)
        #expect(top.hasPrefix("  note 1: "), "the list still shows at the left: \(top)")
        #expect(top.contains("fps "), "the overlay's first line at the right: \(top)")
        let overlay = h.listText
        #expect(overlay.contains("draws queued"))
        #expect(overlay.contains("notes held 60"), "the app's overlay line")
        #expect(h.statusLine.contains("1/60 TOP"), "the status bar is not covered")
        #expect(GridChecks.problems(in: h.grid) == [])
        h.press(.character("f"))
        #expect(h.listText == list)
    }
}
