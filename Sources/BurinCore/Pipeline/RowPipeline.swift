/// The main loop's side of asynchronous row drawing: Graver's pipeline with YYAsyncLayer's sentinels
/// and Texture's ranges.
///
/// Each frame it drains the completion inbox (accepting a drawing only if the row's generation still
/// matches), works out the visible rows and the display and preload ranges in the scroll direction,
/// cancels work for rows that left them, and asks the layout queue and the draw workers for what is
/// missing, nearest to the viewport first. It never waits for background work.
/// - Note: Main loop only.
public final class RowPipeline<Renderer: RowRenderer> {
    /// What a row is made of: the renderer's input.
    public typealias Content = Renderer.Content

    private let renderer: Renderer
    private let source: any RowSource<Content>
    private let layoutExecutor: any JobExecutor<Renderer.LayoutContext>
    private let drawExecutor: any JobExecutor<Renderer.DrawContext>
    private let clock: any FrameClock
    public let configuration: PipelineConfiguration
    private let inbox = CompletionInbox<PipelineMessage>()
    private let tally = WorkerTally()

    private var states: [RowID: RowState] = [:]
    private var layouts: LRUCache<ContentKey, RowLayout>
    private var bitmaps: BitmapCache
    private var velocity = ScrollVelocity()
    private var frameNumber = 0
    private var firstScreenDrawn = false
    private var counts = PipelineCounters()
    private lazy var mainLayoutContext = renderer.makeLayoutContext()
    private lazy var mainDrawContext = renderer.makeDrawContext()

    /// Columns rows are laid out for. A change redraws every row (placeholders until then).
    public var width: Int
    /// Theme, blitter and colour depth folded into one number. A change redraws every row, showing
    /// the old drawings until the new ones arrive.
    public var style: Int
    /// The top of the viewport.
    public private(set) var position = ScrollPosition.top
    /// Set by `jumpToEnd` until the next motion: the end of the list stays on the bottom line while
    /// the rows near it get their real heights (the jump was worked out from estimates) or change.
    private var pinnedToEnd = false

    public init(
        renderer: Renderer, source: any RowSource<Content>,
        layoutExecutor: any JobExecutor<Renderer.LayoutContext>,
        drawExecutor: any JobExecutor<Renderer.DrawContext>,
        clock: any FrameClock, configuration: PipelineConfiguration = PipelineConfiguration(),
        width: Int, style: Int = 0
    ) {
        self.renderer = renderer
        self.source = source
        self.layoutExecutor = layoutExecutor
        self.drawExecutor = drawExecutor
        self.clock = clock
        self.configuration = configuration
        self.width = width
        self.style = style
        layouts = LRUCache(capacity: configuration.layoutCacheEntries)
        bitmaps = BitmapCache(capacityBytes: configuration.cacheBytes)
    }

    /// Sets the function background work calls to wake an idle main loop.
    public func setWaker(_ wake: @escaping @Sendable () -> Void) { inbox.setWaker(wake) }

    /// Tests hold and reorder deliveries through it.
    var inboxForTesting: CompletionInbox<PipelineMessage> { inbox }

    /// Whether any layout or drawing is still queued or running.
    public var isBusy: Bool {
        layoutExecutor.queuedCount + layoutExecutor.runningCount + drawExecutor.queuedCount
            + drawExecutor.runningCount > 0 || inbox.count > 0
    }

    /// A snapshot of the counters.
    public var counters: PipelineCounters {
        var c = counts
        c.drawsStarted = tally.started
        c.drawsFinished = tally.finished
        c.queueDepth = drawExecutor.queuedCount
        c.inFlight = drawExecutor.runningCount
        c.cacheHits = bitmaps.hits
        c.cacheBytes = bitmaps.totalCost
        return c
    }

    /// The layout for the row at `index` at the current width, if one has been made.
    public func layout(at index: Int) -> RowLayout? {
        guard let row = source.identity(at: index) else { return nil }
        return layouts.peek(key(for: row))
    }

    // MARK: Scrolling

    /// Moves the viewport by `lines` (negative is up), through rows of varying height, stopping at
    /// both ends of the list.
    public func scroll(by lines: Int, viewportHeight: Int) {
        guard lines != 0 else { return }
        pinnedToEnd = false
        velocity.record(lines: lines, at: clock.now())
        var index = position.index
        var offset = position.offset + lines
        while offset < 0, index > 0 {
            index -= 1
            offset += height(at: index)
        }
        if offset < 0 { offset = 0 }
        let count = source.rowCount
        while index < count - 1, offset >= height(at: index) {
            offset -= height(at: index)
            index += 1
        }
        position = ScrollPosition(index: index, offset: offset)
        clampToEnd(viewportHeight: viewportHeight)
    }

    /// Puts row `index` at the top (clamped so the last screen stays full).
    public func jump(toIndex index: Int, viewportHeight: Int) {
        pinnedToEnd = false
        let count = source.rowCount
        let target = max(0, min(index, count - 1))
        if target != position.index {
            velocity.record(lines: target > position.index ? 1 : -1, at: clock.now())
        }
        position = ScrollPosition(index: max(0, target))
        clampToEnd(viewportHeight: viewportHeight)
        // A row too near the end to be put at the top means "the end": hold it there as G does, since
        // the clamp used estimated heights.
        if position.index != target { pinnedToEnd = true }
    }

    /// Shows the end of the list.
    public func jumpToEnd(viewportHeight: Int) {
        jump(toIndex: source.rowCount - 1, viewportHeight: viewportHeight)
        pinnedToEnd = true
    }

    /// Stops holding the end of the list on the bottom line after `jumpToEnd`.
    public func releaseEnd() { pinnedToEnd = false }

    /// Keeps the same row at the top after the source changed its positions (a filter, a reload).
    public func reanchor(toIndex index: Int, offset: Int = 0) {
        pinnedToEnd = false
        position = ScrollPosition(index: max(0, index), offset: max(0, offset))
    }

    private func clampToEnd(viewportHeight: Int) {
        let count = source.rowCount
        guard count > 0 else {
            position = .top
            return
        }
        // Rows are at least one line tall, so only a position within a screen of the end can overrun.
        guard count - position.index <= viewportHeight else { return }
        var remaining = -position.offset
        for i in position.index..<count {
            remaining += height(at: i)
            if remaining >= viewportHeight { return }
        }
        // The rest of the list does not fill the screen: find the top that makes it end at the bottom.
        var lines = 0
        var i = count - 1
        while i >= 0 {
            let h = height(at: i)
            if lines + h >= viewportHeight {
                position = ScrollPosition(index: i, offset: lines + h - viewportHeight)
                return
            }
            lines += h
            i -= 1
        }
        position = .top
    }

    private func key(for row: RowIdentity) -> ContentKey {
        ContentKey(row: row.id, version: row.version, width: width, style: style)
    }

    private func height(at index: Int) -> Int {
        if let row = source.identity(at: index), let height = layouts.peek(key(for: row), { $0.size.height }) {
            return max(1, height)
        }
        return max(1, source.estimatedHeight(at: index, width: width))
    }

    // MARK: The frame

    /// Runs one frame of the pipeline and returns the rows to show. Never blocks on background work
    /// (in sync mode it draws visible rows itself, which is the point of that mode).
    public func frame(viewportHeight: Int) -> PipelineFrame {
        frameNumber += 1
        let now = clock.now()
        drainInbox()
        if position.index >= source.rowCount { position = ScrollPosition(index: max(0, source.rowCount - 1)) }
        layOutSynchronousRows(viewportHeight: viewportHeight)
        position.offset = min(position.offset, max(0, height(at: position.index) - 1))
        // Heights may have changed since the position was set (estimates replaced by layouts, a row
        // expanded, a resize): the list never ends above the bottom line, and after G it stays there.
        if pinnedToEnd {
            position = ScrollPosition(index: max(0, source.rowCount - 1))
        }
        clampToEnd(viewportHeight: viewportHeight)
        let visible = visibleSlots(viewportHeight: viewportHeight)
        let ranges = computeRanges(visible: visible, viewportHeight: viewportHeight, now: now)
        source.prefetch(ranges.preload)

        let visibleIndices = (visible.first?.index ?? 0)..<((visible.last?.index ?? -1) + 1)
        for slot in ranges.order {
            update(
                index: slot.index, priority: slot.priority, inDisplay: ranges.display.contains(slot.index),
                isVisible: visibleIndices.contains(slot.index))
        }
        retireRowsOutOfRange()
        dropObsoleteQueuedJobs()

        var rows: [VisibleRow] = []
        rows.reserveCapacity(visible.count)
        var placeholders = 0
        for slot in visible {
            let entry = source.identity(at: slot.index)
            let state = entry.flatMap { states[$0.id] }
            var display = RowDisplay.placeholder
            if let shown = state?.shown, shown.key.width == width, shown.key.row == entry?.id {
                display = .drawing(shown)
            } else {
                placeholders += 1
            }
            rows.append(
                VisibleRow(
                    index: slot.index, id: entry?.id, top: slot.top, height: slot.height, display: display,
                    layout: entry.flatMap { layouts.peek(key(for: $0)) }))
        }
        counts.placeholderRows = placeholders
        counts.visibleRows = rows.count
        if placeholders == 0, !rows.isEmpty { firstScreenDrawn = true }
        return PipelineFrame(rows: rows, width: width, viewportHeight: viewportHeight, position: position)
    }

    /// Rows drawn on the main loop are laid out before they are placed, so even their first frame
    /// uses real heights rather than estimates (which would clip or pad them, and move the rows
    /// below, for a frame). Placing can reveal more rows, hence the few rounds.
    private func layOutSynchronousRows(viewportHeight: Int) {
        for _ in 0..<4 {
            var laidOut = false
            for slot in visibleSlots(viewportHeight: viewportHeight) {
                guard let row = source.identity(at: slot.index), configuration.forceSync || row.policy == .sync else {
                    continue
                }
                let key = key(for: row)
                guard !layouts.contains(key), let entry = source.row(at: slot.index) else { continue }
                layouts.insert(renderer.layout(entry.content, key: key, context: mainLayoutContext), for: key)
                counts.layoutsFinished += 1
                laidOut = true
            }
            if !laidOut { return }
        }
    }

    private struct Slot {
        var index: Int
        var top: Int
        var height: Int
    }

    private func visibleSlots(viewportHeight: Int) -> [Slot] {
        var slots: [Slot] = []
        var y = -position.offset
        var i = position.index
        let count = source.rowCount
        while y < viewportHeight, i < count {
            let h = height(at: i)
            slots.append(Slot(index: i, top: y, height: h))
            y += h
            i += 1
        }
        return slots
    }

    private struct Ranges {
        var display: Range<Int>
        var preload: Range<Int>
        /// Every row of the preload range with its priority, most urgent first.
        var order: [(index: Int, priority: Int)]
    }

    private func computeRanges(visible: [Slot], viewportHeight: Int, now: Duration) -> Ranges {
        let count = source.rowCount
        guard let first = visible.first, let last = visible.last else {
            return Ranges(display: 0..<0, preload: 0..<0, order: [])
        }
        let screen = Double(max(1, viewportHeight))
        let screensPerSecond = abs(velocity.linesPerSecond(now: now)) / screen
        let lead = min(configuration.maximumExtraLead, screensPerSecond * configuration.leadPerVelocity)
        let display = firstScreenDrawn ? configuration.display : configuration.reduced
        let preload = firstScreenDrawn ? configuration.preload : configuration.reduced
        let down = velocity.direction >= 0

        func extent(_ tuning: PipelineConfiguration.RangeTuning, extra: Double) -> (Int, Int) {
            let aheadLines = Int(((tuning.ahead + extra) * screen).rounded(.up))
            let behindLines = Int((tuning.behind * screen).rounded(.up))
            let below = down ? aheadLines : behindLines
            let above = down ? behindLines : aheadLines
            var lo = first.index
            var lines = 0
            while lo > 0, lines < above {
                lo -= 1
                lines += height(at: lo)
            }
            var hi = last.index + 1
            lines = 0
            while hi < count, lines < below {
                lines += height(at: hi)
                hi += 1
            }
            return (lo, hi)
        }
        let (dLo, dHi) = extent(display, extra: lead)
        let (pLo, pHi) = extent(preload, extra: lead)
        let displayRange = dLo..<dHi
        let preloadRange = min(pLo, dLo)..<max(pHi, dHi)

        var order: [(Int, Int)] = []
        order.reserveCapacity(preloadRange.count)
        for i in preloadRange {
            let priority: Int
            if i >= first.index, i <= last.index {
                priority = Tier.visible + (i - first.index)
            } else {
                let distance = i > last.index ? i - last.index : first.index - i
                let isAhead = (i > last.index) == down
                if displayRange.contains(i) {
                    priority = (isAhead ? Tier.ahead : Tier.behind) + distance
                } else {
                    priority = Tier.preload + distance
                }
            }
            order.append((i, priority))
        }
        order.sort { $0.1 < $1.1 }
        return Ranges(display: displayRange, preload: preloadRange, order: order)
    }

    private func update(index: Int, priority: Int, inDisplay: Bool, isVisible: Bool) {
        guard let entry = source.identity(at: index) else { return }
        let key = key(for: entry)
        let state = states[entry.id] ?? RowState()
        states[entry.id] = state
        state.lastSeenFrame = frameNumber
        state.priority = priority

        let enteringDisplay = inDisplay && !state.inDisplayRange
        if state.inDisplayRange, !inDisplay { cancelDraw(state) }
        state.inDisplayRange = inDisplay
        if state.wantedKey != key {
            if let old = state.wantedKey, old.row == key.row, old.width == key.width, old.style == key.style,
                key.version - old.version > 1
            {
                counts.invalidationsCoalesced += key.version - old.version - 1
            }
            state.wantedKey = key
            cancelDraw(state)
        }

        let sync = configuration.forceSync || entry.policy == .sync
        if sync {
            guard isVisible, let row = source.row(at: index) else { return }
            drawSynchronously(row, key: key, state: state)
            return
        }

        guard layouts.contains(key) else {
            if let row = source.row(at: index) { requestLayout(row, key: key, state: state, priority: priority) }
            return
        }
        guard inDisplay else { return }
        if state.shown?.key == key {
            if enteringDisplay, entry.policy == .alwaysAsync, state.pendingDraw == nil {
                requestDraw(key, state: state, priority: priority)
            }
            return
        }
        if let cached = bitmaps.lookup(key) {
            state.shown = cached
            if entry.policy == .alwaysAsync, enteringDisplay {
                requestDraw(key, state: state, priority: priority)
            }
            return
        }
        if state.pendingDraw == nil {
            counts.cacheMisses += 1
            requestDraw(key, state: state, priority: priority)
        }
    }

    private func cancelDraw(_ state: RowState) {
        guard state.pendingDraw != nil else { return }
        state.drawSentinel.increase()
        state.pendingDraw = nil
    }

    private func requestLayout(_ entry: RowEntry<Content>, key: ContentKey, state: RowState, priority: Int) {
        guard state.pendingLayout != key else { return }
        if state.pendingLayout != nil { state.layoutSentinel.increase() }
        state.pendingLayout = key
        let ticket = state.layoutSentinel.ticket()
        let content = entry.content
        let renderer = self.renderer
        let inbox = self.inbox
        layoutExecutor.submit(
            PipelineJob(row: key.row, priority: priority, ticket: ticket) { context in
                guard !ticket.isCancelled else {
                    inbox.post(.layoutCancelled(key.row))
                    return
                }
                inbox.post(.laidOut(renderer.layout(content, key: key, context: context), ticket))
            })
    }

    /// Asks a draw worker for the layout cached under `key`.
    private func requestDraw(_ key: ContentKey, state: RowState, priority: Int) {
        guard let layout = layouts.peek(key) else { return }
        state.drawSentinel.increase()
        state.pendingDraw = layout.key
        counts.drawsRequested += 1
        let ticket = state.drawSentinel.ticket()
        let renderer = self.renderer
        let inbox = self.inbox
        let tally = self.tally
        let row = layout.key.row
        drawExecutor.submit(
            PipelineJob(row: row, priority: priority, ticket: ticket) { context in
                guard !ticket.isCancelled else {
                    inbox.post(.drawCancelled(row, beforeStart: true))
                    return
                }
                tally.noteStarted()
                let bitmap = renderer.draw(layout, context: context, isCancelled: { ticket.isCancelled })
                // Checked once more before handing off: a drawing nobody will accept is not sent.
                guard let bitmap, !ticket.isCancelled else {
                    inbox.post(.drawCancelled(row, beforeStart: false))
                    return
                }
                tally.noteFinished()
                inbox.post(.drawn(bitmap, ticket))
            })
    }

    private func drawSynchronously(_ entry: RowEntry<Content>, key: ContentKey, state: RowState) {
        let layout: RowLayout
        if let cached = layouts.peek(key) {
            layout = cached
        } else {
            layout = renderer.layout(entry.content, key: key, context: mainLayoutContext)
            layouts.insert(layout, for: key)
            counts.layoutsFinished += 1
        }
        guard state.shown?.key != key else { return }
        if let cached = bitmaps.lookup(key) {
            state.shown = cached
            return
        }
        counts.cacheMisses += 1
        guard let bitmap = renderer.draw(layout, context: mainDrawContext, isCancelled: { false }) else { return }
        // Counted apart from the asynchronous drawings, whose requests must each end exactly once as
        // accepted, stale or cancelled.
        counts.drawsSynchronous += 1
        state.shown = bitmap
        bitmaps.insert(bitmap)
    }

    private func retireRowsOutOfRange() {
        for (id, state) in states where state.lastSeenFrame != frameNumber {
            state.drawSentinel.increase()
            state.layoutSentinel.increase()
            states[id] = nil
        }
    }

    /// Gives queued jobs this frame's priorities, and drops those whose row left its range or moved
    /// to a new generation: work that can no longer be shown is not started at all.
    private func dropObsoleteQueuedJobs() {
        let droppedDraws = drawExecutor.reprioritize { row, ticket in
            guard !ticket.isCancelled, let state = states[row], state.inDisplayRange else { return nil }
            return state.priority
        }
        counts.drawsCancelledQueued += droppedDraws
        layoutExecutor.reprioritize { row, ticket in
            guard !ticket.isCancelled, let state = states[row] else { return nil }
            return state.priority
        }
    }

    // MARK: Completions

    private func drainInbox() {
        for message in inbox.drain() {
            switch message {
            case .laidOut(let layout, let ticket):
                counts.layoutsFinished += 1
                layouts.insert(layout, for: layout.key)
                if let state = states[layout.key.row], state.pendingLayout == layout.key,
                    state.layoutSentinel === ticket.sentinel, ticket.generation == state.layoutSentinel.value
                {
                    state.pendingLayout = nil
                }
            case .layoutCancelled:
                break
            case .drawn(let bitmap, let ticket):
                accept(bitmap, ticket: ticket)
            case .drawCancelled(_, let beforeStart):
                if beforeStart {
                    counts.drawsCancelledQueued += 1
                } else {
                    counts.drawsCancelledInFlight += 1
                }
            }
        }
    }

    /// The main loop's recheck: a drawing is shown only if its row still wants exactly this content
    /// and no newer generation has begun since the drawing was requested.
    private func accept(_ bitmap: CellBitmap, ticket: Ticket) {
        guard let state = states[bitmap.key.row], state.drawSentinel === ticket.sentinel,
            ticket.generation == state.drawSentinel.value, state.pendingDraw == bitmap.key,
            state.wantedKey == bitmap.key
        else {
            counts.drawsDiscardedStale += 1
            return
        }
        state.pendingDraw = nil
        state.shown = bitmap
        bitmaps.insert(bitmap)
        counts.drawsAccepted += 1
    }
}

/// Priority tiers: lower runs sooner. Visible rows first (top to bottom), then rows ahead in the
/// scroll direction by distance, then rows behind, then layout-only rows of the preload range.
enum Tier {
    static let visible = 0
    static let ahead = 1_000
    static let behind = 100_000
    static let preload = 1_000_000
}
