/// The bookkeeping of scans, one generation at a time: which chunk a worker takes next, finished
/// chunks put back in source order (so the view's rows only ever grow at its end), what the main
/// loop has not seen yet, and when the last chunk is in. A pure value: events in, answers out; the
/// `QueryScan` driver holds it under a lock and runs the workers.
///
/// A new `start` moves the generation: chunks claimed or finished for an older one are refused.
public struct QueryScanState: Sendable {
    public private(set) var generation = 0
    private var chunkCount = 0
    private var total = 0
    private var nextChunk = 0
    /// Finished chunks waiting for an earlier one.
    private var waiting: [Int: ChunkResult] = [:]
    /// Chunks folded into `gathered`, all before any waiting one.
    private var folded = 0
    private var scanned = 0
    private var gathered = ChunkResult()
    /// Rows gathered and not yet drained.
    private var undrained: [UInt32] = []
    private var result: ScanResult?
    private var resultDrained = false
    /// Whether the driver was told to wake the main loop since its last drain.
    private var wakePending = false

    public init() {}

    /// Begins a new scan of `chunks` chunks holding `records` records; returns its generation.
    public mutating func start(chunks: Int, records: Int) -> Int {
        generation += 1
        chunkCount = chunks
        total = records
        nextChunk = 0
        waiting = [:]
        folded = 0
        scanned = 0
        gathered = ChunkResult()
        undrained = []
        result = nil
        resultDrained = false
        return generation
    }

    /// Stops the current scan: it claims nothing more and its results are refused.
    public mutating func cancel() {
        generation += 1
        chunkCount = 0
        nextChunk = 0
        waiting = [:]
        undrained = []
        result = nil
        resultDrained = true
    }

    /// The next chunk for a worker of `generation`, or nil when there is none (or it is stale).
    mutating func claim(for generation: Int) -> Int? {
        guard generation == self.generation, nextChunk < chunkCount else { return nil }
        defer { nextChunk += 1 }
        return nextChunk
    }

    /// What a finished chunk means.
    enum Outcome: Equatable {
        /// Stale, or not the last: nothing to do. `wake`: call the main loop's waker.
        case continuing(wake: Bool)
        /// Every chunk is in: the driver finishes the scan (`finish`) off the lock.
        case lastChunk
    }

    /// Records chunk `index`'s result.
    mutating func finished(chunk index: Int, _ chunkResult: ChunkResult, for generation: Int) -> Outcome {
        guard generation == self.generation else { return .continuing(wake: false) }
        waiting[index] = chunkResult
        scanned += chunkResult.scanned + chunkResult.unread
        while let next = waiting.removeValue(forKey: folded) {
            undrained += next.rows
            gathered.rows += next.rows
            gathered.keys += next.keys
            gathered.places += next.places
            gathered.counts.merge(next.counts)
            gathered.census.merge(next.census)
            gathered.scanned += next.scanned
            gathered.unread += next.unread
            gathered.regexGaveUp += next.regexGaveUp
            folded += 1
        }
        if folded == chunkCount { return .lastChunk }
        return .continuing(wake: needsWake())
    }

    /// Everything the chunks gave, in order, for the driver to finish off the lock.
    func gatheredResult(for generation: Int) -> ChunkResult? {
        generation == self.generation && folded == chunkCount ? gathered : nil
    }

    /// The finished scan; returns whether to wake the main loop.
    mutating func complete(_ finished: ScanResult) -> Bool {
        guard finished.generation == generation else { return false }
        result = finished
        gathered = ChunkResult()
        return needsWake()
    }

    /// For the main loop: what is new since the last drain, or nil when nothing is.
    public mutating func drain() -> ScanUpdate? {
        wakePending = false
        guard !undrained.isEmpty || (result != nil && !resultDrained) || (chunkCount > 0 && folded < chunkCount)
        else { return nil }
        let rows = undrained
        undrained = []
        let finished = resultDrained ? nil : result
        if result != nil { resultDrained = true }
        return ScanUpdate(
            generation: generation, newRows: rows, matches: result?.rows.count ?? gathered.rows.count,
            scanned: scanned, total: total, result: finished)
    }

    /// The finished result of the current generation, if there is one (for a blocking caller).
    public var finishedResult: ScanResult? { result }

    private mutating func needsWake() -> Bool {
        guard !wakePending else { return false }
        wakePending = true
        return true
    }
}
