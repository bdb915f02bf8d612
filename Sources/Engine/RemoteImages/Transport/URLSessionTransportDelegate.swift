import BurinCore
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLSession delegate behind `URLSessionTransport`: one record per running task, the limits
/// checked at each callback, and two timers per task.
///
/// A transfer ends the moment we decide it does: a limit that trips, a timer that fires or a `cancel`
/// removes the record and reports at once, and only then cancels the URLSession task. Cancelling is
/// slow here: FoundationNetworking runs every session's work on one shared serial queue with no
/// backpressure, and a server streaming as fast as loopback allows kept the task alive for ~1.5 s
/// (~300-500 MB read and dropped) after `cancel()`. Reporting first keeps each limit exact for the
/// store; the task's late callbacks find no record and do nothing. Each completion is called exactly
/// once.
final class URLSessionTransportDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: every mutable field is inside `state`, a `Locked`; the timer queue is thread-safe.
    private struct Transfer {
        let fetch: HTTPFetch
        let limits: RemoteImageLimits
        let completion: @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void
        let task: URLSessionDataTask
        let timers: [DispatchWorkItem]
        var body: [UInt8] = []
        /// Headers (or a redirect) arrived: the connect timeout no longer applies.
        var responded = false
        var redirects = 0
    }

    private struct State {
        /// By URLSession task identifier.
        var transfers: [Int: Transfer] = [:]
        /// Task identifier by fetch id, for `cancel`.
        var taskIDs: [Int: Int] = [:]
        /// Fetches accepted by `start` whose task is not registered yet (it waits on the control
        /// queue), and those of them cancelled meanwhile.
        var starting: Set<Int> = []
        var cancelledEarly: Set<Int> = []
        var isShutDown = false
    }

    private let state = Locked(State())
    private let timerQueue = DispatchQueue(label: "burin.fetch.timers")

    /// Records `task` and arms its timers; false after shutdown or an early `cancel` (the task must
    /// then not be resumed).
    func register(
        _ task: URLSessionDataTask, fetch: HTTPFetch, limits: RemoteImageLimits,
        completion: @escaping @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void
    ) -> Bool {
        let taskID = task.taskIdentifier
        let connectTimer = DispatchWorkItem { [weak self] in
            self?.end(taskID, .failure(.timeout), unlessResponded: true)
        }
        let totalTimer = DispatchWorkItem { [weak self] in self?.end(taskID, .failure(.timeout)) }
        let registered = state.withLock { s -> Bool in
            s.starting.remove(fetch.id)
            guard !s.isShutDown, s.cancelledEarly.remove(fetch.id) == nil else { return false }
            s.transfers[taskID] = Transfer(
                fetch: fetch, limits: limits, completion: completion, task: task, timers: [connectTimer, totalTimer])
            s.taskIDs[fetch.id] = taskID
            return true
        }
        guard registered else { return false }
        timerQueue.asyncAfter(deadline: .now() + Self.interval(limits.connectTimeout), execute: connectTimer)
        timerQueue.asyncAfter(deadline: .now() + Self.interval(limits.totalTimeout), execute: totalTimer)
        return true
    }

    /// Notes that `start` accepted fetch `fetchID`, so that a `cancel` arriving before its task is
    /// registered is remembered.
    func willStart(fetchID: Int) {
        state.withLock { _ = $0.starting.insert(fetchID) }
    }

    /// False once `cancelAll` has run: no task may be created any more.
    var isAccepting: Bool { state.withLock { !$0.isShutDown } }

    /// Ends fetch `fetchID` early, as cancelled.
    func cancel(fetchID: Int) {
        let taskID = state.withLock { s -> Int? in
            guard let taskID = s.taskIDs[fetchID] else {
                if s.starting.contains(fetchID) { s.cancelledEarly.insert(fetchID) }
                return nil
            }
            return taskID
        }
        if let taskID { end(taskID, .failure(.cancelled)) }
    }

    /// Ends every running transfer as cancelled and refuses new ones.
    func cancelAll() {
        let taskIDs = state.withLock { s -> [Int] in
            s.isShutDown = true
            return Array(s.transfers.keys)
        }
        for taskID in taskIDs { end(taskID, .failure(.cancelled)) }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let taskID = dataTask.taskIdentifier
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let expected = response.expectedContentLength
        let verdict = state.withLock { s -> RemoteImageFailure? in
            guard let transfer = s.transfers[taskID] else { return .cancelled }
            s.transfers[taskID]?.responded = true
            if !(200..<300).contains(status) { return .httpStatus(status) }
            if expected > Int64(transfer.limits.maxImageBytes) { return .tooLarge }
            // A length within the limit sizes the buffer once (a lie costs at most the limit).
            if expected > 0 { s.transfers[taskID]?.body.reserveCapacity(Int(expected)) }
            return nil
        }
        completionHandler(verdict == nil ? .allow : .cancel)
        // The `.cancel` disposition alone left the task open on this toolchain (measured: a refused
        // 2 GB response stayed pending until shutdown), so `end` cancels the task too.
        if let verdict { end(taskID, .failure(verdict)) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let taskID = dataTask.taskIdentifier
        let overflowed = state.withLock { s -> Bool in
            guard let transfer = s.transfers[taskID] else { return false }
            guard transfer.body.count + data.count <= transfer.limits.maxImageBytes else { return true }
            // In place through the dictionary's accessor: a copy of the record would copy the body.
            s.transfers[taskID]?.body.append(contentsOf: data)
            return false
        }
        if overflowed { end(taskID, .failure(.tooLarge)) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let taskID = task.taskIdentifier
        let scheme = request.url?.scheme?.lowercased()
        let verdict = state.withLock { s -> RemoteImageFailure? in
            guard let transfer = s.transfers[taskID] else { return .cancelled }
            s.transfers[taskID]?.redirects += 1
            s.transfers[taskID]?.responded = true
            if scheme != "http" && scheme != "https" { return .badScheme }
            if transfer.redirects + 1 > transfer.limits.maxRedirects { return .tooManyRedirects }
            return nil
        }
        completionHandler(verdict == nil ? request : nil)
        if let verdict { end(taskID, .failure(verdict)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let taskID = task.taskIdentifier
        let body = state.withLock { $0.transfers[taskID]?.body } ?? []
        let result: Result<[UInt8], RemoteImageFailure> =
            error.map { .failure(RemoteImageFailure(transportError: $0)) } ?? .success(body)
        end(taskID, result, cancellingTask: false)
    }

    // MARK: Ending

    /// Removes the transfer of `taskID`, if it is still running, and reports `result`; then cancels
    /// its task, unless URLSession itself reported the end. With `unlessResponded` (the connect
    /// timer) it does nothing once the headers have arrived.
    private func end(
        _ taskID: Int, _ result: Result<[UInt8], RemoteImageFailure>, cancellingTask: Bool = true,
        unlessResponded: Bool = false
    ) {
        let ended = state.withLock { s -> Transfer? in
            guard let transfer = s.transfers[taskID], !(unlessResponded && transfer.responded) else { return nil }
            s.transfers[taskID] = nil
            s.taskIDs[transfer.fetch.id] = nil
            return transfer
        }
        guard let ended else { return }
        for timer in ended.timers { timer.cancel() }
        if cancellingTask { ended.task.cancel() }
        ended.completion(result)
    }

    private static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow, nanoseconds.partialValue < Int64(Int.max / 2) else { return .never }
        return .nanoseconds(Int(nanoseconds.partialValue + attoseconds / 1_000_000_000))
    }
}
