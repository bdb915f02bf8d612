import BurinCore

/// The whole state of a `RemoteImageStore` as a value: which URLs are waiting, on the network, ready
/// or failed, the bytes held in memory, and what changed since the main loop last looked. Events go
/// in, actions for the store to run come out; it does no I/O, takes no lock and knows no thread, so the
/// tests drive it step by step (the swift-async-algorithms triad: this struct, the store holding it
/// under a lock and running its actions outside the lock, and the store's thin public API).
///
/// Every transition of one URL's life (queued, started, redirected, settled, dropped, evicted) is
/// in this one value, so the tests step all of them without threads.
struct FetchStateMachine {
    /// What the store must do after an event, in order, outside its lock.
    enum Action: Equatable {
        /// Put this fetch on the network.
        case start(HTTPFetch)
        /// Give up on the fetch with this id.
        case cancel(Int)
        /// Read this ready URL's file into memory in the background, then report `backgroundReadFinished`.
        case readDisk(String)
        /// Call the waker: the list of changed URLs went from empty to not empty.
        case wake
    }

    /// Where a ready URL's bytes can be had.
    enum BytesLookup: Equatable {
        case inMemory([UInt8])
        /// Read them from the disk cache (outside the lock), then report `diskRead` or `diskFileLost`.
        case onDisk
        /// The URL is not ready, or its bytes are gone.
        case unavailable
    }

    private enum Settled: Equatable {
        case ready
        case failed(RemoteImageFailure)
    }

    let limits: RemoteImageLimits
    /// Whether bytes that leave memory can be read back from disk.
    let hasDiskCache: Bool
    /// Whether the disk cache's index has been read. Until then nothing goes on the network: URLs
    /// wait in the queue, and are looked up on disk when the index arrives (`diskIndexLoaded`).
    private var isDiskIndexLoaded: Bool
    private var waiting = FetchQueue()
    /// Fetch id to URL, and back, for the requests on the network.
    private var inFlightByID: [Int: String] = [:]
    private var inFlightByURL: [String: Int] = [:]
    private var settled: LRUCache<String, Settled>
    private var memory: LRUCache<String, [UInt8]>
    /// Ready URLs whose file is being read into memory for `lookUpBytesInMemory`.
    private var readingDisk: Set<String> = []
    private var changed: [String] = []
    private var changedSet: Set<String> = []
    private var nextFetchID = 0
    private var nextCall = 0
    private var counters = RemoteImageStatistics()
    private var isShutDown = false

    /// A machine whose disk cache (if any) still has its index to read.
    init(limits: RemoteImageLimits, hasDiskCache: Bool) {
        self.limits = limits
        self.hasDiskCache = hasDiskCache
        isDiskIndexLoaded = !hasDiskCache
        settled = LRUCache(capacity: limits.rememberedURLs)
        memory = LRUCache(capacity: limits.memoryBytes)
    }

    // MARK: Events

    /// Asks for `urls`, most wanted first, ahead of everything asked for by earlier calls. A URL that
    /// is known keeps its state (a waiting one is re-ranked); an unknown one is checked, then found in
    /// the disk cache (`isOnDisk`, asked only for unknown URLs once the index is read) or queued.
    /// - Returns: each URL's state after the call, and the actions to run.
    mutating func request(_ urls: [String], isOnDisk: (String) -> Bool) -> (
        states: [RemoteImageState], actions: [Action]
    ) {
        var actions: [Action] = []
        guard !isShutDown else { return (urls.map { state(of: $0) }, actions) }
        let call = nextCall
        nextCall += 1
        var states: [RemoteImageState] = []
        states.reserveCapacity(urls.count)
        for (position, url) in urls.enumerated() {
            states.append(
                request(
                    url, rank: FetchQueue.Rank(call: call, position: position), isOnDisk: isOnDisk, actions: &actions))
        }
        return (states, actions)
    }

    private mutating func request(
        _ url: String, rank: FetchQueue.Rank, isOnDisk: (String) -> Bool, actions: inout [Action]
    ) -> RemoteImageState {
        if let known = settled.lookup(url) { return Self.state(known) }
        if inFlightByURL[url] != nil { return .pending }
        if let old = waiting.rank(of: url) {
            // Listed twice in one call: the first place counts.
            if old.call != rank.call { waiting.put(url, rank: rank) }
            return .pending
        }
        if let problem = RemoteImageURL.problem(with: url, maxBytes: limits.maxURLBytes) {
            remember(url, .failed(problem))
            counters.failures[problem.kind, default: 0] += 1
            return .failed(problem)
        }
        if hasDiskCache, isDiskIndexLoaded, isOnDisk(url) {
            remember(url, .ready)
            counters.diskHits += 1
            return .ready
        }
        waiting.put(url, rank: rank)
        // Free slots are filled at once, so the queue's bound counts only URLs that truly wait.
        startWaiting(&actions)
        if waiting.count > limits.maxQueuedRequests, let dropped = waiting.popLeastWanted() {
            counters.dropped += 1
            // The caller learns of its own URL's drop from the return value; of others', from the list.
            if dropped == url { return .unknown }
            markChanged(dropped, &actions)
        }
        return .pending
    }

    /// The disk cache's index has been read: every waiting URL found in it is ready (and reported
    /// changed), the rest may now go on the network.
    mutating func diskIndexLoaded(isOnDisk: (String) -> Bool) -> [Action] {
        guard !isDiskIndexLoaded, !isShutDown else { return [] }
        isDiskIndexLoaded = true
        var actions: [Action] = []
        for url in waiting.urlsMostWantedFirst where isOnDisk(url) {
            waiting.remove(url)
            remember(url, .ready)
            counters.diskHits += 1
            markChanged(url, &actions)
        }
        startWaiting(&actions)
        return actions
    }

    /// Fetch `id` ended. A completion for a fetch the machine no longer waits for (after shutdown) is
    /// ignored. The store has already checked the bytes' size and format.
    mutating func fetchFinished(id: Int, result: Result<[UInt8], RemoteImageFailure>) -> [Action] {
        guard let url = inFlightByID.removeValue(forKey: id) else { return [] }
        inFlightByURL[url] = nil
        var actions: [Action] = []
        switch result {
        case .success(let bytes):
            counters.fetched += 1
            counters.bytesFetched += bytes.count
            remember(url, .ready)
            keepInMemory(url, bytes)
        case .failure(let failure):
            counters.failures[failure.kind, default: 0] += 1
            remember(url, .failed(failure))
        }
        markChanged(url, &actions)
        startWaiting(&actions)
        return actions
    }

    /// Whether fetch `id` is still awaited (the store skips the disk write of one that is not).
    func isAwaiting(id: Int) -> Bool { inFlightByID[id] != nil }

    /// A fetched image could not be written to the disk cache.
    mutating func diskWriteFailed() {
        counters.diskWriteFailures += 1
    }

    /// Where the bytes of `url` are, marking it recently used. Without a disk cache, a ready URL whose
    /// bytes left memory is forgotten (and reported changed), so its rows ask for it again.
    mutating func lookUpBytes(of url: String) -> (BytesLookup, [Action]) {
        guard settled.lookup(url) == .ready else { return (.unavailable, []) }
        if let bytes = memory.lookup(url) { return (.inMemory(bytes), []) }
        if hasDiskCache { return (.onDisk, []) }
        var actions: [Action] = []
        forget(url, &actions)
        return (.unavailable, actions)
    }

    /// The bytes of `url` if they are in memory (marking it recently used). A ready URL whose bytes
    /// are only on disk gets one background read (`readDisk`); without a disk cache it is forgotten.
    mutating func lookUpBytesInMemory(of url: String) -> ([UInt8]?, [Action]) {
        let (lookup, actions) = lookUpBytes(of: url)
        switch lookup {
        case .inMemory(let bytes): return (bytes, actions)
        case .unavailable: return (nil, actions)
        case .onDisk: return (nil, readingDisk.insert(url).inserted ? [.readDisk(url)] : [])
        }
    }

    /// A background read of `url`'s file ended with `bytes` (nil: the file was missing or corrupt).
    /// Either way the URL is reported changed: its bytes are in memory now, or it is forgotten.
    mutating func backgroundReadFinished(_ url: String, bytes: [UInt8]?) -> [Action] {
        readingDisk.remove(url)
        guard !isShutDown else { return [] }
        guard let bytes else { return diskFileLost(url) }
        diskRead(url, bytes: bytes)
        var actions: [Action] = []
        if settled.peek(url) == .ready { markChanged(url, &actions) }
        return actions
    }

    /// The disk cache gave the bytes of `url` back: keep them in memory while the URL is ready.
    mutating func diskRead(_ url: String, bytes: [UInt8]) {
        counters.diskReads += 1
        if settled.peek(url) == .ready { keepInMemory(url, bytes) }
    }

    /// The disk cache file of a ready `url` was missing or corrupt: forget the URL (unless its bytes
    /// came back to memory meanwhile), so its rows ask for it again and it is fetched anew.
    mutating func diskFileLost(_ url: String) -> [Action] {
        counters.diskLost += 1
        guard settled.peek(url) == .ready, !memory.contains(url) else { return [] }
        var actions: [Action] = []
        forget(url, &actions)
        return actions
    }

    /// Stops everything: waiting URLs are dropped, fetches on the network cancelled, and later
    /// requests and completions ignored. Settled states stay readable.
    mutating func shutdown() -> [Action] {
        guard !isShutDown else { return [] }
        isShutDown = true
        waiting.removeAll()
        let cancels = inFlightByID.keys.sorted().map(Action.cancel)
        inFlightByID.removeAll()
        inFlightByURL.removeAll()
        return cancels
    }

    // MARK: Queries

    /// The state of `url`, marking a settled one recently used.
    mutating func state(of url: String) -> RemoteImageState {
        if let known = settled.lookup(url) { return Self.state(known) }
        if inFlightByURL[url] != nil || waiting.rank(of: url) != nil { return .pending }
        return .unknown
    }

    /// The URLs whose state changed other than through a `request` call's own return value, oldest
    /// first, each once; empties the list.
    mutating func drainChanged() -> [String] {
        defer {
            changed.removeAll()
            changedSet.removeAll()
        }
        return changed
    }

    var statistics: RemoteImageStatistics {
        var s = counters
        s.inFlight = inFlightByID.count
        s.queued = waiting.count
        s.memoryBytes = memory.totalCost
        return s
    }

    // MARK: Helpers

    private static func state(_ settled: Settled) -> RemoteImageState {
        switch settled {
        case .ready: .ready
        case .failed(let failure): .failed(failure)
        }
    }

    private mutating func startWaiting(_ actions: inout [Action]) {
        guard isDiskIndexLoaded else { return }
        while inFlightByID.count < limits.maxConcurrentRequests, let url = waiting.popMostWanted() {
            let fetch = HTTPFetch(id: nextFetchID, url: url)
            nextFetchID += 1
            inFlightByID[fetch.id] = url
            inFlightByURL[url] = fetch.id
            counters.requests += 1
            actions.append(.start(fetch))
        }
    }

    /// Records a settled state, forgetting the least recently used URLs (and their bytes) beyond the
    /// bound. Forgotten URLs are not reported: nothing near the viewport has used them for a while.
    private mutating func remember(_ url: String, _ state: Settled) {
        while !settled.contains(url), settled.count >= limits.rememberedURLs,
            let oldest = settled.leastRecentlyUsedKey
        {
            settled.remove(oldest)
            memory.remove(oldest)
        }
        settled.insert(state, for: url)
    }

    /// Charged by its bytes alone (the bound `memoryBytes` is of image bytes, and never below the
    /// largest image, so every fetched image fits); keys and slots add tens of bytes each.
    private mutating func keepInMemory(_ url: String, _ bytes: [UInt8]) {
        memory.insert(bytes, for: url, cost: bytes.count)
    }

    private mutating func forget(_ url: String, _ actions: inout [Action]) {
        settled.remove(url)
        memory.remove(url)
        markChanged(url, &actions)
    }

    /// Lists `url` as changed. A caller that never drains cannot make the list grow without bound:
    /// past twice `rememberedURLs` entries the oldest half is dropped (amortised O(1) per change).
    private mutating func markChanged(_ url: String, _ actions: inout [Action]) {
        guard changedSet.insert(url).inserted else { return }
        if changed.isEmpty { actions.append(.wake) }
        changed.append(url)
        if changed.count > 2 * limits.rememberedURLs {
            for old in changed.prefix(limits.rememberedURLs) { changedSet.remove(old) }
            changed.removeFirst(limits.rememberedURLs)
        }
    }
}
