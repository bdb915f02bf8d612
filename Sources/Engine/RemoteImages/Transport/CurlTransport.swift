import BurinCore

/// The production transport: libcurl, opened with `dlopen` at the first fetch rather than linked, so
/// that a start that shows no picture by URL never loads it (half the process's libraries: its TLS,
/// Kerberos and LDAP; docs/DECISIONS.md). One worker thread, started with the first fetch, drives a
/// curl multi handle (`CurlWorker`).
///
/// - Sizes: a Content-Length over `maxImageBytes` is refused at the headers, before any body byte;
///   a body that grows past it (no length given, or a lying one, or a compression bomb: the count is
///   of decoded bytes) is stopped the moment it does.
/// - Time: `connectTimeout` runs until the first header arrives, `totalTimeout` until the last byte,
///   both on the worker's clock in milliseconds (libcurl's own timeouts are set too, as a backstop).
/// - Redirects: followed up to `maxRedirects`, to http and https only.
/// - No state: no cookies, no credentials, no cache; only the store's caches exist.
/// - Without libcurl (not installed): every fetch fails as `.noHTTPLibrary`, counted like any failure.
///
/// Threads: `start`, `cancel` and `shutdown` take a lock, queue their work and wake the worker; they
/// never wait for it or for the network. `cancel` and `shutdown` report the fetches they end at once,
/// on the caller's thread; the worker reports the rest.
public final class CurlTransport: HTTPTransport {
    private let inbox = Locked(CurlInbox())
    private let waker = CurlWaker()
    private let libraryNames: [String]

    public convenience init() {
        self.init(libraryNames: CurlMulti.libraryNames)
    }

    /// A transport loading the first of `libraryNames` that exists (tests name a missing one).
    init(libraryNames: [String]) {
        self.libraryNames = libraryNames
    }

    deinit {
        shutdown()
    }

    public func start(
        _ fetch: HTTPFetch, limits: RemoteImageLimits,
        completion: @escaping @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void
    ) {
        if let problem = RemoteImageURL.problem(with: fetch.url, maxBytes: limits.maxURLBytes) {
            completion(.failure(problem))
            return
        }
        switch inbox.withLock({ $0.start(fetch, limits: limits, completion: completion) }) {
        case .refused(let failure):
            completion(.failure(failure))
        case .queued(let startsWorker):
            if startsWorker {
                startWorker()
            } else {
                waker.wake()
            }
        }
    }

    public func cancel(_ id: Int) {
        guard let completion = inbox.withLock({ $0.cancel(id) }) else { return }
        waker.wake()
        completion(.failure(.cancelled))
    }

    /// Ends every fetch as cancelled at once; the worker closes its connections and exits after.
    public func shutdown() {
        let owed = inbox.withLock { $0.shutDown() }
        waker.wake()
        for completion in owed { completion(.failure(.cancelled)) }
    }

    private func startWorker() {
        let worker = CurlWorker(inbox: inbox, waker: waker, libraryNames: libraryNames)
        guard WorkerThread.start({ worker.run() }) else {
            // Threads exhausted: these fetches fail; the next one tries again.
            for completion in inbox.withLock({ $0.workerFailedToStart() }) {
                completion(.failure(.network(code: -1)))
            }
            return
        }
    }
}
