public import BurinCore
public import BurinListViewer
public import BurinPictures
import BurinRaster
public import BurinRemoteImages
public import BurinTerminal
public import FeedData

/// The merchant feed as an app of the list viewer: its records are the items, its card designs the
/// renderer, unfolding a card shows all its offers, and a click on a tag or category filters by it.
///
/// Thumbnails given by URL are fetched for the rows the pipeline lays out (those near the screen,
/// nearest first), drawn as a quiet placeholder until they come, and redrawn through the pipeline
/// when they do (`ListUpdate.redrawn`), so an arrival passes the sentinel like any other change.
/// - Note: Main loop only.
public final class FeedApp: ListApp {
    public let feed: FeedSource
    /// The feed's records as the viewer's items; `shown` is the list on screen (one walked into).
    public let items: FeedItems
    private var shown: FeedItems
    public let renderer: FeedRenderer
    public let options: ViewerOptions
    /// The cards' look now: the renderer's at start, changed by the terminal's answers.
    public private(set) var look: FeedLook
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
    /// `F`: what the file's name showed at the last look (`FeedApp+Follow`).
    var followedFile = FollowedFile()
    /// Whether the status bar was told that reading stopped at a bound.
    private var reportedTruncation = false
    /// A clipboard request (`y`) for the terminal, written after the next frame's text.
    private var terminalBytes: [UInt8] = []
    /// `w`: the view written to a new file, off the main loop.
    private let viewWriter: ViewWriter
    /// `/` in the query language, scanning the records off the main loop.
    private let queryFilter: FeedQueryFilter
    /// `--sort`, sorting the records off the main loop.
    private let sorter: FeedSort
    /// Wakes the idle main loop; the scans of lists walked into are given it too.
    let waker: @Sendable () -> Void
    /// `s` and `c`: the fields and values of the records in view, counted off the main loop.
    private let counts: FeedCounts

    /// The app for `feed` on a screen of `colorMode`; `waker` wakes the screen's idle main loop (an
    /// image arrived).
    public init(
        feed: FeedSource, options: ViewerOptions, colorMode: ColorMode, waker: @escaping @Sendable () -> Void = {}
    ) {
        self.feed = feed
        items = FeedItems(feed)
        shown = items
        self.options = options
        let remote = options.remoteImages
        remoteImages = RemoteImageSupply(
            limits: remote.limits, cacheDirectory: remote.cacheDirectory, transport: remote.makeTransport)
        remoteImages.setWaker(waker)
        renderer = FeedRenderer(
            style: FeedStyle(
                theme: options.theme, usesPixels: colorMode != .none, paintsPage: options.paintsPage,
                now: options.now ?? .current, palette: colorMode.palette),
            blitter: options.blitter, images: ImageCache(byteLimit: options.imageCacheBytes, remote: remoteImages),
            usesFreeType: options.usesFreeType,
            pictureFormat: ListPictures.pictureFormat(for: options.questions?.graphics == nil ? options.pictures : nil))
        look = renderer.look
        live = options.liveRate.map { LiveUpdater(rate: $0) }
        started = clock.now()
        self.waker = waker
        queryFilter = FeedQueryFilter(records: feed, waker: waker)
        viewWriter = ViewWriter(folder: options.viewFolder, waker: waker)
        sorter = FeedSort(records: feed, waker: waker)
        if let sort = options.sort { sorter.start(sort) }
        counts = FeedCounts(records: feed, filter: queryFilter, waker: waker)
    }

    public var backgroundFilter: (any BackgroundFilter)? { queryFilter }
    public var backgroundSort: (any BackgroundSort)? { sorter }
    public var backgroundCounts: (any BackgroundCounts)? { counts }

    public var style: FeedLook { look }
    public var title: String { options.title }
    public var emptyMessage: String { "the feed is empty" }

    public var theme: ListTheme {
        let t = look.style.theme
        return ListTheme(
            statusBar: t.statusBar, statusText: t.statusText, skeleton: t.skeleton, page: look.style.pageFill)
    }

    /// The terminal's background came (perhaps after the first frames): `--theme auto` takes the
    /// theme that matches it, and the page is left to the terminal where it matches the theme.
    public func terminalBackground(is color: RGBA) {
        let background = TerminalBackground.detect(queried: color, colorFGBG: nil)
        (look.style.theme, look.style.paintsPage) = options.themeChoice.resolve(for: background)
    }

    public func picturesChanged(to format: PictureFormat?) {
        look.pictures = format
    }

    public func showing(_ items: FeedItems) { shown = items }

    public func matches(_ item: FeedItem, query: String) -> Bool { item.matches(query) }

    public func estimatedHeight(width: Int) -> Int { FeedRenderer.estimatedHeight(of: nil, width: width) }

    public func update(_ frame: inout ListUpdate<FeedItem>) {
        if let written = viewWriter.takeAnswer() { frame.notice = written }
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
        if options.now == nil { moveNow(visible: frame.visible, item: frame.item) }
        imagesComingOnScreen = imageRows.waitingCount(among: frame.visible)
        imagesFailedOnScreen = remoteImages.storeIfMade.map { imageRows.failedCount(among: frame.visible, in: $0) } ?? 0
    }

    /// Ages are counted from the look's `now`, which moves on once a minute at most, and only while a
    /// card on screen shows an age: every row is laid out again when it moves.
    private func moveNow(visible: [Int], item: (Int) -> FeedItem?) {
        let clock = RecordTime.current
        guard clock.seconds - (look.style.now?.seconds ?? 0) >= 60 else { return }
        let showsAge = visible.contains { index in
            if case .generic(let r) = item(index) { r.time != nil } else { false }
        }
        if showsAge { look.style.now = clock }
    }

    /// A card about to be laid out is near the screen: its picture by URL is asked for (at the next
    /// update, with the others of the frame, nearest first).
    public func willLayOut(_ item: FeedItem, at index: Int) {
        let picture: String? =
            switch item {
            case .merchant(let m): m.thumbnailPath
            case .generic(let r): r.picture
            default: nil
            }
        // Pictures by URL are fetched for the feed's own rows (`imageRows` knows them by position).
        guard shown === items, let name = picture, ImageAddress.isWeb(name) else { return }
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
        case .link: .notice("o opens the link, y copies it")
        }
    }

    /// Enter unfolds a card's offers, or every field of a record that is no merchant, or folds them;
    /// a card whose offers all show already says so (its layout has no unfold region). A row not laid
    /// out yet is given the benefit of the doubt.
    public func activate(row: RowID, layout: RowLayout<FeedAction>?, isUnfolded: Bool) -> ListOutcome {
        if isUnfolded { return .toggleUnfolded }
        switch shown.item(at: row.rawValue) {
        case .generic(let r):
            return r.outline.lines.isEmpty ? .notice("the record has no fields") : .toggleUnfolded
        case .other(let r):
            return r.unfoldsFurther ? .toggleUnfolded : .notice("nothing more to show")
        default: break
        }
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
        // Records taken out of a wrapper ({"items": [...]}) are said to be, so the count is understood.
        if let path = feed.recordsPath { facts.append(StatusBar.Fact("records in .\(path)", rank: 6)) }
        facts += pathFacts
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

    /// The paths given for parts of the generic card, read once: the status line asks every frame.
    private lazy var givenPaths = feed.options.cards.overrides.given

    /// A path given for a part of the generic card (`--title user.name`) that found nothing in any
    /// record decoded so far is named: a typo would otherwise only show as cards without titles.
    private var pathFacts: [StatusBar.Fact] {
        givenPaths.compactMap { given in
            let (hits, records) = feed.pathHits(given.part)
            guard records > 0, hits == 0 else { return nil }
            return StatusBar.Fact("\(given.part.option) \(given.path): in no record", rank: 7)
        }
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
            "Enter         unfold / fold offers,",
            "              or every field of a record",
            "y             copy the card's link",
            "Y             copy the record as JSON",
            "w             write the view to a new file",
            "o             open the card's link",
            "mouse: a click focuses a card,",
            "unfolds its offers, or filters",
            "by a tag or a category",
        ]
    }

    // MARK: Links

    public var appKeys: Set<Character> { ["y", "Y", "o", "w"] }

    /// `y` copies the card's link to the clipboard (OSC 52); `o` opens it in the browser. The status
    /// bar says what was done and how, or why nothing was.
    public func perform(key: Character, row: RowID?, layout: RowLayout<FeedAction>?) -> ListOutcome {
        if key == "w" {
            guard shown === items else { return .notice("w writes the feed's own list: walk back out first") }
            return .notice(
                viewWriter.write(feed, query: queryFilter.query, sort: sorter.sort, now: .current))
        }
        if key == "Y" {
            let copy = RecordCopy.make(
                records: shown, row: row?.rawValue, route: options.pictures?.route ?? .direct,
                insideTmux: options.links.insideTmux)
            terminalBytes += copy.terminalBytes
            return .notice(copy.notice)
        }
        guard let row, case .generic(let record) = shown.item(at: row.rawValue), let link = record.link else {
            return .notice(row == nil ? "no card to take a link from" : "this card has no link")
        }
        let shown = ShortLink.text(link)
        switch key {
        case "y":
            // Through tmux's passthrough where graphics found it on, else to tmux itself.
            let route = options.pictures?.route ?? .direct
            terminalBytes += ClipboardEscape.copy(link, route: route)
            if options.links.insideTmux, case .direct = route {
                return .notice("copied \(shown) with OSC 52 (tmux passes it on with set-clipboard on)")
            }
            return .notice("copied \(shown) with OSC 52")
        default:
            guard let opener = options.links.opener else { return .notice("no xdg-open here; y copies the link") }
            return .notice(
                opener.open(link) ? "opening \(shown) with \(opener.name)" : "\(opener.name) could not be started")
        }
    }

    /// The card's link, as the terminal's hyperlink: the address percent-encoded where a byte could
    /// not go inside the escape.
    public func links(in layout: RowLayout<FeedAction>) -> [RowLink] {
        layout.hitRegions.compactMap { region in
            guard case .link(let address) = region.action else { return nil }
            return RowLink(rect: region.rect, target: Self.percentEncoded(address))
        }
    }

    public func takeTerminalBytes() -> [UInt8] {
        defer { terminalBytes.removeAll() }
        return terminalBytes
    }

    /// Bytes outside `!`...`~` as `%XX`, so the address is safe inside an escape sequence.
    static func percentEncoded(_ address: String) -> String {
        var out = ""
        for byte in address.utf8 {
            if byte >= 0x21 && byte <= 0x7E {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
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
