public import BurinCore
public import BurinPictures

/// How a list viewer runs, whatever the app: the pipeline's threads and tuning, the frame rate, the
/// overlay.
public struct ListOptions: Sendable {
    public var workers = WorkerPool<Void>.defaultSize
    public var targetFPS = 60
    public var showsOverlay = false
    public var pipeline = PipelineConfiguration()
    public var execution = ListExecution.threads
    /// Real pixels for the rows' pictures, as detection settled them; nil (or a setup without a
    /// protocol) shows half-blocks only, and the output is that of a viewer without pictures.
    /// With `questions` that ask about graphics, the terminal's answers settle them instead.
    public var pictures: GraphicsSetup?
    /// Whether the terminal shows hyperlinks (OSC 8): the app's `links` are then made clickable.
    public var hyperlinks = false
    /// What the interactive viewer asks its terminal when it starts (nil: nothing). Snapshots and
    /// benches ask nothing.
    public var questions: StartupQuestions?
    /// The query the list starts filtered by, as `/` with it and Enter would (empty: none).
    public var filter = ""
    /// Whether the viewer starts following the list's end, as `F` would (`--follow`).
    public var follows = false

    public init() {}
}

/// Where layouts and drawings run.
public enum ListExecution: Sendable, Equatable {
    /// A layout thread and a pool of draw workers: the real thing.
    case threads
    /// On the main loop after each frame: every queued layout, then at most `drawsPerFrame` drawings,
    /// and the items asked for loaded before the next frame. Slower, but frame K of a scripted scroll
    /// comes out the same every time.
    case stepped(drawsPerFrame: Int)
}
