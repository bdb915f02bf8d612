import BurinCore
import BurinListViewer
import BurinTerminal
import BurinTestSupport
import MerchantFeed
import Testing

/// A scripted session (live updates, keys, the wheel, focus, expansion, a filter and resizes) with the
/// display invariant checked after every frame: no row ever shows another row's drawing, a drawing
/// for another width, an older version after a newer one, or a placeholder where it was just drawn.
@Suite struct DisplayInvariantSessionTests {
    /// The session's input, frame by frame.
    static func script(frames: Int, seed: UInt64) -> [[InputEvent]] {
        var rng = SplitMix64(seed: seed)
        let keys: [Key] = [
            .character("j"), .character("k"), .character(" "), .character("b"), .character("d"), .character("u"),
            .character("n"), .character("N"), .enter, .character("G"), .character("g"), .down, .pageDown,
        ]
        let sizes = [(80, 24), (60, 20), (120, 40), (35, 15), (100, 30), (1, 1), (80, 24)]
        var script: [[InputEvent]] = []
        for frame in 0..<frames {
            var events: [InputEvent] = []
            switch rng.int(0...99) {
            case 0..<30: events.append(.key(rng.pick(keys)))
            case 30..<40: events.append(.mouse(.wheelDown(x: 10, y: 3)))
            case 40..<44: events.append(.mouse(.wheelUp(x: 10, y: 3)))
            case 44..<47:
                events.append(
                    .mouse(.click(x: rng.int(0...79), y: rng.int(0...22))))
            default: break
            }
            if frame % 60 == 59 {
                let size = sizes[(frame / 60) % sizes.count]
                events.append(.resize(columns: size.0, rows: size.1))
            }
            if frame == frames / 2 {
                events += [.key(.character("/")), .key(.character("面")), .key(.enter)]
            }
            if frame == frames / 2 + 40 { events.append(.key(.escape)) }
            script.append(events)
        }
        return script
    }

    private func run(threads: Bool, drawsPerFrame: Int, frames: Int, seed: UInt64) throws {
        let fixture = try FeedFixture(generated: 400)
        let h = ViewerHarness(feed: try fixture.source(), liveRate: 40, drawsPerFrame: drawsPerFrame, threads: threads)
        var invariant = DisplayInvariant()
        var violations: [String] = []
        for (number, events) in Self.script(frames: frames, seed: seed).enumerated() {
            let frame = try #require(h.step(events))
            for violation in invariant.check(frame, currentVersion: { h.viewer.model.version(of: $0) }) {
                violations.append("frame \(number): \(violation)")
            }
            let problems = GridChecks.problems(in: h.grid)
            if !problems.isEmpty { violations.append("frame \(number): \(problems.prefix(2))") }
            #expect(h.viewer.isRunning)
        }
        #expect(violations.isEmpty, "\(violations.prefix(5))")
        #expect(h.viewer.model.changesApplied > 100, "live updates and focus changes happened")
        #expect(h.viewer.pipeline.counters.drawsAccepted > 0)
    }

    @Test func steppedSessionWithFewDrawsPerFrame() throws {
        try run(threads: false, drawsPerFrame: 2, frames: 600, seed: 1)
    }

    @Test func steppedSessionWithManyDrawsPerFrame() throws {
        try run(threads: false, drawsPerFrame: 50, frames: 400, seed: 2)
    }

    @Test func threadedSession() throws {
        try run(threads: true, drawsPerFrame: 0, frames: 400, seed: 3)
    }
}
