public import BurinCore

/// A `RemoteImageStore` as a list's drawers and its main loop use it: the drawers' `RemoteImageSource`,
/// and the record of what they were told "not yet", which `RemoteImageRows` turns into redraws.
///
/// The store is made on first use, so a feed of local files never starts a network session or
/// touches the cache folder. A drawer asking for an image that is not ready gets `.pending`, and the
/// supply notes the address: a drawing made meanwhile must be redone when the image comes, whatever
/// path it comes by (a fetch ending, the disk index loading, a `request` answered at once, a
/// background read into memory). `RemoteImageRows.update` collects those notes once per frame.
///
/// Threads: any; every method returns promptly (`lookUp` without `fromMemoryOnly` may read the disk
/// cache, on the calling draw worker's thread).
public final class RemoteImageSupply: RemoteImageSource {
    /// What a drawer was told for an image that was not ready, and so what must happen before the
    /// rows it drew are redrawn.
    enum Wait: Equatable {
        /// The image was not ready (waiting, fetching, never asked for, forgotten): redraw once it is
        /// settled.
        case settling
        /// The image was ready but only on disk, and the drawer reads memory only: redraw once the
        /// store reports it in memory (`drainSettled`), not before, or the redraw would miss again.
        case memory
    }

    private struct State {
        var store: RemoteImageStore?
        var waker: @Sendable () -> Void = {}
        var isShutDown = false
        /// Addresses drawers were told "not yet" for since the last `takeWaits`, with the last wait.
        var waits: [String: Wait] = [:]
        var order: [String] = []
    }

    private let make: @Sendable () -> RemoteImageStore
    private let state = Locked(State())

    /// A supply whose store `make` makes, on first use.
    public init(make: @escaping @Sendable () -> RemoteImageStore) {
        self.make = make
    }

    /// A supply of a store with `limits`, caching on disk in `cacheDirectory` (nil: memory only) and
    /// fetching with the transport `transport` makes (URLSession by default).
    public convenience init(
        limits: RemoteImageLimits = RemoteImageLimits(), cacheDirectory: String?,
        transport: @escaping @Sendable () -> any HTTPTransport = { CurlTransport() }
    ) {
        self.init { RemoteImageStore(limits: limits, cacheDirectory: cacheDirectory, transport: transport()) }
    }

    deinit {
        state.withLock { $0.store }?.shutdown()
    }

    /// The store, made now if it was not yet.
    public var store: RemoteImageStore {
        // Made under the lock: two threads asking at once must not make two stores (two sessions).
        let (store, made, waker) = state.withLock { s -> (RemoteImageStore, Bool, @Sendable () -> Void) in
            if let store = s.store { return (store, false, s.waker) }
            let store = make()
            if s.isShutDown { store.shutdown() }
            s.store = store
            return (store, true, s.waker)
        }
        if made { store.setWaker(waker) }
        return store
    }

    /// The store if it has been made; nil while no image by address was ever asked for.
    public var storeIfMade: RemoteImageStore? { state.withLock { $0.store } }

    /// The function the store calls, from any thread, when it has changes to drain: the screen's
    /// waker, so an idle main loop wakes for an arriving image.
    public func setWaker(_ wake: @escaping @Sendable () -> Void) {
        let store = state.withLock { s -> RemoteImageStore? in
            s.waker = wake
            return s.store
        }
        store?.setWaker(wake)
    }

    /// Stops the store's fetches (now, or at once if it is made later). Idempotent.
    public func shutdown() {
        let store = state.withLock { s -> RemoteImageStore? in
            s.isShutDown = true
            return s.store
        }
        store?.shutdown()
    }

    // MARK: RemoteImageSource

    public func serves(_ name: String) -> Bool { ImageAddress.isWeb(name) }

    public func lookUp(_ name: String, fromMemoryOnly: Bool) -> RemoteImageLookup {
        let store = self.store
        switch store.state(of: name) {
        case .failed(let failure):
            return .failed(reason: failure.reason)
        case .unknown, .pending:
            note(name, .settling)
            return .pending
        case .ready:
            if fromMemoryOnly {
                if let bytes = store.bytesInMemory(of: name) { return .bytes(bytes) }
                // Read into memory in the background now; the store lists it when it is there.
                note(name, .memory)
                return .pending
            }
            if let bytes = store.bytes(of: name) { return .bytes(bytes) }
            // Its file was lost: the store forgot it (and lists it), so it is asked for again.
            note(name, .settling)
            return .pending
        }
    }

    // MARK: For RemoteImageRows

    /// The addresses drawers were told "not yet" for since the last call, oldest first, each with what
    /// it waits for; empties the record.
    func takeWaits() -> [(address: String, wait: Wait)] {
        state.withLock { s in
            defer {
                s.waits.removeAll(keepingCapacity: true)
                s.order.removeAll(keepingCapacity: true)
            }
            return s.order.map { ($0, s.waits[$0] ?? .settling) }
        }
    }

    private func note(_ address: String, _ wait: Wait) {
        state.withLock { s in
            if s.waits.updateValue(wait, forKey: address) == nil { s.order.append(address) }
        }
    }
}
