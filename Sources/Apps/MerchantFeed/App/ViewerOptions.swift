public import BurinCore
public import BurinListViewer
public import BurinPictures
public import BurinRaster
public import BurinRecords
public import FeedData

/// How the merchant viewer runs: everything the command line can set.
public struct ViewerOptions: Sendable {
    public var title = "burin"
    /// The theme to start with (`--theme`, resolved for what was known of the terminal's background).
    public var theme = FeedTheme.dark
    /// What `--theme` said, to resolve again when the terminal answers with its background.
    public var themeChoice = ThemeChoice.automatic
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
    /// Pictures given by URL: where they are kept, the fetcher's bounds, how long a snapshot waits.
    public var remoteImages = RemoteImageOptions()
    public var execution = ListExecution.threads
    /// `--strict`: a feed error ends the viewer (the caller reports it) instead of showing in the
    /// status bar.
    public var stopsOnFeedFailure = false
    /// Real pixels for thumbnails, as detection settled them (`--pixels`); nil: half-blocks.
    public var pictures: GraphicsSetup?
    /// Hyperlinks, `y` and `o` for cards' links; the default does none of them (a viewer made in
    /// code, a snapshot): the command line detects them (`LinkOptions.detect`).
    public var links = LinkOptions()
    /// The moment generic cards count records' ages from (`--now`); nil: the clock, when the viewer
    /// starts and then every minute while such a card is on screen.
    public var now: RecordTime?
    /// What the viewer asks the terminal at start (its background, its graphics); nil: nothing.
    public var questions: StartupQuestions?
    /// `--sort [-]FIELD`: the records in that field's order; nil: as they come.
    public var sort: SortOrder?
    /// `--filter`: the query the list starts filtered by (empty: none).
    public var filter = ""
    /// `--follow`: the viewer starts following the end of the file as it grows, as `F` would.
    public var follows = false
    /// Where `w` writes the view (the temporary folder where this cannot be written).
    public var viewFolder = "."

    public init() {}
}

extension ViewerOptions {
    /// The list viewer's part of the options.
    public var list: ListOptions {
        var list = ListOptions()
        list.workers = workers
        list.targetFPS = targetFPS
        list.showsOverlay = showsOverlay
        list.pipeline = pipeline
        list.execution = execution
        list.pictures = pictures
        list.hyperlinks = links.hyperlinks
        list.questions = questions
        list.filter = filter
        list.follows = follows
        return list
    }
}
