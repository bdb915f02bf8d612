import Dispatch
import Foundation

/// A fixed number of worker threads taking jobs from one priority queue: Graver's "parallel within a
/// queue". Threads are created once, in `init`; nothing a scroll does can create more.
///
/// Each worker builds its own `Context` on its own thread with `makeContext` (FreeType faces, a text
/// engine) and keeps it for its whole life: contexts never cross threads, so they need not be Sendable.
public final class WorkerPool<Context>: JobExecutor, @unchecked Sendable {
    // @unchecked: all mutable state is inside `state` (a lock); `wakeups` and `exited` are
    // thread-safe Dispatch objects; `Context` values never leave the thread that made them.
    private struct State {
        var queue = JobQueue<Context>()
        var running = 0
        var shuttingDown = false
    }

    private let state = Locked(State())
    private let wakeups = DispatchSemaphore(value: 0)
    private let exited = DispatchGroup()
    /// How many threads the pool runs.
    public let size: Int

    /// Starts `size` worker threads (at least one), each named `name-N`.
    public init(size: Int, name: String, makeContext: @escaping @Sendable () -> Context) {
        self.size = max(1, size)
        for i in 0..<self.size {
            exited.enter()
            let thread = Thread { [self] in
                self.workLoop(context: makeContext())
                self.exited.leave()
            }
            thread.name = "\(name)-\(i)"
            thread.start()
        }
    }

    /// A sensible default: one worker per core, at most 16 (YYAsyncLayer's cap), leaving the main
    /// loop a core on small machines.
    public static var defaultSize: Int {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return min(16, max(1, cores > 2 ? cores - 1 : cores))
    }

    public func submit(_ job: PipelineJob<Context>) {
        let accepted = state.withLock { s -> Bool in
            guard !s.shuttingDown else { return false }
            s.queue.push(job)
            return true
        }
        if accepted { wakeups.signal() }
    }

    public func reprioritize(_ body: (RowID, Ticket) -> Priority?) -> Int {
        state.withLock { $0.queue.reprioritize(body) }
    }

    public var queuedCount: Int { state.withLock { $0.queue.count } }
    public var runningCount: Int { state.withLock { $0.running } }

    /// Stops taking jobs, drops the queue, and waits for running jobs to finish. Idempotent.
    public func shutdown() {
        let first = state.withLock { s -> Bool in
            defer { s.shuttingDown = true }
            _ = s.queue.reprioritize { _, _ in nil }
            return !s.shuttingDown
        }
        guard first else { return }
        for _ in 0..<size { wakeups.signal() }
        exited.wait()
    }

    private func workLoop(context: Context) {
        while true {
            wakeups.wait()
            let next = state.withLock { s -> (job: PipelineJob<Context>?, stop: Bool) in
                if s.shuttingDown { return (nil, true) }
                guard let job = s.queue.popFirst() else { return (nil, false) }
                s.running += 1
                return (job, false)
            }
            if next.stop { return }
            guard let job = next.job else { continue }  // dropped by reprioritize after its wakeup
            job.run(context)
            state.withLock { $0.running -= 1 }
        }
    }
}
