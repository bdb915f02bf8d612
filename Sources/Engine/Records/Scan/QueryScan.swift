import BurinCore
import Dispatch
import Foundation
import Glibc
import Synchronization

/// Runs scans of records on worker threads: the query stage. `start` a plan over a source; the
/// workers take chunks in order, reject most records on their raw bytes, and hand matching rows
/// back as they are found; the main loop `drain`s them (with progress) once a frame. Starting
/// again or `cancel` moves the generation: the old scan's workers stop within 256 records and its
/// results are dropped, the drawing pipeline's sentinel idea.
///
/// Threads: `start`, `cancel`, `drain` from one owner (the main loop), without blocking beyond a
/// short lock; `waitUntilFinished` from anything but the main loop. Sort permutations and merged
/// counts are computed by the worker that finishes last, never on the main loop.
public final class QueryScan: Sendable {
    private let state = Locked(QueryScanState())
    /// The current generation, read by workers between records without taking the lock.
    private let current = Atomic<Int>(0)
    private let workers: Int
    private let waker: @Sendable () -> Void
    private let running = DispatchGroup()
    /// Where workers run when the system will not start another thread.
    private let fallback = DispatchQueue(label: "burin.records.scan", attributes: .concurrent)

    /// One worker per core: a scan is the one thing the user waits for.
    public static var defaultWorkers: Int { max(1, min(16, ProcessInfo.processInfo.activeProcessorCount)) }

    /// - Parameter waker: called on a worker when there is something to drain (at most once between
    ///   drains); it must only nudge the main loop.
    public init(workers: Int = QueryScan.defaultWorkers, waker: @escaping @Sendable () -> Void = {}) {
        self.workers = max(1, workers)
        self.waker = waker
    }

    /// Starts scanning `source` for `plan`, cancelling any scan still running; returns its generation.
    @discardableResult
    public func start(_ plan: ScanPlan, over source: any RecordChunkSource) -> Int {
        let chunks = source.chunkCount
        let generation = state.withLock { $0.start(chunks: chunks, records: source.recordCount) }
        current.store(generation, ordering: .releasing)
        let matcher = RecordMatcher(plan.query)
        if chunks == 0 {
            finish(generation, plan: plan, gathered: ChunkResult())
            return generation
        }
        for _ in 0..<min(workers, chunks) {
            running.enter()
            let body: @Sendable () -> Void = {
                self.work(generation, plan: plan, matcher: matcher, source: source)
                self.running.leave()
            }
            // A thread of the scan's own, as nice as the draw workers (a thread lives for one scan):
            // the main loop and the drawing of rows come before it.
            let started = WorkerThread.start {
                WorkerThread.setName("burin-scan")
                ThreadPriority.lowerCurrentThread()
                body()
            }
            if !started { fallback.async(execute: body) }
        }
        return generation
    }

    /// Stops the current scan; nothing more of it is drained.
    public func cancel() {
        let generation = state.withLock { s in
            s.cancel()
            return s.generation
        }
        current.store(generation, ordering: .releasing)
    }

    /// What is new since the last drain. Main loop.
    public func drain() -> ScanUpdate? {
        state.withLock { $0.drain() }
    }

    /// Blocks until every worker is idle; returns the current scan's result if it finished. For the
    /// command line, tools and tests, never the main loop.
    public func waitUntilFinished() -> ScanResult? {
        running.wait()
        return state.withLock { $0.finishedResult }
    }

    // MARK: Workers

    private func work(_ generation: Int, plan: ScanPlan, matcher: RecordMatcher, source: any RecordChunkSource) {
        let scratch = MatchScratch()
        var buffer: [UInt8] = []
        // Asked every 256 records (about 0.1 ms): the worker also gives its CPU to any thread that
        // waits for one. Here a thread woken while both cores scanned (the main loop with a key)
        // waited for the scheduler's next tick, 4 ms; see DECISIONS.
        let isCancelled = {
            sched_yield()
            return self.current.load(ordering: .relaxed) != generation
        }
        while let index = state.withLock({ $0.claim(for: generation) }) {
            let chunk = source.read(chunk: index, into: &buffer)
            let result = buffer.withUnsafeBytes { bytes in
                ChunkResult.scan(
                    chunk, in: bytes, plan: plan, matcher: matcher, scratch: scratch, isCancelled: isCancelled)
            }
            guard let result else { return }
            switch state.withLock({ $0.finished(chunk: index, result, for: generation) }) {
            case .continuing(let wake):
                if wake { waker() }
            case .lastChunk:
                guard let gathered = state.withLock({ $0.gatheredResult(for: generation) }) else { return }
                finish(generation, plan: plan, gathered: gathered)
            }
        }
    }

    /// Sorts and counts what every chunk gave, then publishes the result.
    private func finish(_ generation: Int, plan: ScanPlan, gathered: ChunkResult) {
        let permutation = plan.sort.map { SortKey.permutation(gathered.keys, descending: $0.descending) }
        var places = gathered.places
        if let permutation, plan.keepsPlaces { places = permutation.map { gathered.places[Int($0)] } }
        let result = ScanResult(
            generation: generation, rows: gathered.rows, order: permutation?.map { gathered.rows[Int($0)] },
            counts: plan.counts.map { FieldCounts(path: $0, tally: gathered.counts) },
            census: plan.census ? FieldCensus(tally: gathered.census) : nil,
            places: plan.keepsPlaces ? places : nil, scanned: gathered.scanned, unread: gathered.unread,
            regexGaveUp: gathered.regexGaveUp)
        if state.withLock({ $0.complete(result) }) { waker() }
    }
}
