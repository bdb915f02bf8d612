import BurinTestSupport
import Testing

@testable import BurinCore

/// Random schedules of scrolling, flinging, jumping, content updates, resizes, workers finishing in
/// random order and late deliveries; after every frame the display invariant must hold. A failure
/// prints its seed and a shrunk schedule that still fails.
@Suite struct PipelinePropertyTests {
    enum Step: CustomStringConvertible {
        case frame
        case scroll(Int)
        case fling(Int)
        case jump(Int)
        case update([Int])
        case resize(Int)
        case runJobs(count: Int, seed: UInt64)
        case interleave(Bool)
        case holdDeliveries
        case releaseDeliveries(seed: UInt64)
        case tick(milliseconds: Int)
        case policy(DrawPolicy)

        var description: String {
            switch self {
            case .frame: "frame"
            case .scroll(let n): "scroll(\(n))"
            case .fling(let n): "fling(\(n))"
            case .jump(let i): "jump(\(i))"
            case .update(let rows): "update(\(rows))"
            case .resize(let w): "resize(\(w))"
            case .runJobs(let c, let s): "runJobs(\(c), seed: \(s))"
            case .interleave(let on): "interleave(\(on))"
            case .holdDeliveries: "holdDeliveries"
            case .releaseDeliveries(let s): "releaseDeliveries(seed: \(s))"
            case .tick(let ms): "tick(\(ms)ms)"
            case .policy(let p): "policy(\(p))"
            }
        }
    }

    struct Schedule {
        var rows: Int
        var viewport: Int
        var steps: [Step]
    }

    static func makeSchedule(seed: UInt64) -> Schedule {
        var rng = SplitMix64(seed: seed)
        let rows = rng.int(1...300)
        let viewport = rng.int(1...24)
        var steps: [Step] = []
        for _ in 0..<rng.int(10...60) {
            let roll = rng.int(0...99)
            switch roll {
            case 0..<22: steps.append(.frame)
            case 22..<36: steps.append(.scroll(rng.int(-6...6)))
            case 36..<40: steps.append(.fling(rng.int(-3...3) * viewport * 2))
            case 40..<44: steps.append(.jump(rng.int(0...(rows - 1))))
            case 44..<56:
                let n = rng.int(1...4)
                steps.append(.update((0..<n).map { _ in rng.int(0...(rows - 1)) }))
            case 56..<59: steps.append(.resize(rng.pick([12, 40, 80])))
            case 59..<84:
                steps.append(.runJobs(count: rng.int(1...12), seed: rng.next()))
            case 84..<88: steps.append(.interleave(rng.percent(50)))
            case 88..<92: steps.append(.holdDeliveries)
            case 92..<96: steps.append(.releaseDeliveries(seed: rng.next()))
            case 96..<98: steps.append(.policy(rng.pick(DrawPolicy.allCases)))
            default: steps.append(.tick(milliseconds: rng.int(1...100)))
            }
        }
        return Schedule(rows: rows, viewport: viewport, steps: steps)
    }

    /// Runs `schedule`; returns the first violation, or nil.
    static func run(_ schedule: Schedule) -> String? {
        var config = PipelineHarness.asynchronous
        config.cacheBytes = 64 << 20
        let h = PipelineHarness(rows: schedule.rows, width: 40, configuration: config)
        h.source.unloaded = Set(0..<schedule.rows)
        var invariant = DisplayInvariant()
        var failure: String?
        let viewport = schedule.viewport
        var interleaving = false
        var jobRng = SplitMix64(seed: 1)

        var insideFrame = false
        func frame(_ label: String) {
            insideFrame = true
            let f = h.pipeline.frame(viewportHeight: viewport)
            insideFrame = false
            guard failure == nil else { return }
            var problems = invariant.check(f) { id in h.source.versions[id.rawValue] }
            for row in f.rows {
                if case .drawing(let b) = row.display, b[0, 0].text != TestRenderer.signature(b.key) {
                    problems.append("row \(row.index) cells say \(b[0, 0].text) but key is \(b.key)")
                }
            }
            if !problems.isEmpty { failure = "\(label): " + problems.joined(separator: "; ") }
        }

        h.hook.action = { row in
            // Only a worker's drawing can overlap a frame; a synchronous one is part of the frame.
            guard interleaving, failure == nil, !insideFrame else { return }
            // The main loop moves on while this row is being drawn.
            if jobRng.int(0...2) == 0 { h.source.bump(row.rawValue) }
            frame("frame during a drawing")
        }

        for (n, step) in schedule.steps.enumerated() {
            guard failure == nil else { break }
            switch step {
            case .frame: frame("step \(n)")
            case .scroll(let lines): h.pipeline.scroll(by: lines, viewportHeight: viewport)
            case .fling(let lines):
                let stride = lines / 4
                for _ in 0..<4 {
                    h.pipeline.scroll(by: stride, viewportHeight: viewport)
                    h.clock.advance(by: .milliseconds(16))
                    frame("fling at step \(n)")
                }
            case .jump(let index): h.pipeline.jump(toIndex: index, viewportHeight: viewport)
            case .update(let rows): rows.forEach(h.source.bump)
            case .resize(let width): h.pipeline.width = width
            case .runJobs(let count, let seed):
                jobRng = SplitMix64(seed: seed)
                for _ in 0..<count {
                    let queues: [(Int, (Int) -> Bool)] = [
                        (h.layoutQueue.queuedCount, { h.layoutQueue.run(at: $0) }),
                        (h.drawQueue.queuedCount, { h.drawQueue.run(at: $0) }),
                    ].filter { $0.0 > 0 }
                    guard !queues.isEmpty else { break }
                    let (queued, run) = jobRng.pick(queues)
                    _ = run(jobRng.int(0...(queued - 1)))
                }
            case .interleave(let on): interleaving = on
            case .holdDeliveries: h.pipeline.inboxForTesting.setHolding(true)
            case .releaseDeliveries(let seed):
                var rng = SplitMix64(seed: seed)
                h.pipeline.inboxForTesting.setHolding(false)
                h.pipeline.inboxForTesting.releaseHeld { rng.shuffled($0) }
            case .tick(let ms): h.clock.advance(by: .milliseconds(ms))
            case .policy(let policy): h.source.policy = policy
            }
        }
        guard failure == nil else { return failure }

        // Liveness and accounting: once all work is done, every visible row shows its current content
        // and every requested drawing was accepted, discarded or cancelled.
        interleaving = false
        h.pipeline.inboxForTesting.setHolding(false)
        h.pipeline.inboxForTesting.releaseHeld { $0 }
        let settled = h.settle(viewportHeight: viewport)
        if let f = invariant.check(settled, currentVersion: { h.source.versions[$0.rawValue] }).first {
            return "after settling: \(f)"
        }
        for row in settled.rows {
            guard case .drawing(let b) = row.display, b.key.version == h.source.versions[row.index] else {
                return "after settling, row \(row.index) does not show its current content"
            }
        }
        let c = h.pipeline.counters
        let accounted = c.drawsAccepted + c.drawsDiscardedStale + c.drawsCancelledQueued + c.drawsCancelledInFlight
        if accounted != c.drawsRequested {
            return "requested \(c.drawsRequested) drawings but accounted for \(accounted): \(c)"
        }
        return nil
    }

    /// Removes steps one at a time while the schedule still fails.
    static func shrink(_ schedule: Schedule) -> Schedule {
        var best = schedule
        var progress = true
        while progress {
            progress = false
            for i in best.steps.indices.reversed() {
                var candidate = best
                candidate.steps.remove(at: i)
                if run(candidate) != nil {
                    best = candidate
                    progress = true
                }
            }
        }
        return best
    }

    @Test func tenThousandRandomSchedulesKeepTheInvariant() {
        let base: UInt64 = 0xB0_12_1A
        for n in 0..<10_000 {
            let seed = base &+ UInt64(n)
            let schedule = Self.makeSchedule(seed: seed)
            if let failure = Self.run(schedule) {
                let shrunk = Self.shrink(schedule)
                Issue.record(
                    """
                    seed \(seed) failed: \(failure)
                    shrunk schedule (rows \(shrunk.rows), viewport \(shrunk.viewport)): \
                    \(shrunk.steps.map(\.description).joined(separator: ", "))
                    fails with: \(Self.run(shrunk) ?? "?")
                    """)
                return
            }
        }
    }
}
