public import BurinCore
public import BurinFeed
public import BurinRaster

/// How the viewer runs: everything the command line can set.
public struct ViewerOptions: Sendable {
    public var title = "burin"
    public var theme = FeedTheme.dark
    /// Paint the page in the theme's colour instead of leaving it to the terminal's own background:
    /// true unless the terminal's background is known to match the theme (see `ThemeChoice`).
    public var paintsPage = true
    public var blitter = Blitter.halfBlock
    public var workers = WorkerPool<Void>.defaultSize
    public var targetFPS = 60
    public var showsOverlay = false
    /// Live changes per second; nil for none.
    public var liveRate: Double?
    public var pipeline = PipelineConfiguration()
    /// Display text with FreeType (banners); off makes drawings independent of installed fonts.
    public var usesFreeType = true
    public var imageCacheBytes = 16 << 20
    public var execution = ViewerExecution.threads
    /// `--strict`: a feed error ends the viewer (the caller reports it) instead of showing in the
    /// status bar.
    public var stopsOnFeedFailure = false

    public init() {}
}

/// Where layouts and drawings run.
public enum ViewerExecution: Sendable, Equatable {
    /// A layout thread and a pool of draw workers: the real thing.
    case threads
    /// On the main loop after each frame: every queued layout, then at most `drawsPerFrame` drawings,
    /// and the feed's requested pages loaded before the next frame. Slower, but frame K of a scripted
    /// scroll comes out the same every time.
    case stepped(drawsPerFrame: Int)
}
