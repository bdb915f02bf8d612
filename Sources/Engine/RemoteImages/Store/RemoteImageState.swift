/// Where one URL's image stands. `.ready` and `.failed` are settled: they change again only if the
/// store forgets the URL (see `RemoteImageStore.drainSettled()`).
public enum RemoteImageState: Sendable, Hashable {
    /// Never requested, forgotten, or dropped from a full queue: `request` it.
    case unknown
    /// Queued or on the network.
    case pending
    /// Its bytes can be had from `RemoteImageStore.bytes(of:)`.
    case ready
    /// It failed, and is not tried again in this run while remembered.
    case failed(RemoteImageFailure)

    public var isSettled: Bool {
        switch self {
        case .ready, .failed: true
        case .unknown, .pending: false
        }
    }
}
