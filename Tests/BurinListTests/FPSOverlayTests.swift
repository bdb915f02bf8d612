import BurinCore
import Testing

@testable import BurinList
@testable import BurinViewer

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

    @Test func theLoopWaitsForEverOnlyWithoutTheOverlay() throws {
        let fixture = try FeedFixture(lines: [merchantLine(id: 1, name: "Shop")])
        let hidden = ViewerHarness(feed: try fixture.source())
        #expect(hidden.viewer.idleWait == nil)
        hidden.press(.character("f"))
        #expect(hidden.viewer.idleWait == .milliseconds(500), "the overlay is refreshed while idle")
        let shown = ViewerHarness(feed: try fixture.source(), showsOverlay: true)
        shown.settle()
        #expect(shown.viewer.isIdle)
        #expect(shown.grid.text.contains("idle"), "the overlay of an idle viewer says so")
    }
}
