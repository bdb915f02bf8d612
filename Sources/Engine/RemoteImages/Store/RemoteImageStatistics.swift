/// Counters of a `RemoteImageStore` since it was made, for the overlay and the tests.
public struct RemoteImageStatistics: Sendable, Equatable {
    /// Requests put on the network (each URL at most once while it is remembered).
    public var requests = 0
    /// Network requests that ended with an image.
    public var fetched = 0
    /// Body bytes of those images.
    public var bytesFetched = 0
    /// Requests answered from the disk cache, with no network request.
    public var diskHits = 0
    /// `bytes(of:)` calls served by reading a disk cache file (the image had left memory).
    public var diskReads = 0
    /// Disk cache files found corrupt, truncated or missing when read; their URLs were forgotten.
    public var diskLost = 0
    /// Fetched images the disk cache could not store (disk full, read-only); they stay in memory.
    public var diskWriteFailures = 0
    /// Waiting requests dropped back to `.unknown` because the queue was full.
    public var dropped = 0
    /// Failures by kind (each failed URL counted once).
    public var failures: [RemoteImageFailure.Kind: Int] = [:]
    /// Requests on the network now.
    public var inFlight = 0
    /// Requests waiting for a slot now.
    public var queued = 0
    /// Bytes of images held in memory now.
    public var memoryBytes = 0
    /// Bytes of images in the disk cache now (0 without one).
    public var diskBytes = 0

    public init() {}

    /// All failures, whatever their kind.
    public var failureCount: Int { failures.values.reduce(0, +) }

    /// Failures of one kind.
    public func failures(_ kind: RemoteImageFailure.Kind) -> Int { failures[kind, default: 0] }
}
