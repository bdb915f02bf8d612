/// A unit of background work: a layout or a drawing of one row.
///
/// `run` receives the executing worker's own context (FreeType faces, a text engine), which never
/// crosses threads. The job itself checks its ticket and posts its outcome to the completion inbox.
public struct PipelineJob<Context>: Sendable {
    public let row: RowID
    /// Lower runs sooner.
    public var priority: Priority
    public let ticket: Ticket
    public let run: @Sendable (Context) -> Void

    public init(row: RowID, priority: Priority, ticket: Ticket, run: @escaping @Sendable (Context) -> Void) {
        self.row = row
        self.priority = priority
        self.ticket = ticket
        self.run = run
    }
}

/// Where pipeline jobs run: a bounded pool of threads, or (in tests) a manual executor stepped by hand.
public protocol JobExecutor<Context>: AnyObject, Sendable {
    associatedtype Context

    /// Queues `job`. Never blocks and never creates a thread.
    func submit(_ job: PipelineJob<Context>)

    /// Visits every queued (not yet started) job under the executor's lock and gives it the priority
    /// `body` returns, or drops it when `body` returns nil.
    /// - Returns: how many jobs were dropped.
    @discardableResult
    func reprioritize(_ body: (RowID, Ticket) -> Priority?) -> Int

    /// Jobs waiting to start.
    var queuedCount: Int { get }
    /// Jobs running now.
    var runningCount: Int { get }
}
