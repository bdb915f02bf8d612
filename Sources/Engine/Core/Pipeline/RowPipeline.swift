/// The main loop's side of asynchronous row drawing: Graver's pipeline with YYAsyncLayer's sentinels
/// and Texture's ranges, as a thin driver of three pure parts.
///
/// Each frame it drains the completion inbox into the `RowScheduler`, settles the `ScrollModel`,
/// asks the `RangePlanner` which rows to work on and how urgently, asks the scheduler what each of
/// them needs, and carries that out: layout jobs to the layout queue, draw jobs to the draw workers,
/// drawings the sync policy (or the placeholder budget) wants done here. It never waits for
/// background work.
/// - Note: Main loop only.
public final class RowPipeline<Renderer: RowRenderer> {
    /// What a row is made of: the renderer's input.
    public typealias Content = Renderer.Content
    public typealias Key = ContentKey<Renderer.Style>
    public typealias Layout = RowLayout<Renderer.Action>
    public typealias Frame = PipelineFrame<Renderer.Style, Renderer.Action>
    typealias Scheduler = RowScheduler<Renderer.Style, Renderer.Action>
    typealias Message = PipelineMessage<Renderer.Style, Renderer.Action>

    let renderer: Renderer
    private let source: any RowSource<Content>
    let layoutExecutor: any JobExecutor<Renderer.LayoutContext>
    let drawExecutor: any JobExecutor<Renderer.DrawContext>
    let clock: any FrameClock
    public let configuration: PipelineConfiguration
    let inbox = CompletionInbox<Message>()
    let tally = WorkerTally()
    // The state a frame reads and writes for every row is the main loop's alone, never accessed
    // overlapping: its dynamic exclusivity checks (a seventh of a one-line scroll's frame) are off.
    @exclusivity(unchecked) var scheduler: Scheduler
    @exclusivity(unchecked) private var scrolling = ScrollModel()
    private let planner: RangePlanner
    private lazy var mainLayoutContext = renderer.makeLayoutContext()
    private lazy var mainDrawContext = renderer.makeMainLoopDrawContext()
    /// Row identities asked of the source during one frame, by index: heights and keys ask for the
    /// same rows many times a frame. Kept only while a frame runs (between frames the source may
    /// change at any time). The rows of the last frame's preload range are asked in one call, the
    /// first time a frame needs one of them (`lastPreload`); others one by one.
    @exclusivity(unchecked) private var identities: [Int: RowIdentity?] = [:]
    @exclusivity(unchecked) private var preloadIdentities: [RowIdentity?] = []
    @exclusivity(unchecked) private var preloadIdentitiesStart = 0
    @exclusivity(unchecked) private var preloadIdentitiesAsked = false
    @exclusivity(unchecked) private var lastPreload = 0..<0
    /// Row heights measured, by index, kept while they hold.
    @exclusivity(unchecked) private var heights = HeightMemo()
    /// Frames run, for judging the heights kept.
    @exclusivity(unchecked) private var frameNumber = 0
    /// Moves whenever `width` or `style` is set: every key made since is new.
    @exclusivity(unchecked) private var keyGeneration = 0
    /// Jobs given to each executor that have not reported back or been dropped: while none are, its
    /// queue is empty and there is nothing to reprioritise.
    @exclusivity(unchecked) var outstandingLayouts = 0
    @exclusivity(unchecked) var outstandingDraws = 0
    /// The last frame placed rows at estimated heights that got layouts later in the same frame.
    @exclusivity(unchecked) private var placedAtEstimates = false
    @exclusivity(unchecked) private var isInFrame = false

    /// Columns rows are laid out for. A change redraws every row (placeholders until then).
    @exclusivity(unchecked) public var width: Int { didSet { keyGeneration += 1 } }
    /// How rows look (the renderer's style). A change redraws every row, showing the old drawings
    /// until the new ones arrive.
    /// How fast the list moved at the last frame, in screens a second.
    public private(set) var screensPerSecond = 0.0
    @exclusivity(unchecked) public var style: Renderer.Style {
        didSet {
            styleHash = style.hashValue
            styleBox = StyleBox(style)
            keyGeneration += 1
        }
    }
    /// `style.hashValue` and `style` boxed, made once for all the keys made with it.
    @exclusivity(unchecked) private var styleHash: Int
    @exclusivity(unchecked) private var styleBox: StyleBox<Renderer.Style>

    /// The top of the viewport.
    public var position: ScrollPosition { scrolling.position }

    public init(
        renderer: Renderer, source: any RowSource<Content>,
        layoutExecutor: any JobExecutor<Renderer.LayoutContext>,
        drawExecutor: any JobExecutor<Renderer.DrawContext>,
        clock: any FrameClock, configuration: PipelineConfiguration = PipelineConfiguration(),
        width: Int, style: Renderer.Style
    ) {
        self.renderer = renderer
        self.source = source
        self.layoutExecutor = layoutExecutor
        self.drawExecutor = drawExecutor
        self.clock = clock
        self.configuration = configuration
        self.width = width
        self.style = style
        styleHash = style.hashValue
        styleBox = StyleBox(style)
        scheduler = Scheduler(configuration: configuration)
        planner = RangePlanner(configuration: configuration)
    }

    /// Sets the function background work calls to wake an idle main loop.
    public func setWaker(_ wake: @escaping @Sendable () -> Void) { inbox.setWaker(wake) }

    /// Tests hold and reorder deliveries through it.
    var inboxForTesting: CompletionInbox<PipelineMessage<Renderer.Style, Renderer.Action>> { inbox }

    /// Whether any layout or drawing is still queued or running.
    public var isBusy: Bool {
        layoutExecutor.queuedCount + layoutExecutor.runningCount + drawExecutor.queuedCount
            + drawExecutor.runningCount > 0 || inbox.count > 0 || placedAtEstimates
    }

    /// A snapshot of the counters.
    public var counters: PipelineCounters {
        var c = scheduler.counts
        c.drawsStarted = tally.started
        c.drawsFinished = tally.finished
        c.queueDepth = drawExecutor.queuedCount
        c.inFlight = drawExecutor.runningCount
        c.cacheHits = scheduler.bitmaps.hits
        c.cacheBytes = scheduler.bitmaps.totalCost
        return c
    }

    /// The layout for the row at `index` at the current width, if one has been made.
    public func layout(at index: Int) -> Layout? {
        guard let row = identity(at: index) else { return nil }
        return scheduler.layout(for: key(for: row))
    }

    // MARK: Scrolling

    /// Moves the viewport by `lines` (negative is up), through rows of varying height, stopping at
    /// both ends of the list.
    public func scroll(by lines: Int, viewportHeight: Int) {
        let count = source.rowCount
        scrolling.scroll(by: lines, count: count, viewportHeight: viewportHeight, now: clock.now(), height: height)
    }

    /// Puts row `index` at the top (clamped so the last screen stays full).
    public func jump(toIndex index: Int, viewportHeight: Int) {
        let count = source.rowCount
        scrolling.jump(toIndex: index, count: count, viewportHeight: viewportHeight, now: clock.now(), height: height)
    }

    /// Shows the end of the list.
    public func jumpToEnd(viewportHeight: Int) {
        let count = source.rowCount
        scrolling.jumpToEnd(count: count, viewportHeight: viewportHeight, now: clock.now(), height: height)
    }

    /// Whether the end of the list is held on the bottom line (`jumpToEnd`, until the next motion).
    public var isPinnedToEnd: Bool { scrolling.isPinnedToEnd }

    /// Stops holding the end of the list on the bottom line after `jumpToEnd`.
    public func releaseEnd(viewportHeight: Int) {
        scrolling.releaseEnd(count: source.rowCount, viewportHeight: viewportHeight, height: height)
    }

    /// Keeps the same row at the top after the source changed its positions (a filter, a reload).
    public func reanchor(toIndex index: Int, offset: Int = 0) { scrolling.reanchor(toIndex: index, offset: offset) }

    // MARK: The frame

    /// Runs one frame of the pipeline and returns the rows to show. Never blocks on background work
    /// (in sync mode it draws visible rows itself, which is the point of that mode).
    public func frame(viewportHeight: Int) -> Frame {
        isInFrame = true
        frameNumber += 1
        defer {
            isInFrame = false
            identities.removeAll(keepingCapacity: true)
            preloadIdentities.removeAll(keepingCapacity: true)
            preloadIdentitiesAsked = false
        }
        scheduler.beginFrame()
        let now = clock.now()
        for message in inbox.drain() {
            if message.isDraw { outstandingDraws -= 1 } else { outstandingLayouts -= 1 }
            scheduler.receive(message)
        }
        let count = source.rowCount
        scrolling.clampIndex(count: count)
        let placedBeforeSettling = layOutSynchronousRows(viewportHeight: viewportHeight)
        let unsettled = scrolling.position
        scrolling.settle(count: count, viewportHeight: viewportHeight, height: height)
        // Settling stores no layout, so the rows stay where they were placed unless it moved the top.
        let visible =
            scrolling.position == unsettled
            ? placedBeforeSettling : scrolling.placements(count: count, viewportHeight: viewportHeight, height: height)
        let placedWithLayouts = scheduler.layoutGeneration
        let visibleRange = visible.first.map { $0.index...visible[visible.count - 1].index }
        screensPerSecond = scrolling.linesPerSecond(now: now) / Double(max(1, viewportHeight))
        let plan = planner.plan(
            visible: visibleRange, count: count, viewportHeight: viewportHeight,
            screensPerSecond: screensPerSecond,
            direction: scrolling.velocity.direction, firstScreenDrawn: scheduler.firstScreenDrawn, height: height)
        source.prefetch(plan.preload)
        heights.prune(keeping: plan.preload)
        // Prefetching may make rows available at once (a source that loads synchronously): rows not
        // available are asked again, the rest stay as asked this frame.
        for (index, row) in identities where row == nil { identities[index] = nil }
        for (offset, row) in preloadIdentities.enumerated() where row == nil {
            preloadIdentities[offset] = source.identity(at: preloadIdentitiesStart + offset)
        }
        lastPreload = plan.preload
        scheduler.expectRows(in: plan.preload)

        for ranked in plan.order {
            guard let row = identity(at: ranked.index) else { continue }
            let inDisplay = plan.display.contains(ranked.index)
            let isVisible = visibleRange?.contains(ranked.index) ?? false
            // Most rows are as they were last frame, settled: asking them again would ask for nothing.
            let signature = RequestSignature(
                row: row, width: width, keyGeneration: keyGeneration, inDisplay: inDisplay, isVisible: isVisible)
            if scheduler.keepSettled(signature, at: ranked.index, priority: ranked.priority) { continue }
            let request = Scheduler.Request(
                index: ranked.index, row: row, key: key(for: row), priority: ranked.priority, inDisplay: inDisplay,
                isVisible: isVisible, keyGeneration: keyGeneration)
            carryOut(scheduler.request(request), for: request)
        }
        scheduler.endFrame()
        dropObsoleteQueuedJobs()
        // Rows laid out on the main loop after they were placed (their data came during this frame)
        // were placed at their estimates: the next frame places them at their real heights, and until
        // it has, the pipeline is not settled.
        placedAtEstimates = scheduler.layoutGeneration != placedWithLayouts

        var rows: [VisibleRow<Renderer.Style, Renderer.Action>] = []
        rows.reserveCapacity(visible.count)
        var placeholders = 0
        for placed in visible {
            let row = identity(at: placed.index)
            let display = scheduler.display(of: row?.id, width: width)
            if case .placeholder = display { placeholders += 1 }
            rows.append(
                VisibleRow(
                    index: placed.index, id: row?.id, top: placed.top, height: placed.height, display: display,
                    layout: row.flatMap { scheduler.layout(for: key(for: $0)) }))
        }
        scheduler.noteVisibleRows(rows.count, placeholders: placeholders)
        return PipelineFrame(rows: rows, width: width, viewportHeight: viewportHeight, position: position)
    }

    /// Runs what the scheduler asked for row `request`. A row on screen that would show a placeholder
    /// is laid out and drawn here instead when its measured cost fits the frame's placeholder budget.
    private func carryOut(_ work: Scheduler.Work?, for request: Scheduler.Request) {
        var next = work
        // A row admitted with its layout is drawn here too: its expected cost counted both.
        var admitted = false
        while let work = next {
            next = nil
            switch work {
            case .layOut(let index, let key, let priority, let ticket, let placeholder):
                guard let entry = rowToLayOut(at: index) else { return }
                let kind = renderer.kind(of: entry.content)
                if placeholder, scheduler.admitsHere(kind: kind, needsLayout: true) {
                    admitted = true
                    let start = clock.now()
                    let layout = renderer.layout(
                        entry.content, width: key.width, style: key.style, context: mainLayoutContext)
                    let cost = clock.now() - start
                    scheduler.noteTimeSpentHere(cost)
                    scheduler.receive(.laidOut(key, layout, ticket, kind: kind, cost: cost))
                    // With its layout in, the row is asked about again: it now needs its drawing.
                    next = scheduler.request(request)
                } else {
                    submitLayout(entry, key: key, kind: kind, priority: priority, ticket: ticket)
                }
            case .draw(let key, let layout, let kind, let priority, let ticket, let placeholder):
                if placeholder, admitted || scheduler.admitsHere(kind: kind, needsLayout: false) {
                    let start = clock.now()
                    let bitmap = renderer.draw(
                        layout, style: key.style, context: mainDrawContext, isCancelled: { false })
                    let cost = clock.now() - start
                    scheduler.noteTimeSpentHere(cost)
                    if let bitmap = bitmap.flatMap({ Self.fitted($0, layout) }) {
                        scheduler.acceptDrawnHere(
                            RowDrawing(key: key, bitmap: bitmap), ticket: ticket, kind: kind, cost: cost)
                    }
                } else {
                    scheduler.noteSubmittedDraw()
                    submitDraw(key, layout, kind: kind, priority: priority, ticket: ticket)
                }
            case .drawHere(let index, let key):
                drawSynchronously(index: index, key: key)
            }
        }
    }

    /// Rows drawn on the main loop are laid out before they are placed, so even their first frame
    /// uses real heights rather than estimates (which would clip or pad them, and move the rows
    /// below, for a frame). Placing can reveal more rows, hence the few rounds. Returns where the rows
    /// are placed now.
    private func layOutSynchronousRows(viewportHeight: Int) -> [RowPlacement] {
        let count = source.rowCount
        var placements = scrolling.placements(count: count, viewportHeight: viewportHeight, height: height)
        for _ in 0..<4 {
            var laidOut = false
            for placed in placements {
                guard let row = identity(at: placed.index), configuration.forceSync || row.policy == .sync else {
                    continue
                }
                let key = key(for: row)
                guard scheduler.layoutHeight(for: key) == nil, let entry = rowToLayOut(at: placed.index) else {
                    continue
                }
                scheduler.insertSynchronousLayout(
                    renderer.layout(entry.content, width: key.width, style: key.style, context: mainLayoutContext),
                    for: key)
                laidOut = true
            }
            if !laidOut { return placements }
            placements = scrolling.placements(count: count, viewportHeight: viewportHeight, height: height)
        }
        return placements
    }

    private func drawSynchronously(index: Int, key: Key) {
        var layout = scheduler.layout(for: key)
        var fresh: Layout?
        if layout == nil {
            guard let entry = rowToLayOut(at: index) else { return }
            fresh = renderer.layout(entry.content, width: key.width, style: key.style, context: mainLayoutContext)
            layout = fresh
        }
        guard let layout,
            let drawn = renderer.draw(layout, style: key.style, context: mainDrawContext, isCancelled: { false }),
            let bitmap = Self.fitted(drawn, layout)
        else { return }
        scheduler.acceptSynchronous(RowDrawing(key: key, bitmap: bitmap), layout: fresh)
    }

    // MARK: Rows

    /// Row `index`'s content, to be laid out now: the source hears of it first (`willLayOut`), in the
    /// order the pipeline lays rows out (on screen first, then ahead in the scroll direction).
    private func rowToLayOut(at index: Int) -> RowEntry<Content>? {
        source.willLayOut(index)
        return source.row(at: index)
    }

    private func identity(at index: Int) -> RowIdentity? {
        guard isInFrame else { return source.identity(at: index) }
        if !preloadIdentitiesAsked {
            preloadIdentitiesAsked = true
            // Only while the view is still among them: after a jump they are rows no longer wanted.
            let near = lastPreload.contains(scrolling.position.index)
            let rows = near ? lastPreload.clamped(to: 0..<source.rowCount) : 0..<0
            preloadIdentitiesStart = rows.lowerBound
            preloadIdentities = source.identities(in: rows)
        }
        let offset = index - preloadIdentitiesStart
        if offset >= 0, offset < preloadIdentities.count { return preloadIdentities[offset] }
        if let known = identities[index] { return known }
        let row = source.identity(at: index)
        identities[index] = row
        return row
    }

    private func key(for row: RowIdentity) -> Key {
        ContentKey(row: row.id, version: row.version, width: width, style: styleBox, styleHash: styleHash)
    }

    private func height(at index: Int) -> Int {
        guard isInFrame else { return measuredHeight(at: index) }
        let row = identity(at: index)
        let now = HeightMemo.Now(
            keyGeneration: keyGeneration, evictions: scheduler.layouts.evictions,
            layoutGeneration: scheduler.layoutGeneration, frame: frameNumber)
        if let known = heights.height(at: index, row: row, now: now) { return known }
        if let row, let height = scheduler.layoutHeight(for: key(for: row)) {
            heights.remember(max(1, height), at: index, row: row, fromLayout: true, now: now)
            return max(1, height)
        }
        let estimate = max(1, source.estimatedHeight(at: index, width: width))
        heights.remember(estimate, at: index, row: row, fromLayout: false, now: now)
        return estimate
    }

    /// The row's layout height at the current width, or the source's estimate until it has one.
    private func measuredHeight(at index: Int) -> Int {
        if let row = identity(at: index), let height = scheduler.layoutHeight(for: key(for: row)) {
            return max(1, height)
        }
        return max(1, source.estimatedHeight(at: index, width: width))
    }
}
