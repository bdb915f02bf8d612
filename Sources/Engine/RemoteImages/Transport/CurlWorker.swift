import BurinCore

/// The fetch thread of a `CurlTransport`: loads libcurl, then takes what the callers queued, drives
/// the multi handle, ends transfers whose deadline passed, and reports each ended fetch, until the
/// transport shuts down.
///
/// - Note: `run` is the thread; the multi and the transfers are its own. `inbox` and `waker` are
///   shared with the transport's callers.
struct CurlWorker: Sendable {
    let inbox: Locked<CurlInbox>
    let waker: CurlWaker
    let libraryNames: [String]

    func run() {
        WorkerThread.setName("burin.fetch")
        guard let multi = CurlMulti(libraryNames: libraryNames, waker: waker) else {
            for completion in inbox.withLock({ $0.libraryUnavailable() }) { completion(.failure(.noHTTPLibrary)) }
            return
        }
        var transfers: [Int: CurlTransfer] = [:]
        while true {
            let work = inbox.withLock { $0.take() }
            if work.isShutDown { break }
            for id in work.cancels {
                if let transfer = transfers.removeValue(forKey: id) { multi.remove(transfer) }
            }
            let now = ContinuousClock.now
            for (fetch, limits) in work.starts {
                let transfer = CurlTransfer(fetch, limits: limits, startedAt: now)
                if multi.add(transfer) {
                    transfers[fetch.id] = transfer
                } else {
                    // libcurl refused the request itself (out of memory, an option it lacks).
                    report(fetch.id, .failure(.network(code: -1)))
                }
            }
            multi.perform()
            while let (transfer, ending) = multi.nextEnded() {
                transfers[transfer.fetch.id] = nil
                report(transfer.fetch.id, transfer.progress.result(of: ending))
            }
            let checked = ContinuousClock.now
            for (id, transfer) in transfers where transfer.progress.isOverdue(at: checked) {
                multi.remove(transfer)
                transfers[id] = nil
                report(id, .failure(.timeout))
            }
            // Idle, it sleeps until woken; libcurl wakes it sooner for its own timers.
            let deadline = transfers.values.map(\.progress.nextDeadline).min()
            multi.poll(deadline.map { $0 - checked } ?? .seconds(60))
        }
        multi.close()
    }

    /// Reports fetch `id`'s result, unless `cancel` or `shutdown` already reported it.
    private func report(_ id: Int, _ result: Result<[UInt8], RemoteImageFailure>) {
        inbox.withLock { $0.complete(id) }?(result)
    }
}
