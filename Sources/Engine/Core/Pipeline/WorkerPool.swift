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
    private let makeContext: @Sendable () -> Context
    /// The context for jobs run on the submitting thread when no worker thread could start.
    private var inlineContext: Context?
    /// How many threads the pool runs: `size` as asked, unless the system refused some (out of
    /// memory or address space, a thread limit), in which case it is what did start. Set once, in
    /// `init`; worker threads never read it.
    public private(set) var size = 0
    /// How many threads were asked for.
    public let requestedSize: Int

    /// Each worker's stack. Workers run no deep recursion (the JSON parser runs on the feed's loader
    /// queue), and 64 workers with the default 8 MB stacks reserve 512 MB of address space.
    public static var stackBytes: Int { 2 << 20 }

    /// Starts `size` worker threads (at least one), each named `name-N`. When the system refuses to
    /// start one, the pool runs with those that started; when none started, jobs run on the
    /// submitting thread, so work is slower but never lost.
    public init(size: Int, name: String, makeContext: @escaping @Sendable () -> Context) {
        requestedSize = max(1, size)
        self.makeContext = makeContext
        var started = 0
        for i in 0..<requestedSize {
            exited.enter()
            let threadName = "\(name)-\(i)"
            let launched = WorkerThread.start { [self] in
                WorkerThread.setName(threadName)
                self.workLoop(context: makeContext())
                self.exited.leave()
            }
            guard launched else {
                exited.leave()
                break
            }
            started += 1
        }
        self.size = started
    }

    /// A sensible default: one worker per core, at most 16 (YYAsyncLayer's cap), leaving the main
    /// loop a core on small machines.
    public static var defaultSize: Int {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return min(16, max(1, cores > 2 ? cores - 1 : cores))
    }

    public func submit(_ job: PipelineJob<Context>) {
        if size == 0 {
            let context = inlineContext ?? makeContext()
            inlineContext = context
            job.run(context)
            return
        }
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
