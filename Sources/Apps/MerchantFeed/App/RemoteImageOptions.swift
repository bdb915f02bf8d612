public import BurinRemoteImages

/// How the merchant viewer fetches pictures given by URL.
public struct RemoteImageOptions: Sendable {
    /// Where fetched pictures are kept between runs (`--image-cache`); nil keeps them in memory only.
    /// The command line gives `CacheDirectory.images` unless told otherwise; the default here is nil, so
    /// a viewer made in code (a test) never writes to the user's cache folder.
    public var cacheDirectory: String?
    /// The fetcher's bounds: concurrency, timeouts, sizes, redirects, memory and disk.
    public var limits = RemoteImageLimits()
    /// How long pictures still coming to rows on screen count as work in progress (what a snapshot
    /// waits for, `--timeout`), from when the viewer starts; nil: until each arrives or fails, which
    /// the fetcher's timeouts bound.
    public var wait: Duration?
    /// Makes the fetcher's transport: URLSession, or a test's manual one.
    public var makeTransport: @Sendable () -> any HTTPTransport = { CurlTransport() }

    public init() {}
}
