import BurinCore
import BurinTestSupport
import Testing

@Suite struct PipelineTests {
    @Test func firstFrameShowsPlaceholdersThenDrawings() {
        let h = PipelineHarness(rows: 50)
        let first = h.pipeline.frame(viewportHeight: 10)
        #expect(!first.rows.isEmpty)
        #expect(first.rows.allSatisfy { $0.display == .placeholder })
        #expect(h.layoutQueue.queuedCount > 0)
        #expect(h.drawQueue.queuedCount == 0, "no drawing before a layout exists")

        let settled = h.settle(viewportHeight: 10)
        for row in settled.rows {
            guard case .drawing(let b) = row.display else {
                Issue.record("row \(row.index) still a placeholder")
                continue
            }
            #expect(b.key.row == row.id)
            #expect(b.bitmap[0, 0].text == TestRenderer.signature(b.key))
        }
        #expect(h.pipeline.counters.placeholderRows == 0)
    }

    @Test func visibleRowsAreRequestedBeforeRowsAhead() {
        let h = PipelineHarness(rows: 100)
        h.settle(viewportHeight: 10)
        h.source.versions = h.source.versions.map { $0 + 1 }
        _ = h.pipeline.frame(viewportHeight: 10)
        h.layoutQueue.runAll()
        let frame = h.pipeline.frame(viewportHeight: 10)
        let visible = Set(frame.rows.compactMap(\.id))
        // The pool runs the most urgent job first: the first drawings to run are all visible rows.
        var firstRun: [RowID] = []
        h.hook.action = { firstRun.append($0) }
        for _ in 0..<visible.count { h.drawQueue.runNext() }
        #expect(Set(firstRun) == visible)
    }

    @Test func staleDrawingIsDiscardedAndOldDrawingKeptMeanwhile() {
        let h = PipelineHarness(rows: 20)
        h.settle(viewportHeight: 5)
        let row0 = RowID(0)
        h.source.bump(0)
        _ = h.pipeline.frame(viewportHeight: 5)
        h.layoutQueue.runAll()
        let during = h.pipeline.frame(viewportHeight: 5)
        guard case .drawing(let old) = during.rows[0].display else {
            Issue.record("row 0 blanked while its redraw was pending")
            return
        }
        #expect(old.key.version == 0)
        // The version moves again before the drawing of version 1 finishes: that drawing is stale.
        h.hook.action = { row in
            if row == row0 {
                h.source.bump(0)
                _ = h.pipeline.frame(viewportHeight: 5)
            }
        }
        h.drawQueue.runAll()
        h.hook.action = nil
        let after = h.pipeline.frame(viewportHeight: 5)
        guard case .drawing(let shown) = after.rows[0].display else {
            Issue.record("row 0 blanked after its stale drawing was discarded")
            return
        }
        #expect(shown.key.version == 0)
        #expect(h.pipeline.counters.drawsCancelledInFlight == 1)
        let final = h.settle(viewportHeight: 5)
        guard case .drawing(let newest) = final.rows[0].display else {
            Issue.record("row 0 not drawn")
            return
        }
        #expect(newest.key.version == 2)
    }

    @Test func rowsScrolledAwayAreCancelledBeforeStart() {
        let h = PipelineHarness(rows: 500)
        h.settle(viewportHeight: 10)
        h.source.versions = h.source.versions.map { $0 + 1 }
        _ = h.pipeline.frame(viewportHeight: 10)
        h.layoutQueue.runAll()
        _ = h.pipeline.frame(viewportHeight: 10)
        let queued = h.drawQueue.queuedCount
        #expect(queued > 0)
        h.pipeline.jump(toIndex: 400, viewportHeight: 10)
        _ = h.pipeline.frame(viewportHeight: 10)
        #expect(h.pipeline.counters.drawsCancelledQueued == queued)
        #expect(h.pipeline.counters.drawsStarted == h.pipeline.counters.drawsAccepted)
    }

    @Test func scrollingBackIsServedFromTheCache() {
        let h = PipelineHarness(rows: 300)
        h.settle(viewportHeight: 10)
        let requested = h.pipeline.counters.drawsRequested
        h.pipeline.jump(toIndex: 200, viewportHeight: 10)
        h.settle(viewportHeight: 10)
        let afterJump = h.pipeline.counters.drawsRequested
        #expect(afterJump > requested)
        h.pipeline.jump(toIndex: 0, viewportHeight: 10)
        let back = h.pipeline.frame(viewportHeight: 10)
        #expect(back.rows.allSatisfy { $0.display != .placeholder })
        #expect(h.pipeline.counters.cacheHits > 0)
    }

    @Test func syncModeDrawsVisibleRowsWithinTheFrame() {
        var config = PipelineConfiguration()
        config.forceSync = true
        let h = PipelineHarness(rows: 50, configuration: config)
        let frame = h.pipeline.frame(viewportHeight: 10)
        #expect(frame.rows.allSatisfy { $0.display != .placeholder })
        #expect(h.drawQueue.queuedCount == 0)
        #expect(h.pipeline.counters.drawsSynchronous == frame.rows.count)
    }

    @Test func syncModePlacesRowsAtTheirRealHeightsInTheFirstFrame() {
        var config = PipelineConfiguration()
        config.forceSync = true
        let h = PipelineHarness(rows: 50, configuration: config)
        let frame = h.pipeline.frame(viewportHeight: 12)
        #expect(!frame.rows.isEmpty)
        var top = 0
        for row in frame.rows {
            #expect(row.height == row.layout?.size.height, "row \(row.index) placed at an estimated height")
            #expect(row.top == top)
            top += row.height
        }
    }

    @Test func resizeShowsPlaceholdersNotDrawingsOfTheOldWidth() {
        let h = PipelineHarness(rows: 30)
        h.settle(viewportHeight: 8)
        h.pipeline.width = 60
        let frame = h.pipeline.frame(viewportHeight: 8)
        #expect(!frame.rows.isEmpty)
        // No row was ever drawn at 60 columns, and a drawing of 40 columns is never shown at 60.
        #expect(frame.rows.allSatisfy { $0.display == .placeholder })
        let settled = h.settle(viewportHeight: 8)
        #expect(!settled.rows.isEmpty)
        for row in settled.rows {
            guard case .drawing(let b) = row.display else {
                Issue.record("row \(row.index) still a placeholder after settling")
                continue
            }
            #expect(b.key.width == 60)
        }
    }

    @Test func scrollingStopsAtBothEnds() {
        let h = PipelineHarness(rows: 10)
        h.settle(viewportHeight: 5)
        h.pipeline.scroll(by: -3, viewportHeight: 5)
        #expect(h.pipeline.position == .top)
        h.pipeline.scroll(by: 1000, viewportHeight: 5)
        let frame = h.settle(viewportHeight: 5)
        let bottom = frame.rows.last.map { $0.top + $0.height }
        #expect(frame.rows.last?.index == 9)
        #expect(bottom == 5, "the last row ends at the bottom of the screen")
    }

    @Test func alwaysAsyncRedrawsOnReentryShowingTheCachedDrawingMeanwhile() {
        let h = PipelineHarness(rows: 400)
        h.source.policy = .alwaysAsync
        h.settle(viewportHeight: 10)
        h.pipeline.jump(toIndex: 300, viewportHeight: 10)
        h.settle(viewportHeight: 10)
        let before = h.pipeline.counters.drawsRequested
        h.pipeline.jump(toIndex: 0, viewportHeight: 10)
        let back = h.pipeline.frame(viewportHeight: 10)
        #expect(back.rows.allSatisfy { $0.display != .placeholder })
        #expect(h.pipeline.counters.drawsRequested > before)
    }

    @Test func rangesLeadInTheScrollDirection() {
        let h = PipelineHarness(rows: 1000)
        h.settle(viewportHeight: 10)
        h.pipeline.jump(toIndex: 500, viewportHeight: 10)
        h.settle(viewportHeight: 10)
        h.pipeline.scroll(by: -1, viewportHeight: 10)
        h.source.versions = h.source.versions.map { $0 + 1 }
        _ = h.pipeline.frame(viewportHeight: 10)
        h.layoutQueue.runAll()
        _ = h.pipeline.frame(viewportHeight: 10)
        let rows = h.drawQueue.queuedRows.map(\.rawValue)
        let above = rows.filter { $0 < 500 }.count
        let below = rows.filter { $0 > 510 }.count
        #expect(above > below, "scrolling up draws more rows above than below (\(above) vs \(below))")
    }
}

@Suite struct PlaceholderBudgetTests {
    private func harness(budget: Duration) -> PipelineHarness {
        var configuration = PipelineHarness.asynchronous
        configuration.placeholderBudget = budget
        let h = PipelineHarness(rows: 400, configuration: configuration)
        // Even rows draw in 0.2 ms, odd rows in 5 ms.
        h.hook.drawCost = [0: .microseconds(200), 1: .milliseconds(5)]
        return h
    }

    @Test func aJumpDrawsTheCheapRowsHereAndLeavesTheCostlyOnesToTheWorkers() {
        let h = harness(budget: .milliseconds(2))
        // The first screen measures both kinds on the workers.
        h.settle(viewportHeight: 10)
        h.pipeline.jump(toIndex: 200, viewportHeight: 10)
        let frame = h.pipeline.frame(viewportHeight: 10)
        let drawn = frame.rows.filter { $0.display != .placeholder }.compactMap(\.id?.rawValue)
        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { $0 % 2 == 0 }, "only rows whose cost fits were drawn on the main loop")
        let c = h.pipeline.counters
        #expect(c.placeholderDrawsHere == drawn.count)
        #expect(c.placeholderDrawsDeferred > 0)
        let settled = h.settle(viewportHeight: 10)
        #expect(settled.rows.allSatisfy { $0.display != .placeholder })
    }

    @Test func withNoBudgetEveryDrawingIsTheWorkers() {
        let h = harness(budget: .zero)
        h.settle(viewportHeight: 10)
        h.pipeline.jump(toIndex: 200, viewportHeight: 10)
        let frame = h.pipeline.frame(viewportHeight: 10)
        #expect(frame.rows.allSatisfy { $0.display == .placeholder })
        #expect(h.pipeline.counters.placeholderDrawsHere == 0)
    }
}
