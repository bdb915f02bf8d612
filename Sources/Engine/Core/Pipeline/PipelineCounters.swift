/// What the pipeline has done, read by the fps overlay and by `burin bench` through one API.
public struct PipelineCounters: Sendable, Equatable {
    /// Draw jobs submitted to the workers.
    public var drawsRequested = 0
    /// Draw jobs a worker began.
    public var drawsStarted = 0
    /// Draw jobs that produced a bitmap.
    public var drawsFinished = 0
    /// Draw jobs dropped before any worker began them (scrolled out of range, or superseded).
    public var drawsCancelledQueued = 0
    /// Draw jobs that noticed their cancellation while running.
    public var drawsCancelledInFlight = 0
    /// Finished drawings the main loop refused because the row's generation had moved on.
    public var drawsDiscardedStale = 0
    /// Finished drawings the main loop accepted and shows.
    public var drawsAccepted = 0
    /// Drawings made on the main loop (sync policy).
    public var drawsSynchronous = 0
    /// Visible rows that would have shown a placeholder, drawn on the main loop instead because their
    /// measured cost fitted the frame's placeholder budget.
    public var placeholderDrawsHere = 0
    /// Visible rows that would show a placeholder whose cost did not fit (or was not known yet), left
    /// to the workers.
    public var placeholderDrawsDeferred = 0
    /// Layouts computed.
    public var layoutsFinished = 0
    /// Visible rows shown as placeholders in the last frame.
    public var placeholderRows = 0
    /// Visible rows in the last frame.
    public var visibleRows = 0
    /// Draw jobs waiting for a worker now.
    public var queueDepth = 0
    /// Draw jobs running now.
    public var inFlight = 0
    /// Drawings found in the cache.
    public var cacheHits = 0
    /// Drawings not in the cache (a draw was requested).
    public var cacheMisses = 0
    /// Bytes held by the drawing cache.
    public var cacheBytes = 0
    /// Content versions a row skipped between two frames: changes that arrived faster than frames
    /// and were drawn once, as one, instead of one drawing each.
    public var invalidationsCoalesced = 0

    public init() {}

    /// Hits over lookups, 0 when there were none.
    public var cacheHitRate: Double {
        let total = cacheHits + cacheMisses
        return total == 0 ? 0 : Double(cacheHits) / Double(total)
    }
}
