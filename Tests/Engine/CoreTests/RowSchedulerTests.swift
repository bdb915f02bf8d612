import Testing

@testable import BurinCore

private typealias Scheduler = RowScheduler<Int, Never>

@Suite struct RowSchedulerTests {
    private func request(_ row: Int, version: Int = 0, visible: Bool = true, inDisplay: Bool = true)
        -> Scheduler.Request
    {
        Scheduler.Request(
            index: row, row: RowIdentity(id: RowID(row), version: version),
            key: ContentKey(row: RowID(row), version: version, width: 40, style: 0), priority: Priority(.visible),
            inDisplay: inDisplay, isVisible: visible)
    }

    private func bitmap() -> CellBitmap { CellBitmap(size: CellSize(width: 40, height: 1)) }

    private func drawing(_ key: ContentKey<Int>) -> RowDrawing<Int> { RowDrawing(key: key, bitmap: bitmap()) }

    private func layout() -> RowLayout<Never> { RowLayout(size: CellSize(width: 40, height: 1)) }

    /// Runs a row through layout and drawing; returns the draw ticket.
    private func draw(_ r: Scheduler.Request, in scheduler: inout Scheduler) -> Ticket? {
        guard case .layOut(_, let key, _, let ticket, _) = scheduler.request(r) else { return nil }
        scheduler.receive(.laidOut(key, layout(), ticket, kind: 0, cost: .zero))
        guard case .draw(_, _, _, _, let drawTicket, _) = scheduler.request(r) else { return nil }
        scheduler.noteSubmittedDraw()
        return drawTicket
    }

    @Test func aRowIsLaidOutThenDrawnThenShown() throws {
        var scheduler = Scheduler(configuration: PipelineConfiguration())
        scheduler.beginFrame()
        let r = request(3)
        #expect(scheduler.display(of: RowID(3), width: 40) == .placeholder)
        let ticket = try #require(draw(r, in: &scheduler))
        scheduler.receive(.drawn(r.key, bitmap(), ticket, kind: 0, cost: .zero))
        #expect(scheduler.display(of: RowID(3), width: 40) == .drawing(drawing(r.key)))
        #expect(scheduler.counts.drawsAccepted == 1)
        // Asked again, the row needs nothing.
        let again = scheduler.request(r)
        #expect(again == nil)
    }

    @Test func aDrawingOfContentThatChangedMeanwhileIsDiscardedAndTheOldOneKept() throws {
        var scheduler = Scheduler(configuration: PipelineConfiguration())
        scheduler.beginFrame()
        let first = request(1)
        let ticket = try #require(draw(first, in: &scheduler))
        scheduler.receive(.drawn(first.key, bitmap(), ticket, kind: 0, cost: .zero))
        let second = request(1, version: 1)
        let staleTicket = try #require(draw(second, in: &scheduler))
        // Version 2 is wanted before version 1's drawing arrives.
        _ = scheduler.request(request(1, version: 2))
        #expect(staleTicket.isCancelled)
        scheduler.receive(.drawn(second.key, bitmap(), staleTicket, kind: 0, cost: .zero))
        #expect(scheduler.counts.drawsDiscardedStale == 1)
        #expect(scheduler.display(of: RowID(1), width: 40) == .drawing(drawing(first.key)))
    }

    @Test func leavingTheDisplayRangeCancelsTheDrawingAndLeavingThePreloadRangeForgetsTheRow() throws {
        var scheduler = Scheduler(configuration: PipelineConfiguration())
        scheduler.beginFrame()
        let r = request(5)
        let ticket = try #require(draw(r, in: &scheduler))
        scheduler.endFrame()
        scheduler.beginFrame()
        _ = scheduler.request(request(5, visible: false, inDisplay: false))
        #expect(ticket.isCancelled)
        #expect(scheduler.currentPriority(ofQueued: RowID(5), ticket: ticket, isDraw: true) == nil)
        scheduler.endFrame()
        scheduler.beginFrame()
        scheduler.endFrame()
        #expect(scheduler.currentPriority(ofQueued: RowID(5), ticket: Sentinel().ticket(), isDraw: false) == nil)
    }

    @Test func aPlaceholderIsDrawnHereOnlyWhenItsMeasuredCostFitsWhatIsLeftOfTheFrame() {
        var configuration = PipelineConfiguration()
        configuration.placeholderBudget = .milliseconds(2)
        var scheduler = Scheduler(configuration: configuration)
        scheduler.beginFrame()
        // Nothing is known of kind 0 yet: nothing is guessed.
        let admitted1 = scheduler.admitsHere(kind: 0, needsLayout: false)
        #expect(!admitted1)
        scheduler.receive(.laidOut(request(0).key, layout(), Sentinel().ticket(), kind: 0, cost: .microseconds(300)))
        scheduler.receive(.drawn(request(0).key, bitmap(), Sentinel().ticket(), kind: 0, cost: .microseconds(700)))
        let admitted2 = scheduler.admitsHere(kind: 0, needsLayout: true)
        #expect(admitted2)
        scheduler.noteTimeSpentHere(.microseconds(1200))
        let admitted3 = scheduler.admitsHere(kind: 0, needsLayout: true)
        #expect(!admitted3, "1.2 ms spent + 1 ms expected > 2 ms")
        let admitted4 = scheduler.admitsHere(kind: 0, needsLayout: false)
        #expect(admitted4)
        scheduler.beginFrame()
        let admitted5 = scheduler.admitsHere(kind: 0, needsLayout: true)
        #expect(admitted5, "each frame has its own budget")
        #expect(scheduler.counts.placeholderDrawsHere == 3)
        #expect(scheduler.counts.placeholderDrawsDeferred == 2)
    }
}

@Suite struct CostModelTests {
    @Test func averagesFollowEachKindAndNothingIsGuessed() {
        var costs = CostModel()
        #expect(costs.expectedCost(kind: 1, needsLayout: false) == nil)
        costs.noteDraw(kind: 1, cost: .milliseconds(8))
        #expect(costs.expectedCost(kind: 1, needsLayout: false) == .milliseconds(8))
        #expect(costs.expectedCost(kind: 1, needsLayout: true) == nil, "no layout measured yet")
        costs.noteDraw(kind: 1, cost: .zero)
        #expect(costs.expectedCost(kind: 1, needsLayout: false) == .milliseconds(6))
        costs.noteLayout(kind: 1, cost: .milliseconds(1))
        #expect(costs.expectedCost(kind: 1, needsLayout: true) == .milliseconds(7))
        #expect(costs.expectedCost(kind: 2, needsLayout: false) == nil)
    }
}
