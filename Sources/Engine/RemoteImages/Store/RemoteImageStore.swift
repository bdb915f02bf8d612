import BurinCore
import Dispatch

/// Images by URL for a feed: fetched off the main loop with bounded concurrency, checked, cached on
/// disk and in memory, and polled by the main loop without ever blocking it.
///
/// How the pipeline uses it: the feed model calls `request` for the rows of its preload range (nearest
/// first) and reads `state(of:)` to know whether a row shows its image or a placeholder; the screen's
/// waker is set with `setWaker`; once per frame the main loop calls `drainSettled()`, and every URL in
/// it is a content change of the rows showing it (their sentinels move, so a late image can never land
/// in another row); draw workers call `bytes(of:)` and decode.
///
/// Threads: every method is safe from any thread and returns promptly: `request`, `state(of:)`,
/// `bytesInMemory(of:)`, `drainSettled()` and `statistics` touch memory only (the disk index
/// included), under one lock. `bytes(of:)` may read a file, on the calling (draw worker's) thread,
/// outside the lock. Network
/// completions arrive on the transport's threads, which also write the disk cache; the waker is called
/// from those threads or from `bytes(of:)`'s.
///
/// Caching: successful fetches are kept on disk (`cacheDirectory`, bounded by
/// `RemoteImageLimits.diskBytes`) and in memory (`memoryBytes`); failures only in memory, for this run,
/// and never retried while remembered. A second run on a warm cache makes no request: once the disk
/// index is read (in the background, milliseconds after `init`), `request` finds the file there and
/// answers `.ready` at once; a URL requested before that waits as `.pending` and is reported by
/// `drainSettled()` when found. Without a cache directory (nil, or one that cannot be created or
/// written) the store works from memory only, and an image pushed out of memory is forgotten and
/// fetched again when next requested.
public final class RemoteImageStore: Sendable {
    public let limits: RemoteImageLimits
    private let machine: Locked<FetchStateMachine>
    private let waker = Locked<@Sendable () -> Void>({})
    private let transport: any HTTPTransport
    private let disk: ImageDiskCache?
    /// One thread for the index load and the background reads of `bytesInMemory(of:)`: a screenful
    /// of reads queues here rather than growing Dispatch's pool a thread per blocked read.
    private let diskQueue = DispatchQueue(label: "burin.fetch.disk", qos: .utility)

    /// A store fetching with `transport`, caching on disk in `cacheDirectory` (see
    /// `CacheDirectory.images` for the default place; nil for memory only). Returns at once: the
    /// cache directory's listing is read on a background thread (10-20 ms for 2,000 files), and
    /// requests made meanwhile wait for it, then are answered from disk or fetched.
    public convenience init(
        limits: RemoteImageLimits = RemoteImageLimits(), cacheDirectory: String?,
        transport: any HTTPTransport = CurlTransport()
    ) {
        self.init(limits: limits, cacheDirectory: cacheDirectory, transport: transport, loadsIndexInBackground: true)
    }

    /// With `loadsIndexInBackground` false, the index is read before `init` returns (tests).
    init(
        limits: RemoteImageLimits, cacheDirectory: String?, transport: any HTTPTransport,
        loadsIndexInBackground: Bool
    ) {
        self.limits = limits
        self.transport = transport
        disk = cacheDirectory.flatMap {
            ImageDiskCache(
                directory: $0, byteLimit: limits.diskBytes, maxPayloadBytes: limits.maxImageBytes,
                maxURLBytes: limits.maxURLBytes)
        }
        machine = Locked(FetchStateMachine(limits: limits, hasDiskCache: disk != nil))
        guard let disk else { return }
        if loadsIndexInBackground {
            diskQueue.async { [self] in loadIndex(of: disk) }
        } else {
            loadIndex(of: disk)
        }
    }

    /// Whether fetched images are kept on disk (false when the cache directory was nil or unusable).
    public var hasDiskCache: Bool { disk != nil }

    /// Asks for the image at `url` and returns its state after the call. Idempotent: a URL already
    /// waiting is moved to the front of the queue, one on the network or settled is left as it is (a
    /// failure is not retried). An unusable URL fails at once (`.badScheme`, `.malformedURL`) and one in
    /// the disk cache is `.ready` at once, with no request made. Never blocks; any thread.
    @discardableResult
    public func request(_ url: String) -> RemoteImageState {
        request([url])[0]
    }

    /// Asks for several images, most wanted first. The queue serves the most recent call first and,
    /// within a call, the order given: a feed that asks for its preload range nearest-first whenever the
    /// range moves gets what is on screen now before what a fling passed a second ago.
    /// - Returns: each URL's state after the call.
    @discardableResult
    public func request(_ urls: [String]) -> [RemoteImageState] {
        guard !urls.isEmpty else { return [] }
        let (states, actions) = machine.withLock { m in
            m.request(urls, isOnDisk: { url in disk?.contains(url) ?? false })
        }
        run(actions)
        return states
    }

    /// Where `url` stands now. Never blocks; any thread.
    public func state(of url: String) -> RemoteImageState {
        machine.withLock { $0.state(of: url) }
    }

    /// The image's bytes (exactly as fetched) if `url` is ready, from memory or read back from the disk
    /// cache; nil otherwise. A ready URL whose cache file turns out missing or corrupt is forgotten and
    /// reported by `drainSettled()`, so its rows ask again. Meant for draw workers: it may read a file.
    public func bytes(of url: String) -> [UInt8]? {
        let (lookup, actions) = machine.withLock { $0.lookUpBytes(of: url) }
        run(actions)
        switch lookup {
        case .inMemory(let bytes):
            return bytes
        case .unavailable:
            return nil
        case .onDisk:
            if let bytes = disk?.read(url) {
                machine.withLock { $0.diskRead(url, bytes: bytes) }
                return bytes
            }
            run(machine.withLock { $0.diskFileLost(url) })
            return nil
        }
    }

    /// The image's bytes if `url` is ready and they are in memory; never touches the disk, so the
    /// main loop may call it (a draw policy that draws there). A ready image found only on disk is read
    /// into memory in the background, and its URL is then listed by `drainSettled()`, so its rows
    /// redraw with it.
    public func bytesInMemory(of url: String) -> [UInt8]? {
        let (bytes, actions) = machine.withLock { $0.lookUpBytesInMemory(of: url) }
        run(actions)
        return bytes
    }

    /// Sets the function called, from any thread, when the list `drainSettled()` returns goes from
    /// empty to not empty (once per drain at most): the screen's waker, so an idle main loop wakes.
    public func setWaker(_ wake: @escaping @Sendable () -> Void) {
        waker.withLock { $0 = wake }
    }

    /// The URLs whose state changed since the last call, other than through a `request` call's own
    /// return value, each once: fetches that settled (`.ready` or `.failed`), URLs found on disk once
    /// the index was read, ready URLs whose bytes `bytesInMemory(of:)` brought into memory, and URLs
    /// that fell back to `.unknown` (dropped from a full queue, or forgotten because their cached
    /// bytes were lost). The main loop drains it once per frame.
    public func drainSettled() -> [String] {
        machine.withLock { $0.drainChanged() }
    }

    /// Counters and current sizes.
    public var statistics: RemoteImageStatistics {
        var statistics = machine.withLock { $0.statistics }
        statistics.diskBytes = disk?.bytes ?? 0
        return statistics
    }

    /// Cancels the fetches on the network, drops the queue and ignores every later request and
    /// completion; states already settled stay readable. Returns at once (it waits for no fetch);
    /// idempotent. Used at shutdown.
    public func shutdown() {
        run(machine.withLock { $0.shutdown() })
        transport.shutdown()
    }

    // MARK: Actions

    private func loadIndex(of disk: ImageDiskCache) {
        disk.loadIndex()
        run(machine.withLock { $0.diskIndexLoaded(isOnDisk: disk.contains) })
    }

    /// Runs the machine's actions, the waker last: whoever it wakes finds the transport started too.
    private func run(_ actions: [FetchStateMachine.Action]) {
        var wakes = false
        for action in actions {
            switch action {
            case .start(let fetch):
                transport.start(fetch, limits: limits) { [self] result in finish(fetch, result) }
            case .cancel(let id):
                transport.cancel(id)
            case .readDisk(let url):
                diskQueue.async { [self] in
                    let bytes = disk?.read(url)
                    run(machine.withLock { $0.backgroundReadFinished(url, bytes: bytes) })
                }
            case .wake:
                wakes = true
            }
        }
        if wakes {
            let wake = waker.withLock { $0 }
            wake()
        }
    }

    /// A fetch ended: check what came back, keep it on disk (before it counts as ready, so a reader
    /// that misses memory always finds the file), then settle it.
    private func finish(_ fetch: HTTPFetch, _ result: Result<[UInt8], RemoteImageFailure>) {
        var outcome = result
        if case .success(let body) = result {
            if body.count > limits.maxImageBytes {
                outcome = .failure(.tooLarge)
            } else if !ImageSignature.isImage(body) {
                outcome = .failure(.notAnImage)
            }
        }
        var stored = true
        if case .success(let body) = outcome, let disk, machine.withLock({ $0.isAwaiting(id: fetch.id) }) {
            stored = disk.write(fetch.url, body)
        }
        let actions = machine.withLock { m in
            if !stored { m.diskWriteFailed() }
            return m.fetchFinished(id: fetch.id, result: outcome)
        }
        run(actions)
    }
}
