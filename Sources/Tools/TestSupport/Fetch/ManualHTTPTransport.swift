import BurinCore
public import BurinRemoteImages

/// A transport that finishes nothing until told to, on the calling thread: tests (and the pipeline's
/// property test) decide which fetch ends, in what order, and how, with no network, thread or sleep.
public final class ManualHTTPTransport: HTTPTransport {
    private struct State {
        var started: [HTTPFetch] = []
        var running: [HTTPFetch] = []
        var completions: [Int: @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void] = [:]
        var cancelled: [Int] = []
        var isShutDown = false
    }

    private let state = Locked(State())

    public init() {}

    /// Every fetch ever started, in order.
    public var started: [HTTPFetch] { state.withLock { $0.started } }

    /// The fetches started and not yet completed, in start order.
    public var running: [HTTPFetch] { state.withLock { $0.running } }

    /// The ids passed to `cancel`, in order. A cancelled fetch keeps running until completed.
    public var cancelled: [Int] { state.withLock { $0.cancelled } }

    /// Whether `shutdown` was called.
    public var isShutDown: Bool { state.withLock { $0.isShutDown } }

    public func start(
        _ fetch: HTTPFetch, limits: RemoteImageLimits,
        completion: @escaping @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void
    ) {
        state.withLock { s in
            s.started.append(fetch)
            s.running.append(fetch)
            s.completions[fetch.id] = completion
        }
    }

    public func cancel(_ id: Int) {
        state.withLock { $0.cancelled.append(id) }
    }

    public func shutdown() {
        state.withLock { $0.isShutDown = true }
    }

    /// Completes the running fetch with id `id`; false if there is none.
    @discardableResult
    public func complete(id: Int, with result: Result<[UInt8], RemoteImageFailure>) -> Bool {
        let completion = state.withLock { s -> (@Sendable (Result<[UInt8], RemoteImageFailure>) -> Void)? in
            guard let completion = s.completions.removeValue(forKey: id) else { return nil }
            s.running.removeAll { $0.id == id }
            return completion
        }
        completion?(result)
        return completion != nil
    }

    /// Completes the oldest running fetch of `url`; false if there is none.
    @discardableResult
    public func complete(_ url: String, with result: Result<[UInt8], RemoteImageFailure>) -> Bool {
        guard let fetch = state.withLock({ s in s.running.first { $0.url == url } }) else { return false }
        return complete(id: fetch.id, with: result)
    }
}
