public import BurinCore
public import BurinFeed
import BurinRaster
public import BurinScreen
import BurinText

/// The viewer: the list, its pipeline, the overlays and the keys, one frame at a time.
///
/// `step` is the whole main loop body: take input, tick the model, run the pipeline, compose, present.
/// The interactive loop, the snapshot command and the bench all drive this same function, against an
/// ncurses screen or a headless one.
/// - Note: Main loop only.
public final class FeedViewer {
    public let screen: any Screen
    public let model: FeedListModel
    public let options: ViewerOptions
    public let renderer: FeedRenderer
    public let pipeline: RowPipeline<FeedRenderer>
    private let executors: Executors
    private let clock: any FrameClock
    private var composer: FrameComposer
    private var overlay: FPSOverlay
    public private(set) var statistics = FrameStatistics()
    private var momentum = Momentum()
    private var keyRepeat = KeyRepeat()
    /// When the frame being run began: the time of its input.
    private var frameStart = Duration.zero
    private var live: LiveUpdater?
    private var mode = KeyBindings.Mode.browsing
    private var filterDraft = ""
    /// Where the list was when `/` was pressed: cancelling the filter goes back there.
    private var filterOrigin: (source: Int, offset: Int)?
    /// A count prefix being typed (`12` of `12G`).
    private var pendingCount: Int?
    /// The help panel's first line shown, when it is taller than the screen.
    private var helpScroll = 0
    /// Rows known when `R` was pressed, to say what the reload found.
    private var reloadBaseline: Int?
    /// What went wrong with the feed; stays.
    private var message: String?
    /// The answer to the last command ("reloaded: no change"); the next command clears it.
    private var notice: String?
    /// The pipeline's output for the last frame.
    public private(set) var lastFrame: PipelineFrame?
    private var lastStepStart: Duration?
    public private(set) var isRunning = true
    /// What the process should exit with: 0 after a quit, 128 + the signal after a terminating signal.
    public private(set) var exitStatus: Int32 = 0
    /// The last composed grid (what the screen shows).
    public private(set) var grid: CellGrid

    public init(screen: any Screen, feed: FeedSource, options: ViewerOptions, clock: any FrameClock = MonotonicClock())
    {
        self.screen = screen
        self.options = options
        self.clock = clock
        model = FeedListModel(feed: feed)
        let usesColor = screen.colorMode != .none
        renderer = FeedRenderer(
            style: FeedStyle(theme: options.theme, usesPixels: usesColor, paintsPage: options.paintsPage),
            blitter: options.blitter,
            images: ImageCache(byteLimit: options.imageCacheBytes), usesFreeType: options.usesFreeType)
        let renderer = self.renderer
        executors = Executors(options.execution, renderer: renderer, workers: options.workers)
        pipeline = RowPipeline(
            renderer: renderer, source: model, layoutExecutor: executors.layout, drawExecutor: executors.draw,
            clock: clock, configuration: Self.pipelineConfiguration(options), width: max(1, screen.size.width),
            style: renderer.styleKey)
        pipeline.setWaker(screen.waker)
        composer = FrameComposer(theme: options.theme, usesColor: usesColor)
        overlay = FPSOverlay(isVisible: options.showsOverlay)
        live = options.liveRate.map { LiveUpdater(rate: $0) }
        grid = CellGrid(size: screen.size)
        if executors.workerCount < executors.requestedWorkerCount {
            // The system refused threads (an address-space or thread limit): slower, not broken.
            message = "only \(executors.workerCount) of \(executors.requestedWorkerCount) draw threads could start"
        }
    }

    /// The pipeline's settings for these options. Drawings that spare a placeholder may take a tenth
    /// of a frame at the target rate. Stepped runs (frame-exact snapshots) never draw for that reason:
    /// their manual clock measures every cost as zero, and they exist to show the pipeline as it is.
    private static func pipelineConfiguration(_ options: ViewerOptions) -> PipelineConfiguration {
        var configuration = options.pipeline
        if case .stepped = options.execution {
            configuration.placeholderBudget = .zero
        } else {
            configuration.placeholderBudget = .seconds(1) / max(1, options.targetFPS) / 10
        }
        return configuration
    }

    /// Stops the workers; the screen is the caller's to restore.
    public func shutdown() {
        executors.shutdown()
    }

    /// Lines of the list (the screen less the status bar).
    public var viewportHeight: Int { max(0, screen.size.height - 1) }

    /// Whether the viewer has nothing to do until input arrives: no background work, no motion, no
    /// loading, nothing on screen waiting to be drawn.
    public var isIdle: Bool {
        !pipeline.isBusy && !momentum.isMoving && live == nil && model.feed.isIndexingComplete
            && (model.filter.map { $0.isComplete(count: model.feed.knownCount) } ?? true)
            && (lastFrame?.rows.allSatisfy { $0.display != .placeholder } ?? false)
    }

    /// How long the interactive loop may wait for input once idle: for ever, unless the fps overlay is
    /// showing, which is redrawn twice a second so its figures say what the viewer is doing now.
    public var idleWait: Duration? { overlay.isVisible ? .milliseconds(500) : nil }

    /// A settled screen, in snapshot terms: every visible row shows its current drawing and nothing
    /// is pending (the same as idle).
    public var isSettled: Bool { isIdle }

    // MARK: One frame

    /// Runs one frame with `events` and returns what it cost.
    @discardableResult
    public func step(events: [InputEvent]) -> FrameTiming {
        var timing = FrameTiming()
        let start = clock.now()
        frameStart = start
        let seconds = lastStepStart.map { (start - $0).seconds } ?? 0
        lastStepStart = start

        // Momentum glides only over frames it was already moving in: the time since the last frame
        // may be a long idle wait, which is no time the wheel was spinning.
        let wasGliding = momentum.isMoving
        for event in events {
            for command in KeyBindings.commands(for: event, mode: mode) { perform(command) }
        }
        let updates = model.feed.drainUpdates()
        if let failure = updates.failure {
            message = "\(failure)"
            if options.stopsOnFeedFailure { isRunning = false }
        }
        if let reset = updates.reset {
            // The file was replaced or rewritten and is read from the start: every row may be another.
            model.contentReset()
            notice = reset.description
            reloadBaseline = nil
        } else if updates.indexingFinished, let before = reloadBaseline {
            notice = Self.reloadOutcome(before: before, after: model.feed.knownCount, replaced: updates.replacedRows)
            reloadBaseline = nil
        }
        model.contentReplaced(sourceIndices: updates.replacedRows)
        model.advanceFilter()
        let lines = wasGliding ? momentum.advance(seconds: seconds) : 0
        if lines != 0 { pipeline.scroll(by: lines, viewportHeight: viewportHeight) }
        if live != nil, let visible = lastFrame?.rows.compactMap({ model.sourceIndex(at: $0.index) }) {
            live?.tick(seconds: seconds, visible: visible, model: model)
        }
        let afterInput = clock.now()
        timing.input = afterInput - start

        executors.beforeFrame(feed: model.feed)
        let frame = pipeline.frame(viewportHeight: viewportHeight)
        executors.afterFrame()
        lastFrame = frame
        let afterSchedule = clock.now()
        timing.schedule = afterSchedule - afterInput

        compose(frame, now: afterSchedule)
        let afterCompose = clock.now()
        timing.present = afterCompose - afterSchedule

        timing.bytes = screen.present(grid)
        timing.flush = clock.now() - afterCompose
        statistics.record(start: start, timing: timing)
        return timing
    }

    /// Composes the frame into `grid`, which is kept from frame to frame (cells are plain values, so
    /// clearing it is a fill, not an allocation).
    private func compose(_ frame: PipelineFrame, now: Duration) {
        grid.reset(size: screen.size, fill: pageCell)
        composer.compose(frame, into: &grid)
        StatusBar.draw(
            statusFacts(frame), into: &grid, theme: options.theme, usesColor: screen.colorMode != .none)
        if overlay.isVisible {
            let lines = overlay.lines(
                stats: statistics, counters: pipeline.counters, workers: executors.workerCount, now: now,
                targetFPS: options.targetFPS, fallbacks: renderer.tally, idle: isIdle)
            FPSOverlay.draw(lines, into: &grid, theme: options.theme)
        }
        if mode == .readingHelp {
            helpScroll = HelpPanel.draw(into: &grid, scroll: helpScroll, usesColor: screen.colorMode != .none)
        }
    }

    /// What the list area shows where no row is: the painted page, or the terminal's own background.
    private var pageCell: Cell {
        let page = renderer.style.pageFill
        return page.isClear ? .blank : Cell(" ", background: CellColor(page))
    }

    private func statusFacts(_ frame: PipelineFrame) -> StatusBar.Facts {
        let feed = model.feed
        let scanning = model.filter.map { !$0.isComplete(count: feed.knownCount) } ?? false
        // The row you are on: the focused one while it is on screen, else the top one.
        let focusedIndex = frame.rows.first { $0.id != nil && $0.id == model.focused }?.index
        return StatusBar.Facts(
            title: options.title, position: focusedIndex ?? frame.position.index, count: model.rowCount,
            totalCount: feed.knownCount, place: place(of: frame),
            indexingProgress: feed.isIndexingComplete ? nil : feed.progress, badRecords: feed.badRecordCount,
            badRecordsFinal: feed.isBadRecordCountFinal, otherRecords: feed.otherRecordCount,
            filter: model.filter?.query, filterScanning: scanning,
            prompt: mode == .typingFilter ? filterDraft : nil,
            message: notice ?? message ?? feed.truncation?.description
                ?? (model.rowCount == 0 && feed.isIndexingComplete ? emptyMessage : nil),
            liveChanges: live?.applied, pendingCount: pendingCount, imagesMissing: renderer.tally.imageFallbacks > 0)
    }

    /// Where the screen is in the list, as less says it: TOP, END, ALL, or the share of rows up to
    /// the last one fully on screen.
    private func place(of frame: PipelineFrame) -> StatusBar.Place {
        let count = model.rowCount
        guard count > 0, let last = frame.rows.last else { return .all }
        let atTop = frame.position.index == 0 && frame.position.offset == 0
        let atEnd = last.index == count - 1 && last.top + last.height <= frame.viewportHeight
        if atTop, atEnd { return .all }
        if atTop { return .top }
        if atEnd { return .end }
        let bottom = frame.rows.last { $0.top + $0.height <= frame.viewportHeight }?.index ?? last.index
        return .percent(min(99, max(1, (bottom + 1) * 100 / count)))
    }

    private static let reloadingMessage = "reloading"

    /// What a finished reload found, so `R` never goes unanswered.
    private static func reloadOutcome(before: Int, after: Int, replaced: [Int]) -> String {
        if after > before { return "reloaded: \(after - before) new row" + (after - before == 1 ? "" : "s") }
        if !replaced.isEmpty { return "reloaded: the last row was completed" }
        return "reloaded: no change"
    }

    private var emptyMessage: String {
        model.filter == nil ? "the feed is empty" : "nothing matches; Esc clears the filter"
    }

    // MARK: Commands

    private func perform(_ command: ViewerCommand) {
        let h = viewportHeight
        switch command {
        case .bottom, .resize, .toggleOverlay, .toggleHelp, .closeHelp, .scrollHelp, .repaint, .suspend, .reload,
            .quit, .countDigit:
            break
        // Anything else that changes what is on screen (expanding a card, say) keeps the top row still
        // rather than the end of the list.
        default: pipeline.releaseEnd()
        }
        // A notice answers the command before it; the next command (but a repaint) clears it.
        switch command {
        case .repaint, .resize, .countDigit: break
        default: notice = nil
        }
        // A count applies to the one command after it, whatever that is.
        let count = pendingCount
        switch command {
        case .countDigit, .resize: break
        default: pendingCount = nil
        }
        let times = count ?? 1
        switch command {
        case .countDigit(let digit):
            // Nine digits are more rows than any feed has; more would overflow.
            let value = (pendingCount ?? 0) * 10 + digit
            pendingCount = value < 1_000_000_000 ? value : pendingCount
        case .scroll(let lines):
            momentum.stop()
            let step = count == nil ? keyRepeat.lines(for: lines, at: frameStart) : lines * times
            pipeline.scroll(by: step, viewportHeight: h)
        case .page(let fraction):
            momentum.stop()
            // As in less: a page is the whole list area, with no line kept for context.
            let lines = Int((Double(max(1, h)) * fraction).rounded())
            pipeline.scroll(by: (lines == 0 ? (fraction > 0 ? 1 : -1) : lines) * times, viewportHeight: h)
        case .wheel(let lines):
            pipeline.scroll(by: lines, viewportHeight: h)
            momentum.impulse(lines: lines)
        case .top:
            momentum.stop()
            pipeline.jump(toIndex: max(0, min(model.rowCount - 1, (count ?? 1) - 1)), viewportHeight: h)
        case .bottom:
            momentum.stop()
            if let count {
                pipeline.releaseEnd()
                pipeline.jump(toIndex: max(0, min(model.rowCount - 1, count - 1)), viewportHeight: h)
            } else {
                pipeline.jumpToEnd(viewportHeight: h)
            }
        case .nextRow: moveFocus(by: times)
        case .previousRow: moveFocus(by: -times)
        case .toggleExpanded:
            if let id = focusedOrTopRow() {
                model.focus(id)
                if canUnfold(id) {
                    model.toggleExpanded(id)
                } else {
                    notice = "nothing more to show"
                }
            }
        case .toggleOverlay: overlay.isVisible.toggle()
        case .toggleHelp:
            mode = mode == .readingHelp ? .browsing : .readingHelp
            helpScroll = 0
        case .closeHelp: mode = .browsing
        case .scrollHelp(let lines): helpScroll = max(0, helpScroll + lines)
        case .startFilter:
            filterDraft = model.filter?.query ?? ""
            filterOrigin = (model.sourceIndex(at: pipeline.position.index) ?? 0, pipeline.position.offset)
            mode = .typingFilter
        case .filterText(let text):
            filterDraft = text.isEmpty ? "" : filterDraft + text
            applyFilter(filterDraft)
        case .filterBackspace:
            if !filterDraft.isEmpty { filterDraft.removeLast() }
            applyFilter(filterDraft)
        case .filterCommit:
            mode = .browsing
            filterOrigin = nil
        case .filterCancel:
            mode = .browsing
            cancelFilter()
        case .back:
            // Backs out of one thing, innermost first; a count being typed was dropped above.
            if count == nil {
                if model.filter != nil {
                    applyFilter("")
                } else if model.focused != nil {
                    model.focus(nil)
                } else {
                    notice = "q quits"
                }
            }
        case .click(let x, let y): click(x: x, y: y)
        case .resize(let columns, _):
            pipeline.width = max(1, columns)
        case .reload:
            guard model.feed.canReload else {
                notice = "a stream cannot be reloaded"
                break
            }
            reloadBaseline = model.feed.knownCount
            model.feed.reload()
            notice = Self.reloadingMessage
        case .repaint:
            (screen as? NcursesScreen)?.repaintAll()
        case .suspend:
            screen.suspend()
        case .quit:
            isRunning = false
        case .terminate(let signal):
            isRunning = false
            exitStatus = 128 + signal
        }
    }

    /// Drops the filter being typed and puts back the row that was at the top when `/` was pressed,
    /// at the same line: cancelling is as if the filter had never been typed.
    private func cancelFilter() {
        guard let origin = filterOrigin else {
            applyFilter("")
            return
        }
        filterOrigin = nil
        model.setFilter("")
        pipeline.reanchor(toIndex: model.nearestListIndex(atOrAfterSource: origin.source) ?? 0, offset: origin.offset)
    }

    /// Narrows the list, keeping the row at the top (or the nearest one after it) in view.
    private func applyFilter(_ query: String) {
        let topSource = model.sourceIndex(at: pipeline.position.index) ?? 0
        model.setFilter(query)
        model.advanceFilter(budget: 20_000)
        pipeline.reanchor(toIndex: model.nearestListIndex(atOrAfterSource: topSource) ?? 0)
    }

    /// Whether Enter on row `id` changes anything: it is unfolded, or its layout has promotions that do
    /// not all show (a card says so by its unfold region). A row not laid out yet is given the benefit.
    private func canUnfold(_ id: RowID) -> Bool {
        if model.isExpanded(id) { return true }
        guard let layout = lastFrame?.rows.first(where: { $0.id == id })?.layout else { return true }
        return layout.hitRegions.contains { $0.action == .toggleExpanded }
    }

    private func focusedOrTopRow() -> RowID? {
        if let id = model.focused, lastFrame?.rows.contains(where: { $0.id == id }) == true { return id }
        return lastFrame?.rows.first(where: { $0.top >= 0 })?.id ?? lastFrame?.rows.first?.id
    }

    private func moveFocus(by delta: Int) {
        guard let frame = lastFrame, !frame.rows.isEmpty else { return }
        let current = frame.rows.first { $0.id == model.focused && model.focused != nil }
        let base = current?.index ?? (delta > 0 ? frame.rows.first!.index - 1 : frame.rows.last!.index + 1)
        let target = max(0, min(model.rowCount - 1, base + delta))
        guard let entry = model.row(at: target) else { return }
        model.focus(entry.id)
        // Keep the focused row fully on screen.
        if let row = frame.rows.first(where: { $0.index == target }) {
            if row.top < 0 {
                pipeline.scroll(by: row.top, viewportHeight: viewportHeight)
            } else if row.top + row.height > viewportHeight {
                pipeline.scroll(by: row.top + row.height - viewportHeight, viewportHeight: viewportHeight)
            }
        } else {
            pipeline.jump(toIndex: target, viewportHeight: viewportHeight)
        }
    }

    private func click(x: Int, y: Int) {
        guard let frame = lastFrame, y < viewportHeight,
            let row = frame.rows.first(where: { y >= $0.top && y < $0.top + $0.height }), let id = row.id
        else { return }
        let local = CellPoint(x: x, y: y - row.top)
        // Regions are listed most specific first; the whole card comes last.
        let action = row.layout?.hitRegions.first { $0.rect.contains(local) }?.action ?? .focusRow
        switch action {
        case .focusRow: model.focus(id)
        case .toggleExpanded:
            model.focus(id)
            model.toggleExpanded(id)
        case .filter(let query):
            filterDraft = query
            applyFilter(query)
        }
    }
}

/// The layout and draw executors of one viewer, threads or stepped.
private enum Executors {
    case threads(layout: WorkerPool<TextLayoutEngine>, draw: WorkerPool<RowDrawer>)
    case stepped(layout: ManualExecutor<TextLayoutEngine>, draw: ManualExecutor<RowDrawer>, drawsPerFrame: Int)

    init(_ execution: ViewerExecution, renderer: FeedRenderer, workers: Int) {
        switch execution {
        case .threads:
            // Background threads run nicer than the main loop, as iOS draws on lower-QoS queues: on a
            // busy machine frames stay on time and drawings wait.
            self = .threads(
                layout: WorkerPool(size: 1, name: "burin-layout") {
                    ThreadPriority.lowerCurrentThread()
                    return renderer.makeLayoutContext()
                },
                draw: WorkerPool(size: workers, name: "burin-draw") {
                    ThreadPriority.lowerCurrentThread()
                    return renderer.makeDrawContext()
                })
        case .stepped(let budget):
            self = .stepped(
                layout: ManualExecutor(context: renderer.makeLayoutContext()),
                draw: ManualExecutor(context: renderer.makeDrawContext()), drawsPerFrame: max(1, budget))
        }
    }

    var layout: any JobExecutor<TextLayoutEngine> {
        switch self {
        case .threads(let layout, _): layout
        case .stepped(let layout, _, _): layout
        }
    }

    var draw: any JobExecutor<RowDrawer> {
        switch self {
        case .threads(_, let draw): draw
        case .stepped(_, let draw, _): draw
        }
    }

    var workerCount: Int {
        switch self {
        case .threads(_, let draw): draw.size
        case .stepped: 1
        }
    }

    var requestedWorkerCount: Int {
        switch self {
        case .threads(_, let draw): draw.requestedSize
        case .stepped: 1
        }
    }

    /// Stepped: the pages asked for last frame are decoded before this one, so nothing depends on
    /// how fast the loader thread happened to be.
    func beforeFrame(feed: FeedSource) {
        if case .stepped = self { feed.waitUntilLoaded() }
    }

    func afterFrame() {
        guard case .stepped(let layout, let draw, let budget) = self else { return }
        layout.runAll()
        draw.runNext(budget)
    }

    func shutdown() {
        if case .threads(let layout, let draw) = self {
            draw.shutdown()
            layout.shutdown()
        }
    }
}
