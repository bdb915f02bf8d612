/// The bounds on fetching images by URL. Every field has a default a feed can live with; values out of
/// range are clamped (at least one request at a time, at least one byte, no negative timeout).
///
/// Memory stays bounded whatever the feed: at most `maxConcurrentRequests` bodies of at most
/// `maxImageBytes` are being received, at most `memoryBytes` of finished images are held, and at most
/// `rememberedURLs` settled states (ready or failed) are kept; the disk holds at most `diskBytes`.
public struct RemoteImageLimits: Sendable, Equatable {
    /// Requests on the network at once (default 4); the rest wait in a queue, most recently
    /// requested first (see `RemoteImageStore.request(_:)`).
    public let maxConcurrentRequests: Int
    /// Requests waiting for a slot (default 256). When a new request overflows the queue, the least
    /// wanted waiting one is dropped back to `.unknown`: a fling through thousands of rows cannot
    /// queue thousands of fetches for rows long gone.
    public let maxQueuedRequests: Int
    /// Time from starting a request until the response's headers arrive (default 5 s): covers name
    /// resolution, the TCP and TLS handshakes and a server that accepts but never answers.
    /// A bound on the handshakes alone would let a server that accepts and stays silent hold a slot.
    public let connectTimeout: Duration
    /// Time from starting a request until its last byte, redirects included (default 15 s). A server
    /// dripping a byte at a time is cut off here, whatever its pace.
    public let totalTimeout: Duration
    /// The largest image body accepted (default 16 MiB). A response whose Content-Length claims more
    /// is refused at its headers; a body that grows past it is aborted while streaming.
    public let maxImageBytes: Int
    /// Redirects followed for one request (default 5); the next one fails as too many redirects.
    public let maxRedirects: Int
    /// Bytes of fetched images kept in memory (default 32 MiB); the rest are read back from the disk
    /// cache when a draw worker asks for them. Never below `maxImageBytes`, so a fetched image always
    /// fits until newer ones push it out.
    public let memoryBytes: Int
    /// Bytes of images kept in the disk cache (default 256 MiB), least recently used evicted first.
    public let diskBytes: Int
    /// Settled URLs (ready or failed) remembered in memory (default 8,192, least recently used
    /// forgotten first). A forgotten ready URL is found on disk again at its next request; a
    /// forgotten failure is tried once more.
    public let rememberedURLs: Int
    /// The longest URL accepted, in UTF-8 bytes (default 8,192); a longer one fails as malformed.
    public let maxURLBytes: Int

    public init(
        maxConcurrentRequests: Int = 4, maxQueuedRequests: Int = 256, connectTimeout: Duration = .seconds(5),
        totalTimeout: Duration = .seconds(15), maxImageBytes: Int = 16 << 20, maxRedirects: Int = 5,
        memoryBytes: Int = 32 << 20, diskBytes: Int = 256 << 20, rememberedURLs: Int = 8192,
        maxURLBytes: Int = 8192
    ) {
        self.maxConcurrentRequests = max(1, maxConcurrentRequests)
        self.maxQueuedRequests = max(1, maxQueuedRequests)
        self.connectTimeout = max(.zero, connectTimeout)
        self.totalTimeout = max(.zero, totalTimeout)
        self.maxImageBytes = max(1, maxImageBytes)
        self.maxRedirects = max(0, maxRedirects)
        self.memoryBytes = max(self.maxImageBytes, memoryBytes)
        self.diskBytes = max(0, diskBytes)
        self.rememberedURLs = max(1, rememberedURLs)
        self.maxURLBytes = max(16, maxURLBytes)
    }
}

extension RemoteImageLimits {
    /// These limits with neither timeout beyond `time`: a run that waits at most `time` for pictures
    /// (`burin snapshot --timeout`) cuts off each fetch by then too, so a slow one ends as a failure.
    public func timeouts(atMost time: Duration) -> RemoteImageLimits {
        RemoteImageLimits(
            maxConcurrentRequests: maxConcurrentRequests, maxQueuedRequests: maxQueuedRequests,
            connectTimeout: min(connectTimeout, time), totalTimeout: min(totalTimeout, time),
            maxImageBytes: maxImageBytes, maxRedirects: maxRedirects, memoryBytes: memoryBytes, diskBytes: diskBytes,
            rememberedURLs: rememberedURLs, maxURLBytes: maxURLBytes)
    }

    /// These limits with `bytes` for the disk cache (`--image-cache-size`).
    public func diskBytes(_ bytes: Int) -> RemoteImageLimits {
        RemoteImageLimits(
            maxConcurrentRequests: maxConcurrentRequests, maxQueuedRequests: maxQueuedRequests,
            connectTimeout: connectTimeout, totalTimeout: totalTimeout, maxImageBytes: maxImageBytes,
            maxRedirects: maxRedirects, memoryBytes: memoryBytes, diskBytes: bytes, rememberedURLs: rememberedURLs,
            maxURLBytes: maxURLBytes)
    }
}
