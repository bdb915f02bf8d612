import BurinCore
import BurinTestSupport
import Dispatch
import Synchronization
import Testing

/// Real threads: these run under ThreadSanitizer in CI.
@Suite struct WorkerPoolTests {
    final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    @Test func runsEveryJobOnItsWorkersOwnContext() {
        // Each worker numbers its context as it makes it, so a job can tell whose context it ran on.
        let made = Counter()
        let pool = WorkerPool<Int>(size: 3, name: "test") { made.value.add(1, ordering: .relaxed).oldValue }
        let done = DispatchSemaphore(value: 0)
        let contexts = Locked<Set<Int>>([])
        let sentinel = Sentinel()
        for i in 0..<200 {
            pool.submit(
                PipelineJob(row: RowID(i), priority: Priority(.visible, distance: i), ticket: sentinel.ticket()) {
                    context in
                    contexts.withLock { _ = $0.insert(context) }
                    done.signal()
                })
        }
        for _ in 0..<200 { done.wait() }
        let seen = contexts.withLock { $0 }
        #expect(!seen.isEmpty && seen.isSubset(of: Set(0..<3)), "only the workers' own contexts: \(seen)")
        pool.shutdown()
        #expect(made.value.load(ordering: .relaxed) == 3, "one context per worker, never more")
    }

    @Test func cancelledJobsAreDroppedBeforeTheyStart() {
        let pool = WorkerPool<Void>(size: 1, name: "test") {}
        let gate = DispatchSemaphore(value: 0)
        let ran = Counter()
        let sentinel = Sentinel()
        let blocking = DispatchSemaphore(value: 0)
        // Block the only worker so that the rest stay queued.
        pool.submit(
            PipelineJob(row: RowID(0), priority: Priority(.visible, distance: 0), ticket: sentinel.ticket()) { _ in
                blocking.signal()
                gate.wait()
            })
        blocking.wait()
        let stale = Sentinel()
        for i in 1...50 {
            pool.submit(
                PipelineJob(row: RowID(i), priority: Priority(.visible, distance: i), ticket: stale.ticket()) { _ in
                    ran.value.add(1, ordering: .relaxed)
                })
        }
        stale.increase()
        let dropped = pool.reprioritize { _, ticket in ticket.isCancelled ? nil : Priority(.visible) }
        #expect(dropped == 50)
        #expect(pool.queuedCount == 0)
        gate.signal()
        pool.shutdown()
        #expect(ran.value.load(ordering: .relaxed) == 0)
    }

    @Test func mostUrgentJobRunsFirst() {
        let pool = WorkerPool<Void>(size: 1, name: "test") {}
        let gate = DispatchSemaphore(value: 0)
        let order = Locked<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        let s = Sentinel()
        let blocking = DispatchSemaphore(value: 0)
        pool.submit(
            PipelineJob(row: RowID(-1), priority: Priority(.visible, distance: 0), ticket: s.ticket()) { _ in
                blocking.signal()
                gate.wait()
            })
        blocking.wait()
        for p in [5, 1, 9, 3] {
            pool.submit(
                PipelineJob(row: RowID(p), priority: Priority(.visible, distance: p), ticket: s.ticket()) { _ in
                    order.withLock { $0.append(p) }
                    done.signal()
                })
        }
        // Reversing priorities while queued changes the order.
        _ = pool.reprioritize { row, _ in Priority(.visible, distance: 100 - row.rawValue) }
        gate.signal()
        for _ in 0..<4 { done.wait() }
        #expect(order.withLock { $0 } == [9, 5, 3, 1])
        pool.shutdown()
    }

    @Test func pipelineOnRealThreadsSettlesWithoutRaces() {
        let source = TestSource(count: 400)
        let layoutPool = WorkerPool<Void>(size: 1, name: "layout") {}
        let drawPool = WorkerPool<Void>(size: 2, name: "draw") {}
        let pipeline = TestPipeline(
            renderer: TestRenderer(), source: source, layoutExecutor: layoutPool, drawExecutor: drawPool,
            clock: MonotonicClock(), width: 40, style: 0)
        // Every completion wakes the main loop, as the screen's waker does: the test waits for those
        // wake-ups instead of polling the clock.
        let wakeups = DispatchSemaphore(value: 0)
        pipeline.setWaker { wakeups.signal() }
        var invariant = DisplayInvariant()
        var rng = SplitMix64(seed: 7)
        for step in 0..<400 {
            if step % 3 == 0 { pipeline.scroll(by: rng.int(-8...12), viewportHeight: 20) }
            if step % 5 == 0 { source.bump(rng.int(0...399)) }
            if step % 97 == 0 { pipeline.width = rng.pick([30, 40, 50]) }
            let frame = pipeline.frame(viewportHeight: 20)
            #expect(invariant.check(frame) { source.versions[$0.rawValue] }.isEmpty)
        }
        var frame = pipeline.frame(viewportHeight: 20)
        while frame.rows.contains(where: { $0.display == .placeholder }) || pipeline.isBusy {
            // Work is queued, running or delivered, so a wake-up is coming; 10 s is only a bound
            // against a pipeline that stopped asking for work it still needs.
            guard wakeups.wait(timeout: .now() + .seconds(10)) == .success else {
                Issue.record("no completion within 10 s with rows still to draw")
                break
            }
            frame = pipeline.frame(viewportHeight: 20)
        }
        #expect(!frame.rows.isEmpty)
        #expect(frame.rows.allSatisfy { $0.display != .placeholder })
        layoutPool.shutdown()
        drawPool.shutdown()
        let c = pipeline.counters
        #expect(c.drawsStarted <= c.drawsRequested)
        #expect(c.drawsAccepted <= c.drawsFinished)
    }

}
