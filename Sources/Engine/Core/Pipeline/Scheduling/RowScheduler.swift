/// The pipeline's per-row state machine, in the manner of swift-async-algorithms' state machines: the
/// driver tells it what happened (a frame began, a row is wanted at a priority, a completion arrived,
/// the frame ended) and it answers with the work to do (lay a row out, draw it on a worker, or draw
/// it here on the main loop). It owns the layout and drawing caches and the counters; it starts no
/// work and touches no thread, so tests run it alone.
///
/// The sentinel discipline lives here: a row's draw generation moves whenever what it should show
/// changes or it leaves the display range, a completion is accepted only if its ticket's generation
/// is still the row's and it is exactly what the row wants, and a row's last accepted drawing stays
/// until a new one is accepted.
/// - Note: Main loop only.
struct RowScheduler<Style: Hashable & Sendable, Action: Hashable & Sendable> {
    typealias Key = ContentKey<Style>
    typealias Layout = RowLayout<Action>
    typealias Message = PipelineMessage<Style, Action>

    /// Work the driver must start.
    enum Work {
        /// Lay out row `index` for `key` on the layout queue. `wouldShowPlaceholder`: the row is on
        /// screen with nothing to show, so doing it here at once is worth considering.
        case layOut(index: Int, key: Key, priority: Priority, ticket: Ticket, wouldShowPlaceholder: Bool)
        /// Draw `layout` on a draw worker (`noteSubmittedDraw`), or here when `wouldShowPlaceholder`
        /// and it fits the frame (`acceptDrawnHere`).
        case draw(Key, Layout, kind: Int, priority: Priority, ticket: Ticket, wouldShowPlaceholder: Bool)
        /// The row's policy is to be drawn on the main loop: lay it out if needed and draw it now.
        case drawHere(index: Int, key: Key)
    }

    /// One row the driver asks about, in priority order.
    struct Request {
        var index: Int
        var row: RowIdentity
        var key: Key
        var priority: Priority
        var inDisplay: Bool
        var isVisible: Bool
        /// The driver's count of width and style changes (see `RequestSignature`).
        var keyGeneration = 0

        var signature: RequestSignature {
            RequestSignature(
                row: row, width: key.width, keyGeneration: keyGeneration, inDisplay: inDisplay, isVisible: isVisible)
        }
    }

    let configuration: PipelineConfiguration
    private var states: [RowID: RowState<Style>] = [:]
    /// The states of the rows asked this frame by list position (`expectRows`), and those of the last
    /// frame: a row asked at the position it had last frame is found without hashing its id.
    private var rowsByPosition = PositionedStates()
    private var lastRowsByPosition = PositionedStates()
    private(set) var layouts: LRUCache<Key, Layout>
    private(set) var bitmaps: LRUCache<Key, CellBitmap>
    private(set) var counts = PipelineCounters()
    private(set) var costs = CostModel()
    private(set) var firstScreenDrawn = false
    /// Moves whenever a layout is stored, so a caller remembering heights knows when to forget them.
    private(set) var layoutGeneration = 0
    private var frameNumber = 0
    /// Main-loop time spent this frame on drawings that spared a placeholder.
    private var inlineSpent = Duration.zero

    init(configuration: PipelineConfiguration) {
        self.configuration = configuration
        layouts = LRUCache(capacity: configuration.layoutCacheEntries)
        bitmaps = LRUCache(capacity: configuration.cacheBytes)
    }

    // MARK: Frames

    mutating func beginFrame() {
        frameNumber += 1
        inlineSpent = .zero
    }

    /// What row `request.index` needs; at most one action. Call once per row of the preload range
    /// (or `keepSettled`), most urgent first.
    mutating func request(_ r: Request) -> Work? {
        let state = existingState(of: r.row.id, at: r.index) ?? newState(for: r.row.id)
        rowsByPosition.place(state, at: r.index)
        let work = work(for: r, state: state)
        let settles = work == nil && state.pendingLayout == nil && state.pendingDraw == nil
        state.settled = settles ? r.signature : nil
        state.settledEvictions = layouts.evictions
        return work
    }

    /// Does for row `signature.row` what `request` would when it would ask for nothing: the row was
    /// last asked exactly so, that asked for nothing and left nothing pending, and its layout is still
    /// cached (a completion or drawing for it needs pending work, so nothing else changed it). Then it
    /// only takes the frame's priority and counts as seen, and this returns true; else false, and the
    /// row must be asked with `request`. A one-line scroll asks this of nearly every row: it is a
    /// lookup and a comparison, where a request makes and compares content keys.
    mutating func keepSettled(_ signature: RequestSignature, at index: Int, priority: Priority) -> Bool {
        // `settled` is set only by a request that left nothing pending, and only a request makes work
        // pending: a row with a signature has none (checking would copy both keys out of the row).
        guard let state = existingState(of: signature.row.id, at: index), state.settled == signature else {
            return false
        }
        rowsByPosition.place(state, at: index)
        let drawnHere = configuration.forceSync || signature.row.policy == .sync
        if !drawnHere, state.settledEvictions != layouts.evictions {
            guard let key = state.wantedKey, layouts.contains(key) else { return false }
            state.settledEvictions = layouts.evictions
        }
        state.lastSeenFrame = frameNumber
        state.priority = priority
        return true
    }

    private mutating func work(for r: Request, state: RowState<Style>) -> Work? {
        state.lastSeenFrame = frameNumber
        state.priority = r.priority

        let enteringDisplay = r.inDisplay && !state.inDisplayRange
        if state.inDisplayRange, !r.inDisplay { cancelDraw(state) }
        state.inDisplayRange = r.inDisplay
        let key = r.key
        if state.wantedKey != key {
            if let old = state.wantedKey, old.row == key.row, old.width == key.width, old.style == key.style,
                key.version - old.version > 1
            {
                counts.invalidationsCoalesced += key.version - old.version - 1
            }
            state.wantedKey = key
            cancelDraw(state)
        }

        if configuration.forceSync || r.row.policy == .sync {
            guard r.isVisible, state.shown?.key != key else { return nil }
            if let cached = bitmaps.lookup(key) {
                state.shown = RowDrawing(key: key, bitmap: cached)
                return nil
            }
            counts.cacheMisses += 1
            return .drawHere(index: r.index, key: key)
        }

        let placeholder = r.isVisible && !Self.showsDrawing(state, of: key)
        guard layouts.contains(key) else {
            guard state.pendingLayout != key else { return nil }
            if state.pendingLayout != nil { state.layoutSentinel.increase() }
            state.pendingLayout = key
            return .layOut(
                index: r.index, key: key, priority: r.priority, ticket: state.layoutSentinel.ticket(),
                wouldShowPlaceholder: placeholder)
        }
        guard r.inDisplay else { return nil }
        if state.shown?.key == key {
            guard enteringDisplay, r.row.policy == .alwaysAsync, state.pendingDraw == nil else { return nil }
            return requestDraw(key, state, priority: r.priority, placeholder: false)
        }
        if let cached = bitmaps.lookup(key) {
            state.shown = RowDrawing(key: key, bitmap: cached)
            guard r.row.policy == .alwaysAsync, enteringDisplay else { return nil }
            return requestDraw(key, state, priority: r.priority, placeholder: false)
        }
        guard state.pendingDraw == nil else { return nil }
        counts.cacheMisses += 1
        return requestDraw(key, state, priority: r.priority, placeholder: placeholder)
    }

    /// Rows not asked about this frame have left the preload range: their generations move, so any
    /// queued work for them is dropped before it starts, and their state is forgotten (their drawings
    /// stay in the cache).
    mutating func endFrame() {
        var left: [RowID] = []
        for (id, state) in states where state.lastSeenFrame != frameNumber {
            state.drawSentinel.increase()
            state.layoutSentinel.increase()
            left.append(id)
        }
        for id in left { states[id] = nil }
        // Every state placed this frame was seen, so kept; the last frame's may have gone.
        lastRowsByPosition.clear()
    }

    /// The rows of `range` are about to be asked (`request`, `keepSettled`): they are placed by
    /// position for the next frame, as this frame finds them where the last one placed them.
    mutating func expectRows(in range: Range<Int>) {
        swap(&rowsByPosition, &lastRowsByPosition)
        rowsByPosition.reset(to: range)
    }

    /// The priority a queued job should now run at, or nil to drop it: its row left its range or
    /// moved to a new generation. Draws are kept only for rows still in the display range.
    func currentPriority(ofQueued row: RowID, ticket: Ticket, isDraw: Bool) -> Priority? {
        guard !ticket.isCancelled, let state = states[row] else { return nil }
        if isDraw, !state.inDisplayRange { return nil }
        return state.priority
    }

    mutating func noteQueuedDrawsDropped(_ count: Int) { counts.drawsCancelledQueued += count }

    // MARK: Drawing on the main loop

    /// Whether a drawing of `kind` (and its layout, when `needsLayout`) is expected to fit in what is
    /// left of this frame's budget for sparing placeholders; counts the decision either way.
    mutating func admitsHere(kind: Int, needsLayout: Bool) -> Bool {
        let budget = configuration.placeholderBudget
        guard budget > .zero, let cost = costs.expectedCost(kind: kind, needsLayout: needsLayout),
            inlineSpent + cost <= budget
        else {
            counts.placeholderDrawsDeferred += 1
            return false
        }
        counts.placeholderDrawsHere += 1
        return true
    }

    /// Main-loop time a drawing made here took, charged to this frame's budget.
    mutating func noteTimeSpentHere(_ cost: Duration) { inlineSpent += cost }

    /// The driver gave a `.draw` to the workers. Each such drawing ends exactly once: accepted,
    /// discarded as stale, or cancelled before or while it ran.
    mutating func noteSubmittedDraw() { counts.drawsRequested += 1 }

    /// A `.draw` the driver did here instead, to spare a placeholder: accepted through the same
    /// recheck as a worker's, but counted apart from the submitted drawings.
    mutating func acceptDrawnHere(_ drawing: RowDrawing<Style>, ticket: Ticket, kind: Int, cost: Duration) {
        costs.noteDraw(kind: kind, cost: cost)
        guard accepts(drawing.key, ticket: ticket) else { return }
        show(drawing)
    }

    /// A drawing made here for the sync policy: shown at once, cached, counted apart from the
    /// requested drawings (each of which must end exactly once as accepted, stale or cancelled).
    mutating func acceptSynchronous(_ drawing: RowDrawing<Style>, layout: Layout?) {
        if let layout { insertSynchronousLayout(layout, for: drawing.key) }
        counts.drawsSynchronous += 1
        bitmaps.insert(drawing.bitmap, for: drawing.key)
        states[drawing.key.row]?.shown = drawing
    }

    /// A layout made on the main loop for a row drawn there, so even its first frame has its height.
    mutating func insertSynchronousLayout(_ layout: Layout, for key: Key) {
        layouts.insert(layout, for: key)
        layoutGeneration += 1
        counts.layoutsFinished += 1
    }

    // MARK: Completions

    /// Takes a worker's (or the driver's) report.
    mutating func receive(_ message: Message) {
        switch message {
        case .laidOut(let key, let layout, let ticket, let kind, let cost):
            counts.layoutsFinished += 1
            costs.noteLayout(kind: kind, cost: cost)
            layouts.insert(layout, for: key)
            layoutGeneration += 1
            guard let state = states[key.row] else { return }
            state.kind = kind
            if state.pendingLayout == key, state.layoutSentinel === ticket.sentinel,
                ticket.generation == state.layoutSentinel.value
            {
                state.pendingLayout = nil
            }
        case .layoutCancelled:
            break
        case .drawn(let key, let bitmap, let ticket, let kind, let cost):
            costs.noteDraw(kind: kind, cost: cost)
            accept(RowDrawing(key: key, bitmap: bitmap), ticket: ticket)
        case .drawCancelled(_, let beforeStart):
            if beforeStart {
                counts.drawsCancelledQueued += 1
            } else {
                counts.drawsCancelledInFlight += 1
            }
        }
    }

    /// The main loop's recheck: a drawing is shown only if its row still wants exactly this content
    /// and no newer generation has begun since the drawing was requested.
    private mutating func accept(_ drawing: RowDrawing<Style>, ticket: Ticket) {
        guard accepts(drawing.key, ticket: ticket) else {
            counts.drawsDiscardedStale += 1
            return
        }
        show(drawing)
        counts.drawsAccepted += 1
    }

    private func accepts(_ key: Key, ticket: Ticket) -> Bool {
        guard let state = states[key.row] else { return false }
        return state.drawSentinel === ticket.sentinel && ticket.generation == state.drawSentinel.value
            && state.pendingDraw == key && state.wantedKey == key
    }

    private mutating func show(_ drawing: RowDrawing<Style>) {
        guard let state = states[drawing.key.row] else { return }
        state.pendingDraw = nil
        state.shown = drawing
        bitmaps.insert(drawing.bitmap, for: drawing.key)
    }

    // MARK: What to show

    /// What visible row `id` shows at `width`: its last accepted drawing at this width, or a
    /// placeholder.
    func display(of id: RowID?, width: Int) -> RowDisplay<Style> {
        guard let id, let shown = states[id]?.shown, shown.key.width == width, shown.key.row == id else {
            return .placeholder
        }
        return .drawing(shown)
    }

    /// The frame showed `count` rows, `placeholders` of them as placeholders.
    mutating func noteVisibleRows(_ count: Int, placeholders: Int) {
        counts.visibleRows = count
        counts.placeholderRows = placeholders
        if placeholders == 0, count > 0 { firstScreenDrawn = true }
    }

    /// The height of the layout cached for `key`, if any.
    func layoutHeight(for key: Key) -> Int? { layouts.peek(key) { $0.size.height } }

    func layout(for key: Key) -> Layout? { layouts.peek(key) }

    // MARK: Helpers

    private static func showsDrawing(_ state: RowState<Style>, of key: Key) -> Bool {
        guard let shown = state.shown else { return false }
        return shown.key.width == key.width && shown.key.row == key.row
    }

    /// Row `id`'s state: where the last frame placed it when it is still at `index`, else by id.
    private func existingState(of id: RowID, at index: Int) -> RowState<Style>? {
        if let state = lastRowsByPosition.state(at: index), state.id == id { return state }
        return states[id]
    }

    private mutating func newState(for id: RowID) -> RowState<Style> {
        let state = RowState<Style>(id: id)
        states[id] = state
        return state
    }

    private func cancelDraw(_ state: RowState<Style>) {
        guard state.pendingDraw != nil else { return }
        state.drawSentinel.increase()
        state.pendingDraw = nil
    }

    /// Starts a new draw generation for the layout cached under `key`.
    private func requestDraw(_ key: Key, _ state: RowState<Style>, priority: Priority, placeholder: Bool) -> Work? {
        guard let layout = layouts.peek(key) else { return nil }
        state.drawSentinel.increase()
        state.pendingDraw = key
        return .draw(
            key, layout, kind: state.kind ?? 0, priority: priority, ticket: state.drawSentinel.ticket(),
            wouldShowPlaceholder: placeholder)
    }
}

extension RowScheduler {
    /// Row states by list position over one range of rows.
    struct PositionedStates {
        private var states: [RowState<Style>?] = []
        private var base = 0

        mutating func reset(to range: Range<Int>) {
            states.removeAll(keepingCapacity: true)
            states.append(contentsOf: repeatElement(nil, count: range.count))
            base = range.lowerBound
        }

        mutating func clear() { states.removeAll(keepingCapacity: true) }

        func state(at index: Int) -> RowState<Style>? {
            let offset = index &- base
            return offset >= 0 && offset < states.count ? states[offset] : nil
        }

        mutating func place(_ state: RowState<Style>, at index: Int) {
            let offset = index &- base
            if offset >= 0, offset < states.count { states[offset] = state }
        }
    }
}
