@testable import BurinCore

/// Plays a `PipelineSchedule` against a pipeline over manual executors and a manual clock, and after
/// every step compares it with the reference models:
/// - `ReferenceScroll`: the position after each scroll, jump and frame, from the heights the
///   pipeline used; and the rows on screen: from that position down, each starting where the one
///   above ends, at the height the pipeline had for it, until the screen or the list ends;
/// - `ReferenceDisplay` (and the shipped `DisplayInvariant`): what each visible row shows;
/// - the sentinel discipline, from the ticket of every drawing a worker made: a frame accepts exactly
///   the delivered drawings whose ticket is still current and discards the rest as stale;
/// and, once all work is done, that every visible row shows exactly its current version and every
/// requested drawing was accepted, discarded or cancelled.
final class ScheduleRun {
    private let schedule: PipelineSchedule
    private let h: PipelineHarness
    private let rows: Int
    private var viewport: Int
    private var scroll = ReferenceScroll()
    private var display = ReferenceDisplay()
    private var invariant = DisplayInvariant()
    private var failure: String?
    private var insideFrame = false
    private var interleaving = false
    private var holding = false
    private var jobRng = SplitMix64(seed: 1)
    /// Tickets of the drawings workers posted that the next frame will drain, and of those held back.
    private var posted: [Ticket] = []
    private var held: [Ticket] = []
    /// Rows laid out on the main loop during the frame running now: such a row may be placed at its
    /// estimated height and have its layout by the end of the frame.
    private var laidOutInFrame: Set<RowID> = []
    private var lastFrame: PipelineFrame<Int, Never>?

    /// The first violation of `schedule`, or nil.
    static func failure(of schedule: PipelineSchedule) -> String? {
        outcome(of: schedule).failure
    }

    /// The first violation of `schedule` (or nil), and the pipeline's counters at the end.
    static func outcome(of schedule: PipelineSchedule) -> (failure: String?, counters: PipelineCounters) {
        let run = ScheduleRun(schedule)
        let failure = run.play()
        return (failure, run.h.pipeline.counters)
    }

    private init(_ schedule: PipelineSchedule) {
        self.schedule = schedule
        rows = schedule.rows
        viewport = schedule.viewport
        var configuration = PipelineConfiguration()
        configuration.placeholderBudget = schedule.placeholderBudget
        configuration.forceSync = schedule.forceSync
        // The display model counts on every drawing shown staying in the cache: these runs never
        // fill 64 MiB or 4,096 layouts.
        configuration.cacheBytes = 64 << 20
        h = PipelineHarness(rows: schedule.rows, width: 40, configuration: configuration)
        h.source.unloaded = Set(0..<schedule.rows)
        for kind in 0..<2 {
            if schedule.drawCost[kind] > .zero { h.hook.drawCost[kind] = schedule.drawCost[kind] }
            if schedule.layoutCost[kind] > .zero { h.hook.layoutCost[kind] = schedule.layoutCost[kind] }
        }
        h.hook.drawn = { [unowned self] _ in
            // Drawings made on the main loop are part of their frame; a worker's is posted when done.
            guard !insideFrame else { return }
            guard let ticket = h.drawTicket.ticket else {
                fail("a worker drew outside a draw job")
                return
            }
            if holding { held.append(ticket) } else { posted.append(ticket) }
        }
        h.hook.laidOut = { [unowned self] key in
            if insideFrame { laidOutInFrame.insert(key) }
        }
        h.hook.action = { [unowned self] row in
            // Only a worker's drawing can overlap a frame; a main-loop one is part of the frame.
            guard interleaving, failure == nil, !insideFrame else { return }
            if jobRng.int(0...2) == 0 { h.source.bump(row.rawValue) }
            frame("frame during a drawing of row \(row)")
        }
    }

    private func play() -> String? {
        for (n, step) in schedule.steps.enumerated() {
            guard failure == nil else { break }
            perform(step, label: "step \(n) (\(step))")
        }
        guard failure == nil else { return failure }
        settle()
        return failure
    }

    private func perform(_ step: PipelineSchedule.Step, label: String) {
        switch step {
        case .frame: frame(label)
        case .scroll(let lines): scroll(by: lines, label)
        case .fling(let lines):
            for _ in 0..<4 {
                scroll(by: lines / 4, label)
                h.clock.advance(by: .milliseconds(16))
                frame(label)
            }
        case .jump(let index):
            h.pipeline.jump(toIndex: index, viewportHeight: viewport)
            scroll.jump(to: index, count: rows, viewport: viewport, height: heightNow)
            checkPosition(label)
        case .jumpToEnd:
            h.pipeline.jumpToEnd(viewportHeight: viewport)
            scroll.jumpToEnd(count: rows, viewport: viewport, height: heightNow)
            checkPosition(label)
        case .update(let indices): indices.forEach(h.source.bump)
        case .resize(let width): h.pipeline.width = width
        case .viewport(let height): viewport = height
        case .runJobs(let count, let seed):
            jobRng = SplitMix64(seed: seed)
            for _ in 0..<count {
                let layouts = h.layoutQueue.queuedCount
                let draws = h.drawQueue.queuedCount
                guard layouts + draws > 0 else { break }
                let pick = jobRng.int(0...(layouts + draws - 1))
                if pick < layouts { h.layoutQueue.run(at: pick) } else { h.drawQueue.run(at: pick - layouts) }
            }
        case .interleave(let on): interleaving = on
        case .holdDeliveries:
            holding = true
            h.pipeline.inboxForTesting.setHolding(true)
        case .releaseDeliveries(let seed): release(seed: seed)
        case .tick(let ms): h.clock.advance(by: .milliseconds(ms))
        case .policy(let policy): h.source.policy = policy
        }
    }

    private func release(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        holding = false
        h.pipeline.inboxForTesting.setHolding(false)
        h.pipeline.inboxForTesting.releaseHeld { rng.shuffled($0) }
        posted += held
        held.removeAll()
    }

    /// Liveness and accounting: once all work is done, every visible row shows its current content
    /// and every requested drawing was accepted, discarded or cancelled.
    private func settle() {
        interleaving = false
        release(seed: 0)
        frame("settling")
        for _ in 0..<20 where failure == nil && h.layoutQueue.queuedCount + h.drawQueue.queuedCount > 0 {
            h.layoutQueue.runAll()
            h.drawQueue.runAll()
            frame("settling")
        }
        guard failure == nil, let last = lastFrame else { return }
        for row in last.rows {
            let wanted = ContentKey(
                row: RowID(row.index), version: h.source.versions[row.index], width: h.pipeline.width,
                style: h.pipeline.style)
            guard case .drawing(let drawing) = row.display else {
                return fail("after settling, row \(row.index) is a placeholder instead of \(wanted)")
            }
            if drawing.key != wanted {
                return fail("after settling, row \(row.index) shows \(drawing.key), not \(wanted)")
            }
        }
        let c = h.pipeline.counters
        let accounted = c.drawsAccepted + c.drawsDiscardedStale + c.drawsCancelledQueued + c.drawsCancelledInFlight
        if accounted != c.drawsRequested {
            fail("requested \(c.drawsRequested) drawings but accounted for \(accounted): \(c)")
        }
        if schedule.placeholderBudget == .zero, c.placeholderDrawsHere > 0 {
            fail("\(c.placeholderDrawsHere) placeholders drawn on the main loop with no budget")
        }
    }

    // MARK: Checks

    private func scroll(by lines: Int, _ label: String) {
        h.pipeline.scroll(by: lines, viewportHeight: viewport)
        scroll.scroll(by: lines, count: rows, viewport: viewport, height: heightNow)
        checkPosition(label)
    }

    private func checkPosition(_ label: String) {
        if h.pipeline.position != scroll.position {
            fail("\(label): the viewport is at \(h.pipeline.position), the reference at \(scroll.position)")
        }
    }

    private func frame(_ label: String) {
        guard failure == nil else { return }
        let due = posted
        posted.removeAll()
        let current = due.count { !$0.isCancelled }
        let before = h.pipeline.counters
        laidOutInFrame.removeAll(keepingCapacity: true)
        insideFrame = true
        let f = h.pipeline.frame(viewportHeight: viewport)
        insideFrame = false
        lastFrame = f
        guard failure == nil else { return }

        var problems: [String] = []
        let after = h.pipeline.counters
        if after.drawsAccepted - before.drawsAccepted != current
            || after.drawsDiscardedStale - before.drawsDiscardedStale != due.count - current
        {
            problems.append(
                """
                of \(due.count) drawings delivered, \(current) had a current ticket, but \
                \(after.drawsAccepted - before.drawsAccepted) were accepted and \
                \(after.drawsDiscardedStale - before.drawsDiscardedStale) discarded as stale
                """)
        }
        problems += checkPlacement(f)
        let sync = schedule.forceSync || h.source.policy == .sync
        problems += display.check(f, preload: h.source.lastPrefetched, style: h.pipeline.style, sync: sync) {
            h.source.versions[$0]
        }
        problems += invariant.check(f) { h.source.versions[$0.rawValue] }
        if !problems.isEmpty { fail("\(label): " + problems.joined(separator: "; ")) }
    }

    /// The position the frame settled on, and the rows it placed from there.
    private func checkPlacement(_ f: PipelineFrame<Int, Never>) -> [String] {
        // The heights the frame used: visible rows say theirs; no other row's layout arrived after
        // the frame placed its rows (only visible rows are laid out on the main loop).
        var used: [Int: Int] = [:]
        for row in f.rows { used[row.index] = row.height }
        scroll.settle(count: rows, viewport: viewport) { used[$0] ?? self.heightNow($0) }
        var problems: [String] = []
        if f.position != scroll.position || h.pipeline.position != scroll.position {
            problems.append("the frame settled at \(f.position), the reference at \(scroll.position)")
        }
        guard let first = f.rows.first else { return problems + ["no rows on screen"] }
        if first.index != scroll.position.index || first.top != -scroll.position.offset {
            problems.append("the first row is \(first.index) at line \(first.top), not the top row of the position")
        }
        var expectedTop = first.top
        for (k, row) in f.rows.enumerated() {
            if row.index != first.index + k || row.top != expectedTop || row.top >= viewport {
                problems.append(
                    "row \(row.index) placed at line \(row.top), expected row \(first.index + k) at \(expectedTop)")
                break
            }
            let now = heightNow(row.index)
            let estimate = h.source.estimatedHeight(at: row.index, width: f.width)
            if row.height != now, !(row.height == estimate && row.id.map(laidOutInFrame.contains) == true) {
                problems.append("row \(row.index) placed \(row.height) tall, but its height is \(now)")
            }
            expectedTop += row.height
        }
        if let last = f.rows.last, last.top + last.height < viewport, last.index != rows - 1 {
            problems.append("the rows end at line \(last.top + last.height) of \(viewport) before the list ends")
        }
        return problems
    }

    /// The height the pipeline has for row `index` now: its layout's, or the estimate until it has one.
    private func heightNow(_ index: Int) -> Int {
        max(
            1, h.pipeline.layout(at: index)?.size.height ?? h.source.estimatedHeight(at: index, width: h.pipeline.width)
        )
    }

    private func fail(_ message: String) {
        if failure == nil { failure = message }
    }
}
