import BurinCore
import BurinListViewer
import BurinTerminal
import Dispatch
import FeedData
import MerchantFeed
import Testing

/// A row of the merchant viewer's frames.
typealias FeedRow = VisibleRow<FeedLook, FeedAction>

/// A `FeedViewer` on a `HeadlessScreen`, driven frame by frame on a manual 60 Hz clock.
///
/// Input goes through the screen (`enqueue`, then `pollInput`) exactly as the interactive loop does,
/// so a resize takes effect on the screen in the same frame the viewer hears of it.
/// - Note: Main loop only (the test's thread).
final class ViewerHarness {
    let feed: FeedSource
    let screen: HeadlessScreen
    let clock = ManualClock()
    let viewer: FeedViewer
    /// Frames stepped so far.
    private(set) var frames = 0

    static let frameDuration = Duration.seconds(1) / 60

    /// Stepped execution unless `threads`; FreeType off so drawings do not depend on installed fonts.
    init(
        feed: FeedSource, size: CellSize = CellSize(width: 80, height: 24), colorMode: ColorMode = .direct,
        liveRate: Double? = nil, drawsPerFrame: Int = 50, threads: Bool = false, theme: FeedTheme = .dark,
        paintsPage: Bool = true, showsOverlay: Bool = false, remoteImages: RemoteImageOptions = RemoteImageOptions(),
        sync: Bool = false, links: LinkOptions = LinkOptions(), now: RecordTime? = nil
    ) {
        self.feed = feed
        screen = HeadlessScreen(size: size, colorMode: colorMode)
        var options = Self.options(liveRate: liveRate, drawsPerFrame: drawsPerFrame, threads: threads)
        options.theme = theme
        options.paintsPage = paintsPage
        options.showsOverlay = showsOverlay
        options.remoteImages = remoteImages
        options.pipeline.forceSync = sync
        options.links = links
        options.now = now
        viewer = FeedViewer(screen: screen, feed: feed, options: options, clock: clock)
    }

    /// A viewer with `options` as they are (stepped or threaded as they say).
    init(feed: FeedSource, options: ViewerOptions, size: CellSize = CellSize(width: 80, height: 24)) {
        self.feed = feed
        screen = HeadlessScreen(size: size, colorMode: .direct)
        viewer = FeedViewer(screen: screen, feed: feed, options: options, clock: clock)
    }

    static func options(liveRate: Double? = nil, drawsPerFrame: Int = 50, threads: Bool = false) -> ViewerOptions {
        var options = ViewerOptions()
        options.usesFreeType = false
        options.workers = 2
        options.liveRate = liveRate
        options.execution = threads ? .threads : .stepped(drawsPerFrame: drawsPerFrame)
        return options
    }

    deinit {
        viewer.shutdown()
    }

    // MARK: Driving

    /// Runs one frame with `events` delivered through the screen, then moves the clock a frame on.
    @discardableResult
    func step(_ events: [InputEvent] = []) -> FeedViewer.Frame? {
        for event in events { screen.enqueue(event) }
        viewer.step(events: screen.pollInput(timeout: .zero))
        clock.advance(by: Self.frameDuration)
        frames += 1
        return viewer.lastFrame
    }

    /// Steps until the screen is settled; records an issue and returns false if it is not within
    /// `maxFrames` (threads: waits a millisecond between frames so workers can finish).
    @discardableResult
    func settle(maxFrames: Int = 600, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        step()
        var count = 1
        while !viewer.isSettled {
            guard count < maxFrames else {
                Issue.record("not settled after \(maxFrames) frames", sourceLocation: sourceLocation)
                return false
            }
            if case .threads = viewer.options.execution {
                _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(1))
            }
            step()
            count += 1
        }
        return true
    }

    /// Presses `keys` in one frame and settles.
    func press(_ keys: Key..., sourceLocation: SourceLocation = #_sourceLocation) {
        step(keys.map { .key($0) })
        settle(sourceLocation: sourceLocation)
    }

    /// Types `text` one character a frame.
    func type(_ text: String) {
        for character in text { step([.key(.character(character))]) }
    }

    // MARK: Looking

    var frame: FeedViewer.Frame? { viewer.lastFrame }
    var rows: [FeedRow] { viewer.lastFrame?.rows ?? [] }
    var position: ScrollPosition { viewer.pipeline.position }
    var grid: CellGrid { viewer.grid }
    var viewportHeight: Int { viewer.viewportHeight }

    /// The status bar's text.
    var statusLine: String {
        grid.size.height > 0 ? grid.text(ofRow: grid.size.height - 1) : ""
    }

    /// The item shown in the list at `index` (live changes applied).
    func item(atListIndex index: Int) -> FeedItem? {
        viewer.model.row(at: index)?.content.item
    }

    /// Lines from the top of the list to the top of the viewport; nil if a row above it was never
    /// laid out at the current width.
    func absoluteLine() -> Int? {
        var lines = position.offset
        for index in 0..<position.index {
            guard let layout = viewer.pipeline.layout(at: index) else { return nil }
            lines += max(1, layout.size.height)
        }
        return lines
    }

    /// The grid lines a visible row covers on screen.
    func lines(of row: FeedRow) -> Range<Int> {
        max(0, row.top)..<min(viewportHeight, row.top + row.height)
    }
}
