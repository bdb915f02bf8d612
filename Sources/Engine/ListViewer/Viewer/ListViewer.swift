public import BurinCore
import BurinPictures
public import BurinTerminal

/// The list viewer: an app's rows through the pipeline, the overlays and the keys, one frame at a
/// time. Everything here is the same for every app; what the rows are and what their actions mean is
/// the app's (`ListApp`).
///
/// `step` is the whole main loop body: take input, let the app update, run the pipeline, compose,
/// present. The interactive loop, snapshots and the bench all drive this same function, against an
/// ncurses screen or a headless one.
/// - Note: Main loop only.
public final class ListViewer<App: ListApp> {
    public typealias Renderer = App.Renderer
    public typealias Frame = PipelineFrame<Renderer.Style, Renderer.Action>

    public let screen: any Screen
    public let app: App
    /// The list shown now: the app's items, or a list walked into (`walkedFrom` keeps the way back).
    public internal(set) var model: ListModel<App.Items>
    public let options: ListOptions
    public internal(set) var pipeline: RowPipeline<Renderer>
    /// The lists walked in from, outermost first, each as it was left; empty on the app's own list.
    var walkedFrom: [ListWalkStep<App.Items, Renderer>] = []
    /// Where the list shown now is (`.filesystems[0].children`); nil on the app's own list.
    public internal(set) var walkPath: String?
    let executors: Executors<Renderer>
    let clock: any FrameClock
    var composer: FrameComposer
    var overlay: FPSOverlay
    /// The rows' pictures in real pixels, where the terminal shows them; nil: half-blocks only. Set
    /// at start, or when the terminal's answer about graphics comes.
    var pictures: ListPictures?
    /// The rows' links as hyperlinks, where the terminal shows them; nil: plain text.
    let links: ListLinks?
    /// The questions asked of the terminal at start and what came of them; nil when none were.
    private(set) var conversation: TerminalConversation?
    /// The panels over the list this frame (fps overlay, help): no picture may sit under their text.
    private var covers: [CellRect] = []
    private var statusLine = StatusLine()
    public private(set) var statistics = FrameStatistics()
    var momentum = Momentum()
    /// When the frame being run began: the time of its input.
    var frameStart = Duration.zero
    /// What the viewer is doing apart from the list (browsing, typing a filter, reading help, a
    /// count, the last command's answer): its state machine.
    public internal(set) var state = ViewerState()
    /// `F`: the list's end followed as items arrive.
    var follow = FollowState()
    /// The item a filter started from, kept at the top while a background search brings matches.
    var filterAnchor: Int?
    /// What went wrong with the app's input; stays.
    var message: String?
    /// The pipeline's output for the last frame.
    public internal(set) var lastFrame: Frame?
    /// The rows on screen the app's last update was told of (the frame before it). A frame that shows
    /// others is not idle: the app must see them once (what is on screen may be what it waits for,
    /// such as pictures by URL), so one more frame runs.
    private var visibleAtUpdate: [Int] = []
    private var lastStepStart: Duration?
    public internal(set) var isRunning = true
    /// What the process should exit with: 0 after a quit, 128 + the signal after a terminating signal.
    public internal(set) var exitStatus: Int32 = 0
    /// The last composed grid (what the screen shows).
    public private(set) var grid: CellGrid

    public init(screen: any Screen, app: App, options: ListOptions, clock: any FrameClock = MonotonicClock()) {
        self.screen = screen
        self.app = app
        self.options = options
        self.clock = clock
        model = ListModel(
            items: app.items, matches: { [unowned app] in app.matches($0, query: $1) },
            estimatedHeight: { [unowned app] in app.estimatedHeight(width: $0) },
            background: ListBackground(
                filter: app.backgroundFilter, sort: app.backgroundSort, counts: app.backgroundCounts))
        model.willHandOut = { [unowned app] in app.willLayOut($1, at: $0) }
        // Pictures settled before the start (a snapshot's, a terminal detected without questions) are
        // the app's from its first layout; answers that come later reach it through `showPictures`.
        let pictures = ListPictures(setup: options.questions?.graphics == nil ? options.pictures : nil)
        if let pictures { app.picturesChanged(to: ListPictures.pictureFormat(for: pictures.setup)) }
        executors = Executors(options.execution, renderer: app.renderer, workers: options.workers)
        pipeline = RowPipeline(
            renderer: app.renderer, source: model, layoutExecutor: executors.layout, drawExecutor: executors.draw,
            clock: clock, configuration: Self.pipelineConfiguration(options), width: max(1, screen.size.width),
            style: app.style)
        pipeline.setWaker(screen.waker)
        composer = FrameComposer(theme: app.theme, usesColor: screen.colorMode != .none)
        overlay = FPSOverlay(isVisible: options.showsOverlay)
        self.pictures = pictures
        links = options.hyperlinks ? ListLinks() : nil
        if let pictures { screen.setCrashPrelude(pictures.removeAllBlindly) }
        grid = CellGrid(size: screen.size)
        if executors.workerCount < executors.requestedWorkerCount {
            // The system refused threads (an address-space or thread limit): slower, not broken.
            message = "only \(executors.workerCount) of \(executors.requestedWorkerCount) draw threads could start"
        }
        if !options.filter.isEmpty {
            model.setFilter(options.filter)
            model.advanceFilter(budget: 20_000)
        }
        if options.follows { followKey() }
    }

    /// The pipeline's settings for these options. Drawings that spare a placeholder may take a tenth
    /// of a frame at the target rate. Stepped runs (frame-exact snapshots) never draw for that reason:
    /// their manual clock measures every cost as zero, and they exist to show the pipeline as it is.
    private static func pipelineConfiguration(_ options: ListOptions) -> PipelineConfiguration {
        var configuration = options.pipeline
        if case .stepped = options.execution {
            configuration.placeholderBudget = .zero
        } else {
            configuration.placeholderBudget = .seconds(1) / max(1, options.targetFPS) / 10
        }
        return configuration
    }

    /// Sends the start-up questions (`ListOptions.questions`) to the terminal. Their answers are
    /// applied whenever they come, in whichever frame's input they arrive.
    public func askTerminal() {
        guard conversation == nil, let questions = options.questions, !questions.isEmpty else { return }
        conversation = TerminalConversation(questions: questions, askedAt: clock.now())
        screen.ask(questions.bytes, patience: questions.patience)
    }

    /// How much longer the first screen may wait at `now` for the terminal's answers: nil once they
    /// are all in, or the questions' first-screen wait has passed, or nothing was asked.
    public func firstScreenWait(at now: Duration) -> Duration? {
        guard let conversation, conversation.isWaiting(at: now) else { return nil }
        let left = conversation.askedAt + conversation.questions.firstScreenWait - now
        return left > .zero ? left : nil
    }

    /// Applies the terminal's replies among `events` now, before any frame, and returns the rest
    /// (keys, in order) for the first frame.
    public func hearReplies(in events: [InputEvent]) -> [InputEvent] {
        events.filter { event in
            guard case .reply(let reply) = event else { return true }
            hear(reply)
            return false
        }
    }

    /// Stops the workers and takes the pictures off the screen; the screen is the caller's to restore.
    public func shutdown() {
        executors.shutdown()
        if let pictures { screen.present(grid) { _ in pictures.removeAll() } }
    }

    /// Lines of the list (the screen less the status bar).
    public var viewportHeight: Int { max(0, screen.size.height - 1) }

    /// Whether the viewer has nothing to do until input arrives: no background work, no motion, no
    /// loading, nothing on screen waiting to be drawn, no output or picture waiting for the terminal.
    public var isIdle: Bool {
        !pipeline.isBusy && !momentum.isMoving && !app.isBusy && model.isFilterComplete && !screen.hasPendingOutput
            && !(pictures?.isWaiting ?? false)
            && (lastFrame?.rows.allSatisfy { $0.display != .placeholder } ?? false) && !state.isWaitingForCounts
            && visibleSourceIndices == visibleAtUpdate
    }

    /// The item positions on screen in the last frame.
    private var visibleSourceIndices: [Int] { lastFrame?.rows.compactMap { model.sourceIndex(at: $0.index) } ?? [] }

    /// How long the interactive loop may wait for input once idle: for ever, unless the fps overlay is
    /// showing, which is redrawn twice a second so its figures say what the viewer is doing now.
    public var idleWait: Duration? {
        var wait: Duration? = overlay.isVisible ? .milliseconds(500) : nil
        // The conversation has something to do at a time of its own (decide the graphics, ask again).
        if let due = conversation?.nextDue {
            let left = max(.zero, due - clock.now())
            wait = min(wait ?? left, left)
        }
        if let look = follow.wait(now: clock.now()) { wait = min(wait ?? look, look) }
        return wait
    }

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
            if case .reply(let reply) = event {
                hear(reply)
                continue
            }
            for command in KeyBindings.commands(for: event, mode: state.keyMode, appKeys: app.appKeys) {
                perform(command)
            }
        }
        if var talk = conversation {
            if let again = talk.repeatedQuestion(at: start) { screen.ask(again, patience: talk.questions.patience) }
            apply(talk.tick(at: start, window: screen.windowSize()))
            conversation = talk
        }
        followBeforeUpdate()
        updateApp(seconds: seconds)
        advancePanels()
        // The app's look may have changed (the terminal's answers, a clock its rows show): every row is
        // drawn again, each keeping its old drawing until the new one is accepted.
        let style = app.style
        if style != pipeline.style { pipeline.style = style }
        composer.theme = app.theme
        model.advanceFilter()
        let lines = wasGliding ? momentum.advance(seconds: seconds) : 0
        if lines != 0 { pipeline.scroll(by: lines, viewportHeight: viewportHeight) }
        let afterInput = clock.now()
        timing.input = afterInput - start

        if executors.isStepped {
            app.items.waitUntilLoaded()
            model.items.waitUntilLoaded()
            model.finishBackgroundFilter()
        }
        keepFilterAnchor()
        let frame = pipeline.frame(viewportHeight: viewportHeight)
        executors.afterFrame()
        lastFrame = frame
        followAfterFrame(frame)
        let afterSchedule = clock.now()
        timing.schedule = afterSchedule - afterInput

        compose(frame, now: afterSchedule)
        let afterCompose = clock.now()
        timing.present = afterCompose - afterSchedule

        let terminalBytes = app.takeTerminalBytes()
        if pictures != nil || links != nil || !terminalBytes.isEmpty {
            let size = screen.size
            let speed = pipeline.screensPerSecond
            timing.bytes = screen.present(grid) { [covers, pictures, links, app, screen] motion in
                var out =
                    pictures?.output(
                        for: frame, screen: size, covers: covers, motion: motion, linkBudget: screen.pictureBudget,
                        screensPerSecond: speed, linkRate: screen.linkRate)
                    ?? PictureOutput()
                if let links {
                    out.links += links.output(for: frame, covers: covers, motion: motion) {
                        app.links(in: $0)
                    }
                }
                out.bytes += terminalBytes
                return out
            }
        } else {
            timing.bytes = screen.present(grid)
        }
        timing.flush = clock.now() - afterCompose
        statistics.record(start: start, timing: timing)
        return timing
    }

    /// A reply from the terminal: what it settles is applied now.
    private func hear(_ reply: TerminalReply) {
        guard var talk = conversation else { return }
        let findings = talk.hear(reply, window: screen.windowSize())
        conversation = talk
        apply(findings)
    }

    private func apply(_ findings: [TerminalConversation.Finding]) {
        for finding in findings {
            switch finding {
            case .background(let color):
                screen.terminalBackground(is: color)
                app.terminalBackground(is: color)
            case .graphics(let setup):
                showPictures(setup)
            case .ambiguousWidth(let width):
                screen.drawAmbiguous(as: width)
            }
        }
    }

    /// Shows pictures as `setup` says from the next frame on (half-blocks when it has no protocol).
    private func showPictures(_ setup: GraphicsSetup) {
        let format = ListPictures.pictureFormat(for: setup)
        guard format != pictures.flatMap({ ListPictures.pictureFormat(for: $0.setup) }) else { return }
        if let old = pictures { screen.present(grid) { _ in old.removeAll() } }
        pictures = ListPictures(setup: setup)
        screen.setCrashPrelude(pictures?.removeAllBlindly ?? [])
        app.picturesChanged(to: format)
    }

    /// The overlay's line about the pictures: what they do, or why they are half-blocks (a user asking
    /// why a terminal shows no pixels; a test that finds none); none where they were never in question.
    private var picturesLine: String? {
        if let pictures { return pictures.overlayLine }
        let off = { (setup: GraphicsSetup) in "pictures off: " + setup.reason }
        guard options.questions?.graphics != nil else { return options.pictures.map(off) }
        return conversation?.graphics.map(off) ?? "pictures: asking the terminal"
    }

    /// The app's turn in the frame: what its loaders finished, live changes, what it has to say.
    private func updateApp(seconds: Double) {
        let visible = visibleSourceIndices
        visibleAtUpdate = visible
        // The app's updates are about its own items, wherever the walk is.
        let root = rootModel
        var update = ListUpdate<App.Items.Item>(seconds: seconds, visible: walkedFrom.isEmpty ? visible : []) {
            root.currentItem(ofSource: $0)
        }
        app.update(&update)
        if let failure = update.failure { message = failure }
        if let answer = update.notice { state.show(answer) }
        if update.stop { isRunning = false }
        if update.reset { root.contentReset() }
        root.contentReplaced(sourceIndices: update.replaced)
        root.contentRedrawn(sourceIndices: update.redrawn)
        for change in update.live { root.applyLive(change.item, at: change.index) }
    }

    /// Composes the frame into `grid`, which is kept from frame to frame (cells are plain values, so
    /// clearing it is a fill, not an allocation).
    private func compose(_ frame: Frame, now: Duration) {
        let usesColor = screen.colorMode != .none
        let page = app.theme.page
        let fill = page.isClear || !usesColor ? Cell.blank : .space(background: CellColor(page))
        composer.compose(frame, into: &grid, size: screen.size, fill: fill)
        statusLine.draw(statusFacts(frame), into: &grid, theme: app.theme, usesColor: usesColor)
        covers.removeAll(keepingCapacity: true)
        if overlay.isVisible {
            let lines = overlay.lines(
                stats: statistics, counters: pipeline.counters, workers: executors.workerCount, now: now,
                targetFPS: options.targetFPS,
                appLines: app.overlayLines + [picturesLine].compactMap { $0 },
                idle: isIdle)
            covers.append(FPSOverlay.draw(lines, into: &grid, theme: app.theme))
        }
        if let panel = drawPanel(into: &grid, usesColor: usesColor) { covers.append(panel) }
        if let chooser = state.listChooser {
            covers.append(chooser.draw(into: &grid, theme: app.theme, usesColor: usesColor))
        }
        if let helpScroll = state.helpScroll {
            covers.append(CellRect(x: 0, y: 0, width: grid.size.width, height: grid.size.height))
            state.helpScrolled(
                to: HelpPanel.draw(
                    into: &grid, appLines: app.helpLines, scroll: helpScroll, theme: app.theme, usesColor: usesColor))
        }
        // A panel drew over the rows' lines: the next frame draws them all again.
        if !covers.isEmpty { composer.forgetGrid() }
    }
}
