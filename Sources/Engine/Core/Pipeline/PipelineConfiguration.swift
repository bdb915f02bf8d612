/// Sizes of the pipeline's ranges and caches.
public struct PipelineConfiguration: Sendable {
    /// Texture's tuning parameters: how far, in screens, ranges reach ahead of (in the scroll
    /// direction) and behind the viewport.
    public struct RangeTuning: Sendable, Equatable {
        public var ahead: Double
        public var behind: Double
        public init(ahead: Double, behind: Double) {
            self.ahead = ahead
            self.behind = behind
        }
    }

    /// Rows drawn ahead of need.
    public var display = RangeTuning(ahead: 1.0, behind: 0.5)
    /// Rows laid out (and their data loaded) ahead of need.
    public var preload = RangeTuning(ahead: 2.5, behind: 1.5)
    /// Both ranges until the first screen has been drawn, so the first screen gets the workers.
    public var reduced = RangeTuning(ahead: 0.25, behind: 0.25)
    /// Extra screens of lead per screen/second of scroll velocity (capped by `maximumExtraLead`).
    public var leadPerVelocity = 0.5
    public var maximumExtraLead = 2.0
    /// Byte budget of the drawing cache.
    public var cacheBytes = 32 << 20
    /// Layouts kept.
    public var layoutCacheEntries = 4096
    /// Draw every row on the main loop (`--sync`, the benchmark baseline).
    public var forceSync = false
    /// Main-loop time a frame may spend drawing visible rows that would otherwise show a placeholder,
    /// when their measured cost fits (Android's GapWorker deadline); the rest wait for the workers.
    /// A tenth of a 60 Hz frame by default; zero turns it off.
    public var placeholderBudget = Duration.microseconds(1500)

    public init() {}
}
