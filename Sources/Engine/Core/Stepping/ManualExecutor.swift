/// An executor that runs nothing until told to, on the calling thread, with the context given at
/// init. Tests pick which queued job runs next ("workers finishing in random order"); frame-stepped
/// snapshots run a fixed number per frame, which makes a mid-scroll frame reproducible.
public final class ManualExecutor<Context>: JobExecutor, @unchecked Sendable {
    // @unchecked: the queue is under a lock; `context` is used only on the stepping thread.
    private let queue = Locked(JobQueue<Context>())
    private let running = Locked(0)
    private let context: Context

    public init(context: Context) {
        self.context = context
    }

    public func submit(_ job: PipelineJob<Context>) {
        queue.withLock { $0.push(job) }
    }

    public func reprioritize(_ body: (RowID, Ticket) -> Priority?) -> Int {
        queue.withLock { $0.reprioritize(body) }
    }

    public var queuedCount: Int { queue.withLock { $0.count } }
    public var runningCount: Int { running.withLock { $0 } }

    /// The rows of the queued jobs, in submission order.
    public var queuedRows: [RowID] { queue.withLock { $0.rows } }

    /// Runs the queued job at `index` (submission order). Returns false if there is none.
    @discardableResult
    public func run(at index: Int) -> Bool {
        run(queue.withLock { q in index >= 0 && index < q.count ? q.remove(at: index) : nil })
    }

    /// Runs the most urgent queued job, as a real pool would.
    @discardableResult
    public func runNext() -> Bool {
        run(queue.withLock { $0.popFirst() })
    }

    /// Runs up to `limit` queued jobs, most urgent first; returns how many ran.
    @discardableResult
    public func runNext(_ limit: Int) -> Int {
        var ran = 0
        while ran < limit, runNext() { ran += 1 }
        return ran
    }

    /// Runs every queued job, most urgent first, including jobs the runs submit.
    public func runAll() {
        while runNext() {}
    }

    private func run(_ job: PipelineJob<Context>?) -> Bool {
        guard let job else { return false }
        running.withLock { $0 += 1 }
        job.run(context)
        running.withLock { $0 -= 1 }
        return true
    }
}
