import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production transport: FoundationNetworking's `URLSession` (libcurl underneath), driven through
/// its delegate so the limits hold while a body streams in.
///
/// - Sizes: a Content-Length over `maxImageBytes` is refused at the headers, before any body byte;
///   a body that grows past it (no length given, or a lying one, or a compression bomb: the count is
///   of decoded bytes) is cancelled the moment it does.
/// - Time: our own timers, not URLSession's, which on Linux counts whole seconds from the start and
///   has no connect timeout. The connect timer fires unless the headers have arrived; the total timer
///   fires whatever the pace, so a drip of one byte per 50 ms ends at `totalTimeout`.
/// - Redirects: each is counted and its target's scheme checked before it is followed.
/// - No state: no URL cache, no cookies, no credentials; only the store's caches exist.
///
/// Threads: URLSession's `dataTask(with:)`, `resume()` and `invalidateAndCancel()` wait on
/// FoundationNetworking's one shared work queue, which a busy transfer can keep for a second or more;
/// so they run on the transport's own serial control queue, never on the caller's thread (the main
/// loop calls `start` through the store). One serial delegate queue receives every callback; state
/// shared with `start`, `cancel` and the timers is under a `Locked`.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate: URLSessionTransportDelegate
    /// Creates, resumes and finally invalidates: in that order, so no task is ever created on an
    /// invalidated session (a fatal error in FoundationNetworking).
    private let control = DispatchQueue(label: "burin.fetch.control")

    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        // The store bounds concurrency itself; this only must not be the tighter bound.
        configuration.httpMaximumConnectionsPerHost = 64
        configuration.httpAdditionalHeaders = ["Accept": "image/png, image/jpeg", "User-Agent": "burin"]
        let queue = OperationQueue()
        queue.name = "burin.fetch.delegate"
        queue.maxConcurrentOperationCount = 1
        delegate = URLSessionTransportDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        control.async { [session] in session.invalidateAndCancel() }
    }

    public func start(
        _ fetch: HTTPFetch, limits: RemoteImageLimits,
        completion: @escaping @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void
    ) {
        guard let url = URL(string: fetch.url), let scheme = url.scheme?.lowercased(), url.host != nil else {
            completion(.failure(.malformedURL))
            return
        }
        guard scheme == "http" || scheme == "https" else {
            completion(.failure(.badScheme))
            return
        }
        // URLSession's own timeout stays behind ours (it only counts whole seconds), as a backstop.
        let backstop = (Double(limits.totalTimeout.components.seconds) + 2).rounded(.up)
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: backstop)
        delegate.willStart(fetchID: fetch.id)
        control.async { [session, delegate] in
            guard delegate.isAccepting else {
                completion(.failure(.cancelled))
                return
            }
            let task = session.dataTask(with: request)
            guard delegate.register(task, fetch: fetch, limits: limits, completion: completion) else {
                completion(.failure(.cancelled))
                return
            }
            task.resume()
        }
    }

    public func cancel(_ id: Int) {
        delegate.cancel(fetchID: id)
    }

    /// Ends every fetch as cancelled at once; the session is invalidated on the control queue, after
    /// any start already queued there.
    public func shutdown() {
        delegate.cancelAll()
        control.async { [session] in session.invalidateAndCancel() }
    }
}
