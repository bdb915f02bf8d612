/// What fetches bytes for a `RemoteImageStore`: `CurlTransport` in production, a
/// `ManualHTTPTransport` (BurinTestSupport) in tests that complete requests when they choose.
///
/// A transport enforces the network limits it is given (timeouts, size, redirects, schemes of
/// redirects) while streaming, and maps every failure to a `RemoteImageFailure`; the store does the
/// queueing, the concurrency bound, the format check and the caching.
public protocol HTTPTransport: Sendable {
    /// Starts `fetch`. `completion` is called exactly once, from any thread, possibly before `start`
    /// returns. Never blocks on the network.
    func start(
        _ fetch: HTTPFetch, limits: RemoteImageLimits,
        completion: @escaping @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void)

    /// Gives up on fetch `id` if it is still running; its completion may still arrive, with any result.
    func cancel(_ id: Int)

    /// Gives up on everything and releases the transport's resources. Must return promptly.
    func shutdown()
}
