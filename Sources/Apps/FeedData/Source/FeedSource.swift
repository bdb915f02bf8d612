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
/// What they share is one `FeedMachine` (a pure state machine: events in, actions out) under one
/// lock; file reads and decoding happen outside it, and the machine drops what a reload made stale.
///
/// Row identity: position `i` is `RowID(i)`: the index among non-blank lines (JSONL) or elements
/// (JSON array). A malformed record keeps its position as a visible `.invalid` row.
public final class FeedSource: Sendable {
    /// Tuning, validation settings and resource bounds.
    public struct Options: Sendable {
        /// Records decoded together; the row index keeps one entry a page.
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
        /// Bytes of a stream (stdin, a pipe, a FIFO, a device) copied into the spool file at most;
        /// reading stops there, with `truncation` saying so. The spool is the feed's only disk use.
        public var maximumSpoolBytes: Int
        /// Records indexed at most; indexing stops there, with `truncation` saying so.
        public var maximumRows: Int
        /// The folder relative thumbnail paths resolve against (`--base`); nil for the data file's
        /// folder, or the current folder for stdin. A relative folder is taken from the current one.
        public var baseDirectory: String?
        /// Which card object records show (`--card`), and the generic card's paths.
        public var cards: CardReading
        /// Where the records are (`--records`).
        public var records: RecordsLocation

        public static let defaultSpoolBytes = 1 << 30
        public static let defaultMaximumRows = 1_000_000_000

        public init(
            pageSize: Int = 256, maximumCachedPages: Int = 32, limits: DecodeLimits = .standard, strict: Bool = false,
            blockSize: Int = 1 << 20, maximumStoredIssues: Int = 1000, maximumSpoolBytes: Int = defaultSpoolBytes,
            maximumRows: Int = defaultMaximumRows, baseDirectory: String? = nil, cards: CardReading = CardReading(),
            records: RecordsLocation = .automatic
        ) {
            self.baseDirectory = baseDirectory
            self.cards = cards
            self.records = records
            self.pageSize = max(1, pageSize)
            self.maximumCachedPages = max(2, maximumCachedPages)
            self.limits = limits
            self.strict = strict
            self.blockSize = max(4096, blockSize)
            self.maximumStoredIssues = max(0, maximumStoredIssues)
            self.maximumSpoolBytes = max(0, maximumSpoolBytes)
            self.maximumRows = max(0, maximumRows)
        }
    }

    /// The file records are read from now (a reload may open the name again), and its epoch.
    let input: Locked<SourceFile>
    /// The name to open again when `reload()` finds the file replaced; nil for a stream.
    let name: FileName?
    public let options: Options
    let decoder: RecordDecoder
    let waker: @Sendable () -> Void
    /// Everything the threads share, as a state machine: taken under this one lock, its actions run
    /// outside it (`run(_:)`).
    let state: Locked<FeedMachine>
    /// The scanner belongs to the indexer queue; its lock is never contended and only satisfies
    /// the compiler that the state has one owner at a time. (`Locked`, not `Mutex`: ThreadSanitizer
    /// cannot see the standard library's futex-based mutex on Linux.)
    let scanner: Locked<RecordScanner>
    /// Fingerprints of what was indexed, to notice on `reload()` that the file was rewritten.
    let fingerprint = Locked(ContentFingerprint())
    /// The stream being spooled (stdin, a pipe, a FIFO), or nil for a file.
    let stream: StreamInput?
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
            try self.init(file: FileName(path), options: options, waker: waker)
        }
    }

    /// Opens the file `name` (its bytes, which need not be UTF-8) without blocking. A regular file is
    /// read in place; a FIFO, a character device or a socket is spooled like stdin. Binary data (a
    /// picture, say) is refused as not a feed.
    public convenience init(
        file name: FileName, options: Options = Options(), waker: @escaping @Sendable () -> Void = {}
    ) throws(FeedLoadError) {
        let base = options.baseDirectory.map(SourceFile.absolutePath) ?? SourceFile.absoluteDirectory(of: name.string)
        switch try SourceFile.open(name) {
        case .file(let file):
            let sample = try file.read(count: BinarySniffer.sampleSize, at: 0)
            if let kind = BinarySniffer.binaryKind(of: sample) {
                throw .notAFeed(path: file.displayName, looksLike: kind)
            }
            self.init(file: file, name: name, stream: nil, baseDirectory: base, options: options, waker: waker)
        case .stream(let stream):
            let spool = try SourceFile.createSpool(for: stream.displayName)
            self.init(file: spool, name: nil, stream: stream, baseDirectory: base, options: options, waker: waker)
        }
    }

    /// Reads records from an open stream (stdin or a pipe), copying them into a temporary spool file
    /// as they arrive. Relative thumbnail paths resolve against the current directory (or
    /// `options.baseDirectory`). The
    /// descriptor is not closed.
    public convenience init(
        streamDescriptor: Int32, options: Options = Options(), waker: @escaping @Sendable () -> Void = {}
    ) throws(FeedLoadError) {
        let stream = StreamInput(descriptor: streamDescriptor, displayName: "stdin", ownsDescriptor: false)
        let spool = try SourceFile.createSpool(for: "stdin")
        self.init(
            file: spool, name: nil, stream: stream,
            baseDirectory: options.baseDirectory.map(SourceFile.absolutePath) ?? SourceFile.absoluteDirectory(of: nil),
            options: options, waker: waker)
    }

    private init(
        file: SourceFile, name: FileName?, stream: StreamInput?, baseDirectory: String, options: Options,
        waker: @escaping @Sendable () -> Void
    ) {
        input = Locked(file)
        self.name = name
        self.stream = stream
        self.options = options
        self.waker = waker
        decoder = RecordDecoder(limits: options.limits, baseDirectory: baseDirectory, cards: options.cards)
        scanner = Locked(RecordScanner(records: options.records))
        state = Locked(FeedMachine(options: options))
        startIndexing()
    }

    deinit {
        stream?.stop()
    }

    /// The file pages are read from now.
    var file: SourceFile { input.withLock { $0 } }

    // MARK: Main loop

    /// Records indexed so far (grows while indexing).
    public var knownCount: Int { state.withLock { $0.knownCount } }

    /// Whether the whole input has been indexed (until the next `reload()`).
    public var isIndexingComplete: Bool { state.withLock { $0.isIndexingComplete } }

    /// Fraction of the input's bytes indexed, 0...1. A stream's size is unknown: 0 until its end.
    public var progress: Double {
        state.withLock { $0.progress }
    }

    /// Records that could not be read at all, among those decoded so far.
    public var badRecordCount: Int { state.withLock { $0.badRecordCount } }

    /// Whether `badRecordCount` covers the whole input: indexing is complete and every row has been
    /// decoded at least once. Until then it counts only the pages read so far ("so far").
    public var isBadRecordCountFinal: Bool { state.withLock { $0.everyRowReported } }

    /// The bound that stopped the reading, if one did.
    public var truncation: FeedTruncation? { state.withLock { $0.truncation } }

    /// The member path of the array the records are the elements of (`items`, `data.children`), when
    /// the input is an object wrapping them; nil when its top-level values are the records.
    public var recordsPath: String? { state.withLock { $0.unwrapped?.text } }

    /// Records of the generic card's decoded so far in which a part's path (`--title` ...) found
    /// something, and records decoded so far: a path that found nothing in any record is named in the
    /// status bar.
    public func pathHits(_ part: CardPart) -> (hits: Int, records: Int) {
        state.withLock { ($0.pathHits[part.rawValue], $0.pathRecords) }
    }

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
        let (item, actions) = state.withLock { $0.item(at: index) }
        run(actions)
        return item
    }

    /// Whether `item(at:)` would give an item now, with the same side effects (the page is marked
    /// used, or requested when missing), but without copying the item out: the pipeline asks this for
    /// every row near the screen every frame.
    public func hasItem(at index: Int) -> Bool {
        let (found, actions) = state.withLock { $0.hasItem(at: index) }
        run(actions)
        return found
    }

    /// `hasItem(at:)` of each of `indices` under one lock: the pipeline asks a frame's rows at once.
    public func hasItems(at indices: [Int]) -> [Bool] {
        let (found, actions) = state.withLock { $0.hasItems(at: indices) }
        run(actions)
        return found
    }

    /// Asks for the pages covering `rows` ahead of need ("load more" before the reader gets there),
    /// nearest first. Capped at half the cache, so prefetching never evicts what is on screen.
    public func prefetch(_ rows: Range<Int>) {
        run(state.withLock { $0.prefetch(rows) })
    }

    /// Takes what changed since the last call; call once per frame.
    public func drainUpdates() -> FeedUpdates {
        state.withLock { $0.drainUpdates() }
    }

    /// Whether `reload()` can read more: a file can, a stream has no more than it sends.
    public var canReload: Bool { stream == nil }

    /// Reads the file again: what was appended since indexing last reached its end is indexed and
    /// existing rows keep their positions (a last record without a newline may change, reported in
    /// `replacedRows`). If the file was replaced (another inode under the name), shrank, or had bytes
    /// already read rewritten, it is read again from the start instead, and `FeedUpdates.reset` says
    /// so. The check runs on the indexer queue; this returns at once. Does nothing for a stream.
    public func reload() {
        guard stream == nil else { return }
        state.withLock { $0.reloadRequested() }
        indexQueue.async(group: indexing) { self.reindex() }
    }

    /// Stops reading a stream: what arrived so far is indexed, and the feed is complete with
    /// `truncation` set to `reason`. For `burin snapshot`, which cannot wait forever. Any thread.
    public func stopReading(_ reason: FeedTruncation) {
        guard let stream else { return }
        state.withLock { $0.stopReading(reason) }
        stream.stop()
    }

    // MARK: Off the main loop

    /// Blocks until indexing has reached the end of the input. For tests, tools and benchmarks;
    /// never call it from the main loop.
    public func waitUntilIndexed() {
        indexing.wait()
    }

    /// Blocks until indexing has reached the end of the input or `timeout` has passed; returns whether
    /// it had. Not for the main loop.
    public func waitUntilIndexed(timeout: Duration) -> Bool {
        let nanoseconds =
            max(0, timeout.components.seconds) * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        return indexing.wait(timeout: .now() + .nanoseconds(Int(clamping: nanoseconds))) == .success
    }

    /// Blocks until indexing is complete and every requested page is decoded. Not for the main loop.
    public func waitUntilLoaded() {
        indexing.wait()
        loading.wait()
    }
}
