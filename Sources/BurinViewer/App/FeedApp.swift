public import BurinCore
public import BurinFeed
public import BurinFetch
public import BurinList
import BurinRaster
public import BurinScreen

/// The merchant feed as an app of the list viewer: its records are the items, its card designs the
/// renderer, unfolding a card shows all its offers, and a click on a tag or category filters by it.
///
/// Thumbnails given by URL are fetched for the rows the pipeline lays out (those near the screen,
/// nearest first), drawn as a quiet placeholder until they come, and redrawn through the pipeline
/// when they do (`ListUpdate.redrawn`), so an arrival passes the sentinel like any other change.
/// - Note: Main loop only.
public final class FeedApp: ListApp {
    public let feed: FeedSource
    public let renderer: FeedRenderer
    public let options: ViewerOptions
    /// Pictures by URL: the fetching store (made when the first one is asked for), shared with the
    /// draw workers through the renderer's image cache.
    public let remoteImages: RemoteImageSupply
    private var imageRows = RemoteImageRows()
    /// Rows on screen (as of this frame's update) whose picture by URL is still coming, or failed.
    private var imagesComingOnScreen = 0
    private var imagesFailedOnScreen = 0
    private let clock = MonotonicClock()
    private let started: Duration
    private var live: LiveUpdater?
    /// Rows known when `R` was pressed, to say what the reload found.
    private var reloadBaseline: Int?
    /// Whether the status bar was told that reading stopped at a bound.
    private var reportedTruncation = false

    /// The app for `feed` on a screen of `colorMode`; `waker` wakes the screen's idle main loop (an
    /// image arrived).
    public init(
        feed: FeedSource, options: ViewerOptions, colorMode: ColorMode, waker: @escaping @Sendable () -> Void = {}
    ) {
        self.feed = feed
        self.options = options
        let remote = options.remoteImages
        remoteImages = RemoteImageSupply(
            limits: remote.limits, cacheDirectory: remote.cacheDirectory, transport: remote.makeTransport)
        remoteImages.setWaker(waker)
        renderer = FeedRenderer(
            style: FeedStyle(
                theme: options.theme, usesPixels: colorMode != .none, paintsPage: options.paintsPage,
                palette: colorMode.palette),
            blitter: options.blitter, images: ImageCache(byteLimit: options.imageCacheBytes, remote: remoteImages),
            usesFreeType: options.usesFreeType,
            pictureFormat: ListPictures.pictureFormat(for: options.pictures))
        live = options.liveRate.map { LiveUpdater(rate: $0) }
        started = clock.now()
    }

    public var items: FeedSource { feed }
    public var style: FeedLook { renderer.look }
    public var title: String { options.title }
    public var emptyMessage: String { "the feed is empty" }

    public var theme: ListTheme {
        let t = options.theme
        return ListTheme(
            statusBar: t.statusBar, statusText: t.statusText, skeleton: t.skeleton, page: renderer.style.pageFill)
    }

    public func matches(_ item: FeedItem, query: String) -> Bool { item.matches(query) }

    public func estimatedHeight(width: Int) -> Int { FeedRenderer.estimatedHeight(of: nil, width: width) }

    public func update(_ frame: inout ListUpdate<FeedItem>) {
        let updates = feed.drainUpdates()
        if let failure = updates.failure {
            frame.failure = "\(failure)"
            if options.stopsOnFeedFailure { frame.stop = true }
        }
        if let reset = updates.reset {
            // The file was replaced or rewritten and is read from the start: every row may be another.
            frame.reset = true
            frame.notice = reset.description
            reloadBaseline = nil
            imageRows.removeAll()
        } else if updates.indexingFinished, let before = reloadBaseline {
            frame.notice = Self.reloadOutcome(before: before, after: feed.knownCount, replaced: updates.replacedRows)
            reloadBaseline = nil
        }
        frame.replaced = updates.replacedRows
        // Reading stopped at a bound: it says so for good, unless the input failed (said above).
        if !reportedTruncation, let truncation = feed.truncation {
            if frame.failure == nil { frame.failure = truncation.description }
            reportedTruncation = true
        }
        if var updater = live {
            frame.live = updater.tick(seconds: frame.seconds, visible: frame.visible, count: feed.knownCount) {
                frame.item(at: $0)
            }
            live = updater
        }
        frame.redrawn = imageRows.update(supply: remoteImages, visible: frame.visible)
        imagesComingOnScreen = imageRows.waitingCount(among: frame.visible)
        imagesFailedOnScreen = remoteImages.storeIfMade.map { imageRows.failedCount(among: frame.visible, in: $0) } ?? 0
    }

    /// A card about to be laid out is near the screen: its picture by URL is asked for (at the next
    /// update, with the others of the frame, nearest first).
    public func willLayOut(_ item: FeedItem, at index: Int) {
        guard case .merchant(let m) = item, let name = m.thumbnailPath, ImageAddress.isWeb(name) else { return }
        imageRows.handedOut(row: index, address: name)
    }

    /// Rows on screen whose picture by URL had not come at the last frame: what a snapshot that
    /// stopped waiting (`RemoteImageOptions.wait`) shows as placeholders.
    public var imagesStillComing: Int { imagesComingOnScreen }

    public func outcome(of action: FeedAction, row: RowID) -> ListOutcome {
        switch action {
        case .focusRow: .focus
        case .toggleExpanded: .toggleUnfolded
        case .filter(let query): .filter(query)
        }
    }

    /// Enter unfolds a card's offers, or folds them; a card whose offers all show already says so
    /// (its layout has no unfold region). A row not laid out yet is given the benefit of the doubt.
    public func activate(row: RowID, layout: RowLayout<FeedAction>?, isUnfolded: Bool) -> ListOutcome {
        if isUnfolded { return .toggleUnfolded }
        guard let layout else { return .toggleUnfolded }
        return layout.hitRegions.contains { $0.action == .toggleExpanded }
            ? .toggleUnfolded : .notice("nothing more to show")
    }

    public func reload() -> String {
        guard feed.canReload else { return "a stream cannot be reloaded" }
        reloadBaseline = feed.knownCount
        feed.reload()
        return "reloading"
    }

    /// What a finished reload found, so `R` never goes unanswered.
    static func reloadOutcome(before: Int, after: Int, replaced: [Int]) -> String {
        if after > before { return "reloaded: \(after - before) new row" + (after - before == 1 ? "" : "s") }
        if !replaced.isEmpty { return "reloaded: the last row was completed" }
        return "reloaded: no change"
    }

    public var statusFacts: [StatusBar.Fact] {
        var facts: [StatusBar.Fact] = []
        let bad = feed.badRecordCount
        if bad > 0 {
            // Pages are decoded on demand: until every row was, the count covers those read so far.
            let count = "\(bad) bad record" + (bad == 1 ? "" : "s") + (feed.isBadRecordCountFinal ? "" : " so far")
            facts.append(StatusBar.Fact(count, rank: 6))
        }
        let other = feed.otherRecordCount
        if other > 0 { facts.append(StatusBar.Fact("\(other) not merchant" + (other == 1 ? "" : "s"), rank: 5)) }
        if !feed.isIndexingComplete {
            // A stream's size is unknown until it ends: count what has come instead of a percentage.
            let p = feed.progress
            facts.append(
                StatusBar.Fact(
                    p > 0 ? "indexing \(Int((p * 100).rounded()))%" : "reading, \(feed.knownCount) rows so far",
                    rank: 4))
        }
        if let live { facts.append(StatusBar.Fact("live, \(live.applied) changes", rank: 3)) }
        // Relative paths resolve against the feed's folder (stdin: the current one); --base says where.
        if renderer.tally.imageFallbacks > 0 { facts.append(StatusBar.Fact("images missing (--base DIR?)", rank: 2)) }
        // Only what the screen shows: a picture that failed for a row drawn ahead is for the overlay.
        if imagesFailedOnScreen > 0 { facts.append(StatusBar.Fact("images by URL failed", rank: 2)) }
        return facts
    }

    public var overlayLines: [String] {
        let t = renderer.tally
        var lines = ["fallbacks: images \(t.imageFallbacks) glyphs \(t.glyphFallbacks) sanitised \(t.sanitised)"]
        if let store = remoteImages.storeIfMade {
            lines += RemoteImageOverlay.lines(store.statistics, fallbacks: t.remoteImageFallbacks)
        }
        return lines
    }

    public var helpLines: [String] {
        [
            "Enter         unfold / fold offers",
            "mouse: a click focuses a card,",
            "unfolds its offers, or filters",
            "by a tag or a category",
        ]
    }

    /// Loading, live changes, or pictures by URL still coming to rows on screen (for at most
    /// `RemoteImageOptions.wait`, when set).
    public var isBusy: Bool { live != nil || !feed.isIndexingComplete || isFetchingForScreen }

    private var isFetchingForScreen: Bool {
        if imageRows.hasUnrequested { return true }
        guard imagesComingOnScreen > 0 else { return false }
        guard let wait = options.remoteImages.wait else { return true }
        return clock.now() - started < wait
    }
}

/// The merchant viewer: the list viewer showing the feed.
public typealias FeedViewer = ListViewer<FeedApp>

extension ListViewer where App == FeedApp {
    /// A viewer of `feed` on `screen`.
    public convenience init(
        screen: any Screen, feed: FeedSource, options: ViewerOptions, clock: any FrameClock = MonotonicClock()
    ) {
        let app = FeedApp(feed: feed, options: options, colorMode: screen.colorMode, waker: screen.waker)
        self.init(screen: screen, app: app, options: options.list, clock: clock)
    }

    /// The feed being shown.
    public var feed: FeedSource { app.feed }
    public var renderer: FeedRenderer { app.renderer }
}
