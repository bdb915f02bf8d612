public import BurinCore
import BurinListViewer
public import BurinTerminal
import Dispatch
import FeedData
public import MerchantFeed

/// Runs one scenario in one mode against the real pipeline and a byte-counting terminal screen, with
/// the main loop paced at the target frame rate, and gathers its figures.
///
/// Paced key latency: each frame's scripted motion stands for an input that arrived at a random moment
/// of the interval before the frame (SplitMix64, a fixed seed), as keys arrive at a terminal; the
/// latency is from that moment to the end of the frame that shows the motion (its last byte written).
/// It models a loop that handles input only on its ticks; the viewer answers a key at once, which
/// `KeysBench` measures from outside.
public struct ScenarioRunner {
    public var path: String
    public var size: CellSize
    public var frames: Int
    public var options: ViewerOptions
    /// Screens per second while moving; nil for the scenario's own.
    public var speed: Double?
    /// The screen's colours (`--color`); nil for the richest the bench's terminal type offers.
    public var colorMode: ColorMode?
    /// Called with (frames done, frames in all) as the run goes.
    public var progress: (Int, Int) -> Void = { _, _ in }
    /// Called with the viewer once the run's frames are done, to read what else it counted.
    var inspect: (FeedViewer) -> Void = { _ in }

    public init(path: String, size: CellSize, frames: Int, options: ViewerOptions) {
        self.path = path
        self.size = size
        self.frames = frames
        self.options = options
    }

    public func run(_ scenario: BenchScenario, sync: Bool) throws -> ModeResult {
        let screen = try ByteCountingTerminal.make(
            size: size, colorMode: colorMode)
        defer { screen.shutdown() }
        let feed = try FeedSource(path: path, waker: screen.waker)
        feed.waitUntilIndexed()
        var options = self.options
        options.pipeline.forceSync = sync
        options.liveRate = scenario.liveRate
        let viewer = FeedViewer(screen: screen, feed: feed, options: options)
        defer { viewer.shutdown() }

        // Both modes start from a settled first screen.
        let settleBy = DispatchTime.now() + .seconds(10)
        repeat {
            viewer.step(events: [])
            wait(until: DispatchTime.now() + .milliseconds(2))
        } while !viewer.isSettled && !viewer.isBusyWithLive && DispatchTime.now() < settleBy
        let before = viewer.pipeline.counters

        let clock = MonotonicClock()
        let fps = max(1, options.targetFPS)
        let interval = Duration.seconds(1) / fps
        let speed = self.speed ?? scenario.defaultSpeed
        var deadline = clock.now()
        var starts: [Duration] = []
        var costs: [Double] = []
        var bytes = 0
        var phases = FrameTiming()
        var placeholders = 0
        var visible = 0
        var violations = 0
        var invariant = DisplayInvariant()
        var owed = 0.0
        var rng = SplitMix64(seed: 0xBE7C)
        var arrivals = SplitMix64(seed: 0x1A7E)
        var latencies: [Double] = []
        let height = viewer.viewportHeight
        for n in 0..<frames {
            wait(untilUptime: deadline)
            let start = clock.now()
            var moved = false
            if scenario.jumps(frame: n, fps: fps) {
                let count = max(1, viewer.model.rowCount)
                viewer.pipeline.jump(toIndex: rng.int(0...(count - 1)), viewportHeight: height)
                moved = true
            } else {
                let lines = scenario.scroll(frame: n, height: height, fps: fps, speed: speed, owed: &owed)
                if lines > 0 {
                    viewer.pipeline.scroll(by: lines, viewportHeight: height)
                    moved = true
                }
                // At the end of the list, start again from the top (a long feed never runs out).
                if viewer.lastFrame.map({ $0.rows.last?.index == viewer.model.rowCount - 1 }) == true, lines > 0 {
                    viewer.pipeline.jump(toIndex: 0, viewportHeight: height)
                }
            }
            let timing = viewer.step(events: [])
            let end = clock.now()
            if moved {
                let waited = interval * arrivals.unit()
                latencies.append((waited + (end - start)).milliseconds)
            }
            starts.append(start)
            costs.append((end - start).milliseconds)
            bytes += timing.bytes
            phases.input += timing.input
            phases.schedule += timing.schedule
            phases.present += timing.present
            phases.flush += timing.flush
            let c = viewer.pipeline.counters
            placeholders += c.placeholderRows
            visible += c.visibleRows
            if let frame = viewer.lastFrame {
                violations += invariant.check(frame) { viewer.model.version(of: $0) }.count
            }
            deadline = max(deadline + interval, start)
            progress(n + 1, frames)
        }
        let after = viewer.pipeline.counters
        inspect(viewer)

        var r = ModeResult()
        r.frames = frames
        r.targetFPS = fps
        r.frameCosts = costs
        r.pacedKeyMsP50 = FrameStatistics.percentile(latencies, 50)
        r.pacedKeyMsP99 = FrameStatistics.percentile(latencies, 99)
        var rates: [Double] = []
        for i in starts.indices.dropFirst() {
            let dt = (starts[i] - starts[i - 1]).seconds
            if dt > 0 { rates.append(1 / dt) }
        }
        r.fpsP5 = FrameStatistics.percentile(rates, 5)
        r.fpsP50 = FrameStatistics.percentile(rates, 50)
        r.frameMsP50 = FrameStatistics.percentile(costs, 50)
        r.frameMsP95 = FrameStatistics.percentile(costs, 95)
        r.frameMsP99 = FrameStatistics.percentile(costs, 99)
        r.onTimeRatio = Double(costs.filter { $0 <= interval.milliseconds }.count) / Double(max(1, costs.count))
        r.placeholderRowRatio = Double(placeholders) / Double(max(1, visible))
        r.staleShown = violations
        r.drawsRequested = after.drawsRequested - before.drawsRequested
        r.drawsCancelledQueued = after.drawsCancelledQueued - before.drawsCancelledQueued
        r.drawsCancelledInflight = after.drawsCancelledInFlight - before.drawsCancelledInFlight
        r.drawsDiscardedStale = after.drawsDiscardedStale - before.drawsDiscardedStale
        r.drawsSynchronous = after.drawsSynchronous - before.drawsSynchronous
        r.placeholderDrawsHere = after.placeholderDrawsHere - before.placeholderDrawsHere
        r.placeholderDrawsDeferred = after.placeholderDrawsDeferred - before.placeholderDrawsDeferred
        r.bytesPerFrame = Double(bytes) / Double(max(1, frames))
        r.rssPeakMB = Double(ProcessMemory.peakResidentBytes) / Double(1 << 20)
        let n = Double(max(1, frames))
        r.phaseMs = [
            "input": phases.input.milliseconds / n, "schedule": phases.schedule.milliseconds / n,
            "compose": phases.present.milliseconds / n, "flush": phases.flush.milliseconds / n,
        ]
        return r
    }
}

func wait(until time: DispatchTime) {
    _ = DispatchSemaphore(value: 0).wait(timeout: time)
}

func wait(untilUptime deadline: Duration) {
    let nanos = deadline.components.seconds * 1_000_000_000 + deadline.components.attoseconds / 1_000_000_000
    guard nanos > 0 else { return }
    let target = DispatchTime(uptimeNanoseconds: UInt64(nanos))
    if target > DispatchTime.now() { wait(until: target) }
}

extension FeedViewer {
    /// Live updates keep a viewer from ever settling; the bench then settles by time alone.
    var isBusyWithLive: Bool { app.options.liveRate != nil && pipeline.counters.placeholderRows == 0 }
}
