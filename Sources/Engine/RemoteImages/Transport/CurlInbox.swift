/// What the callers of a `CurlTransport` hand its worker, and the completions still owed: the state
/// shared between threads, held under the transport's lock. A completion is called by whoever takes
/// it out of `owed` (the worker when a transfer ends, `cancel` or `shutdown` at once), outside the
/// lock, so each is called exactly once.
struct CurlInbox {
    typealias Completion = @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void

    enum Phase: Equatable {
        /// No fetch yet: no thread, libcurl not loaded.
        case idle
        case running
        /// libcurl could not be loaded: every fetch fails at once.
        case unavailable
        case shutDown
    }

    /// What `start` must do after taking a fetch.
    enum Admission: Equatable {
        /// Queued for the worker; start the worker first if `startsWorker`.
        case queued(startsWorker: Bool)
        /// Not queued: report this failure at once.
        case refused(RemoteImageFailure)
    }

    /// What the worker takes at each turn of its loop.
    struct Work {
        var starts: [(HTTPFetch, RemoteImageLimits)] = []
        var cancels: [Int] = []
        var isShutDown = false
    }

    private(set) var phase = Phase.idle
    private var owed: [Int: Completion] = [:]
    private var work = Work()

    mutating func start(_ fetch: HTTPFetch, limits: RemoteImageLimits, completion: @escaping Completion)
        -> Admission
    {
        switch phase {
        case .shutDown: return .refused(.cancelled)
        case .unavailable: return .refused(.noHTTPLibrary)
        case .idle, .running:
            owed[fetch.id] = completion
            work.starts.append((fetch, limits))
            defer { phase = .running }
            return .queued(startsWorker: phase == .idle)
        }
    }

    /// Takes fetch `id`'s completion, to be called as cancelled; the worker drops its transfer.
    mutating func cancel(_ id: Int) -> Completion? {
        guard let completion = owed.removeValue(forKey: id) else { return nil }
        work.cancels.append(id)
        return completion
    }

    /// Refuses every later fetch and takes every completion still owed, to be called as cancelled.
    mutating func shutDown() -> [Completion] {
        phase = .shutDown
        work.isShutDown = true
        defer { owed = [:] }
        return Array(owed.values)
    }

    /// The worker could not load libcurl: takes every completion owed, to be called with
    /// `.noHTTPLibrary`, and refuses later fetches the same way (unless already shut down).
    mutating func libraryUnavailable() -> [Completion] {
        if phase != .shutDown { phase = .unavailable }
        work = Work(isShutDown: work.isShutDown)
        defer { owed = [:] }
        return Array(owed.values)
    }

    /// The worker could not be started: takes every completion owed, to be called with a failure; the
    /// next fetch tries to start it again.
    mutating func workerFailedToStart() -> [Completion] {
        if phase == .running { phase = .idle }
        work = Work(isShutDown: work.isShutDown)
        defer { owed = [:] }
        return Array(owed.values)
    }

    /// The worker's turn: what was started (and not cancelled since), cancelled and whether to stop.
    mutating func take() -> Work {
        var taken = work
        taken.starts.removeAll { owed[$0.0.id] == nil }
        work = Work(isShutDown: work.isShutDown)
        return taken
    }

    /// Takes fetch `id`'s completion, if it is still owed: the worker ended its transfer.
    mutating func complete(_ id: Int) -> Completion? {
        owed.removeValue(forKey: id)
    }
}
