import BurinCore
import Dispatch

/// The merchant feed's data source: indexes a JSONL file, a JSON array file or stdin in the
/// background, and decodes records in pages on demand, keeping only a few pages in memory.
///
/// Threads:
/// - The *main loop* calls everything public except `waitUntilIndexed()` and `waitUntilLoaded()`.
///   None of it blocks: each call takes the state mutex for a few microseconds and returns.
/// - An *indexer* (a serial queue) reads the input in `blockSize` blocks, spooling stdin into an
///   unlinked temporary file, and publishes record offsets as it goes; the first screen can be
///   decoded as soon as its records are indexed, long before the end of a large file.
/// - A *loader* (a serial queue) decodes requested pages (most recent request first) and, in strict
///   mode, validates records in order.
/// Both background queues wake the main loop through the injected `waker`, at most once between two
/// `drainUpdates()` calls.
///
/// Row identity: position `i` is `RowID(i)`: the index among non-blank lines (JSONL) or elements
/// (JSON array). A malformed record keeps its position as a visible `.invalid` row.
public final class FeedSource: Sendable {
    /// Tuning and validation settings.
    public struct Options: Sendable {
        /// Records decoded together.
        public var pageSize: Int
        /// Decoded pages kept; older ones are dropped and decoded again when needed.
        public var maximumCachedPages: Int
        public var limits: DecodeLimits
        /// Fail (see `failure`) at the first issue, in source order.
        public var strict: Bool
        /// Indexer read size.
        public var blockSize: Int
        /// Issues kept in `issues`; all are counted in `issueCount`.
        public var maximumStoredIssues: Int
        /// The folder relative thumbnail paths resolve against (`--base`); nil for the data file's
        /// folder, or the current folder for stdin. A relative folder is taken from the current one.
        public var baseDirectory: String?

        public init(
            pageSize: Int = 256, maximumCachedPages: Int = 32, limits: DecodeLimits = .standard, strict: Bool = false,
            blockSize: Int = 1 << 20, maximumStoredIssues: Int = 1000, baseDirectory: String? = nil
        ) {
            self.baseDirectory = baseDirectory
            self.pageSize = max(1, pageSize)
            self.maximumCachedPages = max(2, maximumCachedPages)
            self.limits = limits
            self.strict = strict
            self.blockSize = max(4096, blockSize)
            self.maximumStoredIssues = max(0, maximumStoredIssues)
        }
    }

    let file: SourceFile
    let options: Options
    let decoder: RecordDecoder
    let waker: @Sendable () -> Void
    let state: Locked<FeedState>
    /// The scanner belongs to the indexer queue; its lock is never contended and only satisfies
    /// the compiler that the state has one owner at a time. (`Locked`, not `Mutex`: ThreadSanitizer
    /// cannot see the standard library's futex-based mutex on Linux.)
    let scanner = Locked(RecordScanner())
    /// The stream being spooled (stdin or a pipe), or nil for a file.
    let stream: Int32?
    let indexQueue = DispatchQueue(label: "burin.feed.indexer", qos: .utility)
    let loaderQueue = DispatchQueue(label: "burin.feed.loader", qos: .userInitiated)
    let indexing = DispatchGroup()
    let loading = DispatchGroup()

    /// Opens `path` ("-" for stdin) and starts indexing it.
    ///
    /// - Parameter waker: called on a background thread when there is something to drain; it must
    ///   only nudge the main loop (post to a pipe, signal a condition).
    public convenience init(
        path: String, options: Options = Options(), waker: @escaping @Sendable () -> Void = {}
    ) throws(FeedLoadError) {
        if path == "-" {
            try self.init(streamDescriptor: 0, options: options, waker: waker)
        } else {
            let file = try SourceFile.open(readingFrom: path)
            self.init(
                file: file, stream: nil,
                baseDirectory: options.baseDirectory.map(SourceFile.absolutePath)
                    ?? SourceFile.absoluteDirectory(of: path),
                options: options,
                waker: waker)
        }
    }

    /// Reads records from an open stream (stdin or a pipe), copying them into a temporary spool file
    /// as they arrive. Relative thumbnail paths resolve against the current directory (or
    /// `options.baseDirectory`). The
    /// descriptor is not closed.
    public convenience init(
        streamDescriptor: Int32, options: Options = Options(), waker: @escaping @Sendable () -> Void = {}
    ) throws(FeedLoadError) {
        let spool = try SourceFile.createSpool()
        self.init(
            file: spool, stream: streamDescriptor,
            baseDirectory: options.baseDirectory.map(SourceFile.absolutePath) ?? SourceFile.absoluteDirectory(of: nil),
            options: options, waker: waker)
    }

    private init(
        file: SourceFile, stream: Int32?, baseDirectory: String, options: Options, waker: @escaping @Sendable () -> Void
    ) {
        self.file = file
        self.stream = stream
        self.options = options
        self.waker = waker
        decoder = RecordDecoder(limits: options.limits, baseDirectory: baseDirectory)
        state = Locked(FeedState(cacheCapacity: options.maximumCachedPages))
        startIndexing()
    }

    // MARK: Main loop

    /// Records indexed so far (grows while indexing).
    public var knownCount: Int { state.withLock { $0.knownCount } }

    /// Whether the whole input has been indexed (until the next `reload()`).
    public var isIndexingComplete: Bool { state.withLock { $0.isIndexingComplete } }

    /// Fraction of the input's bytes indexed, 0...1. A stream's size is unknown: 0 until its end.
    public var progress: Double {
        state.withLock { s in
            if s.isIndexingComplete { return 1 }
            guard s.expectedBytes > 0 else { return 0 }
            return min(1, Double(s.indexedBytes) / Double(s.expectedBytes))
        }
    }

    /// Records that could not be read at all, among those decoded so far.
    public var badRecordCount: Int { state.withLock { $0.badRecordCount } }

    /// Records shown as their fields because they are not merchants or banners, among those decoded.
    public var otherRecordCount: Int { state.withLock { $0.otherRecordCount } }

    /// Issues found so far, counting those beyond `issues`.
    public var issueCount: Int { state.withLock { $0.issueCount } }

    /// The first `maximumStoredIssues` issues, in the order found.
    public var issues: [DecodeIssue] { state.withLock { $0.issues } }

    /// Set when the input cannot be read, or in strict mode at the first issue.
    public var failure: FeedLoadError? { state.withLock { $0.failure } }

    /// The item at `index`, or nil when its page is not decoded yet (the page is then requested;
    /// `drainUpdates()` reports it when it arrives). Nil also for an index out of range.
    public func item(at index: Int) -> FeedItem? {
        let (item, schedule) = state.withLock { s -> (FeedItem?, Bool) in
            guard index >= 0, index < s.knownCount else { return (nil, false) }
            let number = index / options.pageSize
            let offset = index - number * options.pageSize
            if let page = s.cache.page(number), offset < page.items.count { return (page.items[offset], false) }
            return (nil, request(number, in: &s))
        }
        if schedule { scheduleLoad() }
        return item
    }

    /// Whether `item(at:)` would give an item now, with the same side effects (the page is marked
    /// used, or requested when missing), but without copying the item out: the pipeline asks this for
    /// every row near the screen every frame.
    public func hasItem(at index: Int) -> Bool {
        let (found, schedule) = state.withLock { s -> (Bool, Bool) in
            guard index >= 0, index < s.knownCount else { return (false, false) }
            let number = index / options.pageSize
            let offset = index - number * options.pageSize
            if let count = s.cache.page(number)?.items.count { return (offset < count, false) }
            return (false, request(number, in: &s))
        }
        if schedule { scheduleLoad() }
        return found
    }

    /// Asks for the pages covering `rows` ahead of need ("load more" before the reader gets there),
    /// nearest first. Capped at half the cache, so prefetching never evicts what is on screen.
    public func prefetch(_ rows: Range<Int>) {
        let scheduled = state.withLock { s -> Int in
            let clamped = rows.clamped(to: 0..<s.knownCount)
            guard !clamped.isEmpty else { return 0 }
            let first = clamped.lowerBound / options.pageSize
            let last = min((clamped.upperBound - 1) / options.pageSize, first + options.maximumCachedPages / 2 - 1)
            var count = 0
            // Requests are served last-in first-out, so the farthest page goes in first.
            for number in stride(from: last, through: first, by: -1) where needsDecoding(number, in: s) {
                if request(number, in: &s) { count += 1 }
            }
            return count
        }
        for _ in 0..<scheduled { scheduleLoad() }
    }

    /// Takes what changed since the last call; call once per frame.
    public func drainUpdates() -> FeedUpdates {
        state.withLock { s in
            var updates = s.updates
            updates.knownCount = s.knownCount
            s.updates = FeedUpdates()
            s.wakePending = false
            return updates
        }
    }

    /// Whether `reload()` can read more: a file can, a stream has no more than it sends.
    public var canReload: Bool { stream == nil }

    /// Indexes what was appended to the file since indexing last reached its end; existing rows keep
    /// their positions. A last record without a newline may change (reported in `replacedRows`).
    /// Assumes append-only growth. Does nothing for a stream.
    public func reload() {
        guard stream == nil else { return }
        state.withLock { s in
            s.isIndexingComplete = false
            s.expectedBytes = file.size()
        }
        indexQueue.async(group: indexing) { self.indexFile() }
    }

    // MARK: Off the main loop

    /// Blocks until indexing has reached the end of the input. For tests, tools and benchmarks;
    /// never call it from the main loop.
    public func waitUntilIndexed() {
        indexing.wait()
    }

    /// Blocks until indexing is complete and every requested page is decoded. Not for the main loop.
    public func waitUntilLoaded() {
        indexing.wait()
        loading.wait()
    }
}
