import BurinCore

/// The ticket of the job a `TicketedExecutor` is running now, if any, so a renderer (or a test
/// watching it) can tell which request a drawing answers.
final class RunningTicket: @unchecked Sendable {
    // @unchecked: set and read on the test's one thread only (manual executors run jobs there).
    var ticket: Ticket?
}

/// A manual executor whose jobs note their ticket in `running` while they run. The pipeline's own
/// tickets are the ground truth of the sentinel discipline: a test that knows each drawing's ticket
/// can tell whether the main loop was right to accept or discard it.
final class TicketedExecutor: JobExecutor {
    let inner: ManualExecutor<Void>
    let running: RunningTicket

    init(_ inner: ManualExecutor<Void>, running: RunningTicket) {
        self.inner = inner
        self.running = running
    }

    func submit(_ job: PipelineJob<Void>) {
        let running = running
        inner.submit(
            PipelineJob(row: job.row, priority: job.priority, ticket: job.ticket) { context in
                let outer = running.ticket
                running.ticket = job.ticket
                job.run(context)
                running.ticket = outer
            })
    }

    func reprioritize(_ body: (RowID, Ticket) -> Priority?) -> Int { inner.reprioritize(body) }
    var queuedCount: Int { inner.queuedCount }
    var runningCount: Int { inner.runningCount }
}
