/// One fetch on the curl worker: what was asked and what has come. A class so that libcurl's
/// callbacks reach it through an opaque pointer (`Unmanaged`, held by `CurlMulti` meanwhile).
///
/// - Note: Fetch worker thread only.
final class CurlTransfer {
    let fetch: HTTPFetch
    var progress: TransferProgress

    init(_ fetch: HTTPFetch, limits: RemoteImageLimits, startedAt start: ContinuousClock.Instant) {
        self.fetch = fetch
        progress = TransferProgress(limits: limits, startedAt: start)
    }
}
