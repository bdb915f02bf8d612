/// An executor that runs nothing until told to, on the calling thread, with the context given at
/// init. Tests pick which queued job runs next ("workers finishing in random order"); frame-stepped
/// snapshots run a fixed number per frame, which makes a mid-scroll frame reproducible.
public final class ManualExecutor<Context>: JobExecutor, @unchecked Sendable {
    // @unchecked: the queue is under a lock; `context` is used only on the test's thread.
    private let queue = Locked<[PipelineJob<Context>]>([])
    private let running = Locked(0)
    private let context: Context

    public init(context: Context) {
        self.context = context
    }

    public func submit(_ job: PipelineJob<Context>) {
        queue.withLock { $0.append(job) }
    }

    public func reprioritize(_ body: (RowID, Ticket) -> Int?) -> Int {
        queue.withLock { jobs in
            var dropped = 0
            jobs = jobs.compactMap { job in
                guard let p = body(job.row, job.ticket) else {
                    dropped += 1
                    return nil
                }
                var job = job
                job.priority = p
                return job
            }
            return dropped
        }
    }

    public var queuedCount: Int { queue.withLock { $0.count } }
    public var runningCount: Int { running.withLock { $0 } }

    /// The rows of the queued jobs, in submission order.
    public var queuedRows: [RowID] { queue.withLock { $0.map(\.row) } }

    /// Runs the queued job at `index` (submission order). Returns false if there is none.
    @discardableResult
    public func run(at index: Int) -> Bool {
        let job = queue.withLock { jobs -> PipelineJob<Context>? in
            guard jobs.indices.contains(index) else { return nil }
            return jobs.remove(at: index)
        }
        guard let job else { return false }
        running.withLock { $0 += 1 }
        job.run(context)
        running.withLock { $0 -= 1 }
        return true
    }

    /// Runs the most urgent queued job, as a real pool would.
    @discardableResult
    public func runNext() -> Bool {
        let index = queue.withLock { jobs in
            jobs.indices.min { jobs[$0].priority < jobs[$1].priority }
        }
        guard let index else { return false }
        return run(at: index)
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
}
