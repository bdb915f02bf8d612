/// The queued jobs of an executor, popped lowest priority first, in submission order among equals.
///
/// Not thread-safe: executors keep it under their lock. Linear pop is deliberate: a queue never holds
/// more than the display range's rows (tens to a few hundred), where a scan beats a heap's bookkeeping
/// and makes `reprioritize` trivial.
struct JobQueue<Context> {
    private var jobs: [(sequence: Int, job: PipelineJob<Context>)] = []
    private var nextSequence = 0

    var count: Int { jobs.count }

    /// The rows of the queued jobs, in submission order.
    var rows: [RowID] { jobs.map(\.job.row) }

    mutating func push(_ job: PipelineJob<Context>) {
        jobs.append((nextSequence, job))
        nextSequence += 1
    }

    mutating func popFirst() -> PipelineJob<Context>? {
        guard var best = jobs.indices.first else { return nil }
        for i in jobs.indices.dropFirst() {
            let a = jobs[i]
            let b = jobs[best]
            if a.job.priority < b.job.priority || (a.job.priority == b.job.priority && a.sequence < b.sequence) {
                best = i
            }
        }
        return jobs.remove(at: best).job
    }

    /// Removes and returns the job at `index` in submission order (for manual executors).
    mutating func remove(at index: Int) -> PipelineJob<Context> {
        jobs.remove(at: index).job
    }

    mutating func reprioritize(_ body: (RowID, Ticket) -> Priority?) -> Int {
        guard !jobs.isEmpty else { return 0 }
        var dropped = 0
        var kept: [(sequence: Int, job: PipelineJob<Context>)] = []
        kept.reserveCapacity(jobs.count)
        for var entry in jobs {
            if let p = body(entry.job.row, entry.job.ticket) {
                entry.job.priority = p
                kept.append(entry)
            } else {
                dropped += 1
            }
        }
        jobs = kept
        return dropped
    }
}
