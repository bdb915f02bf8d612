import BurinCore
import BurinTerminal
import Testing

@testable import BurinPictures

@Suite struct SixelPlacementPlannerTests {
    static let screen = CellSize(width: 40, height: 20)
    static let viewport = CellRect(x: 0, y: 1, width: 40, height: 18)

    static func frame(
        _ images: [SlotImage<Int>], covers: [CellRect] = [], pass: ScreenMotion = .none
    ) -> PlacementFrame<Int> {
        PlacementFrame(screen: screen, viewport: viewport, covers: covers, images: images, motion: pass)
    }

    static func image(row: Int, key: Int, y: Int) -> SlotImage<Int> {
        KittyPlacementPlannerTests.image(row: row, key: key, y: y)
    }

    @Test func drawsOnceThenNothingUntilTheScreenChanges() {
        var planner = SixelPlacementPlanner<Int>()
        let images = [Self.image(row: 0, key: 5, y: 2)]
        let first = planner.plan(Self.frame(images))
        #expect(
            first.actions == [
                .drawSixel(
                    key: 5, cells: CellRect(x: 1, y: 2, width: 8, height: 4),
                    source: PixelRect(x: 0, y: 0, width: 56, height: 56))
            ])
        #expect(first.repaintRows.isEmpty)
        #expect(planner.plan(Self.frame(images)).actions.isEmpty)
        // Text written over one of its cells: drawn again.
        let damaged = planner.plan(Self.frame(images, pass: ScreenMotion(written: [CellSpan(row: 3, columns: 4..<5)])))
        #expect(damaged.actions.count == 1 && damaged.repaintRows.isEmpty)
    }

    @Test func aTerminalScrollCarriesThePixelsAndOnlyTheUncoveredPartIsDrawn() {
        var planner = SixelPlacementPlanner<Int>()
        _ = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 2), Self.image(row: 1, key: 6, y: 16)]))
        // The list scrolls up two lines and the terminal scrolled the viewport with it: row 0's
        // pixels moved along; row 1, cut by the bottom edge before, shows more now.
        let scroll = ScreenMotion(
            scrolls: [ScreenScroll(rows: 1..<19, lines: 2)],
            written: [CellSpan(row: 17, columns: 0..<40), CellSpan(row: 18, columns: 0..<40)])
        let plan = planner.plan(
            Self.frame([Self.image(row: 0, key: 5, y: 0), Self.image(row: 1, key: 6, y: 14)], pass: scroll))
        #expect(plan.repaintRows.isEmpty)
        #expect(
            plan.actions == [
                .drawSixel(
                    key: 6, cells: CellRect(x: 1, y: 14, width: 8, height: 4),
                    source: PixelRect(x: 0, y: 0, width: 56, height: 56))
            ])
    }

    @Test func pixelsWhereTheirRowNoLongerIsAreWipedByARepaint() {
        var planner = SixelPlacementPlanner<Int>()
        _ = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 2)]))
        // Moved down one line without a terminal scroll: the old rows are repainted, then it is drawn.
        let moved = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 3)]))
        #expect(moved.repaintRows == [2, 3, 4, 5])
        #expect(moved.actions.count == 1)
        // Covered by a panel: its rows are repainted and it falls back to half-blocks.
        let covered = planner.plan(
            Self.frame([Self.image(row: 0, key: 5, y: 3)], covers: [CellRect(x: 0, y: 4, width: 5, height: 1)]))
        #expect(covered.repaintRows == [3, 4, 5, 6] && covered.actions.isEmpty)
        #expect(covered.fallback == [ImageSlotID(row: RowID(0))])
    }

    @Test func overTheBudgetRowsFallBackAndComeNextFrame() {
        var planner = SixelPlacementPlanner<Int>(byteBudget: 10_000)
        let images = (0..<3).map { Self.image(row: $0, key: $0, y: 1 + 5 * $0) }
        let first = planner.plan(Self.frame(images))
        #expect(first.actions.count == 1 && first.fallback.count == 2)
        #expect(planner.plan(Self.frame(images)).actions.count == 1)
        #expect(planner.plan(Self.frame(images)).fallback.isEmpty)
        #expect(planner.plan(Self.frame(images)).actions.isEmpty)
    }

    @Test func neverDrawsOnTheLastLine() {
        var planner = SixelPlacementPlanner<Int>()
        let full = PlacementFrame(
            screen: Self.screen, viewport: CellRect(x: 0, y: 0, width: 40, height: 20),
            images: [Self.image(row: 0, key: 5, y: 17)])
        let plan = planner.plan(full)
        #expect(
            plan.actions == [
                .drawSixel(
                    key: 5, cells: CellRect(x: 1, y: 17, width: 8, height: 2),
                    source: PixelRect(x: 0, y: 0, width: 56, height: 28))
            ])
    }

    @Test func removeAllRepaintsEveryRowWithPixels() {
        var planner = SixelPlacementPlanner<Int>()
        _ = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 2)]))
        #expect(planner.removeAll().repaintRows == [2, 3, 4, 5])
        #expect(planner.removeAll().repaintRows.isEmpty)
    }

    /// The kitty test's random sessions against a model of sixel cells: after every frame no cell
    /// shows pixels its row does not put there, every picture not deferred shows whole, nothing is
    /// drawn over other pixels, and quiet frames finish what the budget deferred. A planner trusting
    /// scrolls meets a terminal whose pixels move with them (xterm); one that does not trust them
    /// meets both kinds.
    @Test(arguments: [(true, true), (false, true), (false, false)])
    func randomSessionsAgainstAModelTerminal(plannerTrusts: Bool, terminalMoves: Bool) {
        var exercised = (shown: 0, deferred: 0, scrolled: 0, cleared: 0)
        for seed in 0..<60 as Range<UInt64> {
            var feed = FeedScript(seed: seed)
            var random = SplitMix64(seed: seed &* 17 &+ 3)
            var planner = SixelPlacementPlanner<Int>(
                byteBudget: random.percent(50) ? random.int(1_000...40_000) : 128 << 10)
            var terminal = SixelTerminal(screen: feed.screen)
            var frame = PlacementFrame<Int>(screen: feed.screen, viewport: feed.viewport, images: feed.images())
            for step in 0..<80 {
                if step > 0 {
                    let resized = feed.step()
                    frame = PlacementFrame(
                        screen: feed.screen, viewport: feed.viewport, covers: feed.covers, images: feed.images(),
                        motion: ScreenMotionScript.make(feed, resized: resized, random: &random))
                }
                terminal.resize(frame.screen)
                terminal.apply(frame.motion)
                let plan = planner.plan(frame)
                terminal.apply(plan)
                check(terminal, plan, frame, seed: seed, step: step)
                exercised.shown += plan.actions.count
                exercised.deferred += plan.fallback.count
                exercised.scrolled += frame.motion.scrolls.count
                exercised.cleared += frame.motion.cleared ? 1 : 0
            }
            var quiet = frame
            quiet.motion = .none
            var rounds = 0
            var last = PlacementPlan<Int>()
            while rounds < 30 {
                last = planner.plan(quiet)
                terminal.apply(last)
                rounds += 1
                if last.actions.isEmpty && last.repaintRows.isEmpty { break }
            }
            #expect(last.actions.isEmpty, "seed \(seed): still drawing after quiet frames")
            check(terminal, PlacementPlan(), quiet, seed: seed, step: -1)
        }
        // The sessions really showed, deferred, scrolled and cleared.
        #expect(
            exercised.shown > 1000 && exercised.deferred > 100 && exercised.scrolled > 1000 && exercised.cleared > 100)
    }

    private func check(
        _ terminal: SixelTerminal, _ plan: PlacementPlan<Int>, _ frame: PlacementFrame<Int>, seed: UInt64, step: Int
    ) {
        let expected = PlacementOracle.expected(frame, area: PlacementOracle.sixelArea(frame))
        var want: [Int: [Int: SixelTerminal.Content]] = [:]
        for e in expected {
            for dy in 0..<e.cells.size.height {
                for dx in 0..<e.cells.size.width {
                    want[e.cells.minY + dy, default: [:]][e.cells.minX + dx] = SixelTerminal.Content(
                        key: e.key, slotColumn: e.slotOffset.columns + dx, slotRow: e.slotOffset.rows + dy)
                }
            }
        }
        #expect(terminal.errors.isEmpty, "seed \(seed) step \(step): \(terminal.errors.prefix(3))")
        var wrong = 0
        for (y, row) in terminal.cells.enumerated() {
            for (x, content) in row.enumerated() where content != nil && content != want[y]?[x] { wrong += 1 }
        }
        #expect(wrong == 0, "seed \(seed) step \(step): \(wrong) cells show pixels their row does not")
        let deferred = Set(plan.fallback)
        for e in expected where !deferred.contains(e.slot) {
            var missing = 0
            for dy in 0..<e.cells.size.height {
                for dx in 0..<e.cells.size.width where terminal.cells[e.cells.minY + dy][e.cells.minX + dx] == nil {
                    missing += 1
                }
            }
            #expect(missing == 0, "seed \(seed) step \(step): \(e.slot) misses \(missing) cells")
        }
    }
}

extension SixelPlacementPlannerTests {
    @Test func aPlannerTrustingScrollsIsWrongOnATerminalWhosePixelsStay() {
        // The reason for `scrollTrust`: the model must match the terminal.
        var planner = SixelPlacementPlanner<Int>()
        var terminal = SixelTerminal(screen: Self.screen, trust: .none)
        terminal.apply(planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 4)])))
        let scroll = ScreenMotion(scrolls: [ScreenScroll(rows: 1..<19, lines: 2)])
        terminal.apply(scroll)
        terminal.apply(planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 2)], pass: scroll)))
        #expect(terminal.cells[7][1] != nil)  // a stale row of pixels left at the old place
        var careful = SixelPlacementPlanner<Int>(scrollTrust: .none)
        var other = SixelTerminal(screen: Self.screen, trust: .none)
        other.apply(careful.plan(Self.frame([Self.image(row: 0, key: 5, y: 4)])))
        other.apply(scroll)
        let plan = careful.plan(Self.frame([Self.image(row: 0, key: 5, y: 2)], pass: scroll))
        other.apply(plan)
        #expect(plan.repaintRows == [2, 3, 4, 5, 6, 7])
        #expect(other.cells[7][1] == nil && other.cells[2][1] != nil && other.errors.isEmpty)
    }

    /// xterm: a region scrolled up carries the pixels along (nothing to send again), a scroll down or
    /// deleted lines do not (the rows they touched are repainted and the picture drawn again).
    @Test func xtermIsTrustedWithRegionsScrolledUpOnly() {
        for (scroll, trusted) in [
            (ScreenScroll(rows: 1..<19, lines: 2), true), (ScreenScroll(rows: 1..<19, lines: -2), false),
            (ScreenScroll(rows: 1..<19, lines: 2, editsLines: true), false),
        ] {
            var planner = SixelPlacementPlanner<Int>(scrollTrust: .regionUp)
            var terminal = SixelTerminal(screen: Self.screen, trust: .regionUp)
            terminal.apply(planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 8)])))
            let pass = ScreenMotion(scrolls: [scroll])
            terminal.apply(pass)
            let y = 8 - scroll.lines
            let plan = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: y)], pass: pass))
            terminal.apply(plan)
            #expect(plan.actions.isEmpty == trusted, "\(scroll): sent again only when not trusted")
            #expect(terminal.errors.isEmpty, "\(scroll): \(terminal.errors)")
        }
        #expect(SixelScrollTrust.of(terminal: "XTerm(379)") == .regionUp)
        #expect(SixelScrollTrust.of(terminal: "foot(1.13.1)") == .regionUpSpilling)
        #expect(SixelScrollTrust.of(terminal: "mlterm(3.9.0)") == .all)
        #expect(SixelScrollTrust.of(terminal: "Konsole 22.12.3") == .none)
        #expect(SixelScrollTrust.of(terminal: nil) == .none)
    }

    /// On a slow link, a picture waits while the text moves and goes once it has been still (one over
    /// the frame's room too); a fling draws none; a picture cut by the list's edge waits while it moves.
    @Test func picturesWaitForRoomForStillnessAndForTheFlingToEnd() {
        let whole = [Self.image(row: 0, key: 5, y: 2)]
        func plan(_ images: [SlotImage<Int>], budget: Int?, still: Bool, speed: Double = 0) -> PlacementPlan<Int> {
            var planner = SixelPlacementPlanner<Int>()
            return planner.plan(
                PlacementFrame(
                    screen: Self.screen, viewport: Self.viewport, images: images, linkBudget: budget, isStill: still,
                    screensPerSecond: speed))
        }
        #expect(plan(whole, budget: 10, still: false).waiting == [ImageSlotID(row: RowID(0), index: 0)])
        #expect(plan(whole, budget: 10, still: true).actions.count == 1, "one may exceed the room once still")
        #expect(
            plan(whole, budget: 1 << 20, still: false).waiting.count == 1,
            "on a slow link nothing new goes while the list moves, however much room the frame has")
        #expect(plan(whole, budget: 1 << 20, still: true).actions.count == 1)
        #expect(plan(whole, budget: nil, still: false).actions.count == 1, "no link limit: it goes")
        #expect(plan(whole, budget: nil, still: false, speed: 5).waiting.count == 1, "a fling draws nothing")
        #expect(plan(whole, budget: nil, still: true, speed: 5).actions.count == 1, "the fling has stopped")
        let cut = [Self.image(row: 0, key: 5, y: 16)]
        #expect(plan(cut, budget: nil, still: false).waiting.count == 1, "cut by the edge while moving")
        #expect(plan(cut, budget: nil, still: true).actions.count == 1)
    }
}

extension SixelPlacementPlannerTests {
    /// foot (issue 26): `k` scrolls the list's region down (`CSI 1;19 r`, `ESC M`) and foot moves a
    /// picture at the region's bottom down past it, unclipped, onto the status line. A planner with
    /// foot's rule repaints the rows a scroll pushed pixels onto; one without leaves them there.
    @Test func footsScrollPushingAPicturePastTheRegionRepaintsTheLineItLandsOn() {
        let status = Self.screen.height - 1
        for (rule, leavesPixels) in [(SixelScrollTrust.regionUpSpilling, false), (.regionUp, true)] {
            var planner = SixelPlacementPlanner<Int>(scrollTrust: rule)
            var foot = SixelTerminal(screen: Self.screen, trust: .regionUpSpilling)
            // A picture whose last row is the region's last (row 18).
            foot.apply(planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 15)])))
            let pass = ScreenMotion(scrolls: [ScreenScroll(rows: 1..<19, lines: -1)])
            foot.apply(pass)
            #expect(foot.cells[status][1] != nil, "foot put the picture's last row on the status line")
            // The list moved down by one; the picture is now cut by the region's bottom.
            let plan = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 16)], pass: pass))
            foot.apply(plan)
            #expect((foot.cells[status][1] != nil) == leavesPixels, "\(rule)")
            #expect(plan.repaintRows.contains(status) == !leavesPixels, "\(rule): \(plan.repaintRows)")
            #expect(foot.errors.isEmpty, "\(rule): \(foot.errors)")
        }
    }

    /// Scrolled up, a picture at a region's top that does not start at the screen's top leaves the
    /// region upwards on foot: the row above is repainted too.
    @Test func footsScrollUpPushingAPicturePastTheRegionsTopRepaintsTheRowAbove() {
        var planner = SixelPlacementPlanner<Int>(scrollTrust: .regionUpSpilling)
        var foot = SixelTerminal(screen: Self.screen, trust: .regionUpSpilling)
        foot.apply(planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 1)])))
        let pass = ScreenMotion(scrolls: [ScreenScroll(rows: 1..<19, lines: 1)])
        foot.apply(pass)
        #expect(foot.cells[0][1] != nil)
        let plan = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 0)], pass: pass))
        foot.apply(plan)
        #expect(plan.repaintRows.contains(0))
        #expect(foot.cells[0][1] == nil && foot.errors.isEmpty)
    }
}
