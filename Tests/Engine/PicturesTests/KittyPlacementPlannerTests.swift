import BurinCore
import BurinTerminal
import Testing

@testable import BurinPictures

@Suite struct KittyPlacementPlannerTests {
    static let screen = CellSize(width: 40, height: 20)
    static let viewport = CellRect(x: 0, y: 1, width: 40, height: 18)

    static func image(row: Int, key: Int, y: Int, height: Int = 4) -> SlotImage<Int> {
        SlotImage(
            slot: ImageSlotID(row: RowID(row)), key: key, frame: CellRect(x: 1, y: y, width: 8, height: height),
            pixelSize: PixelSize(width: 8 * testCell.width, height: height * testCell.height), encodedBytes: 9000)
    }

    static func frame(
        _ images: [SlotImage<Int>], covers: [CellRect] = [], pass: ScreenMotion = .none
    ) -> PlacementFrame<Int> {
        PlacementFrame(screen: screen, viewport: viewport, covers: covers, images: images, motion: pass)
    }

    @Test func onePictureInTwoRowsIsSentOnceAndPlacedTwice() {
        var planner = KittyPlacementPlanner<Int>()
        let plan = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 1), Self.image(row: 1, key: 5, y: 6)]))
        #expect(
            plan.actions == [
                .transmit(key: 5, image: 1),
                .place(
                    image: 1, placement: 1, cells: CellRect(x: 1, y: 1, width: 8, height: 4),
                    source: PixelRect(x: 0, y: 0, width: 56, height: 56)),
                .place(
                    image: 1, placement: 2, cells: CellRect(x: 1, y: 6, width: 8, height: 4),
                    source: PixelRect(x: 0, y: 0, width: 56, height: 56)),
            ])
        #expect(plan.payloadBytes == 9000)
    }

    @Test func scrollingMovesPlacementsWithoutSendingAgainAndCropsAtTheEdge() {
        var planner = KittyPlacementPlanner<Int>()
        _ = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 1), Self.image(row: 1, key: 6, y: 6)]))
        // One line up: row 0 is cut by the viewport's top edge; no scroll of the terminal.
        let plan = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 0), Self.image(row: 1, key: 6, y: 5)]))
        #expect(
            plan.actions == [
                .place(
                    image: 1, placement: 1, cells: CellRect(x: 1, y: 1, width: 8, height: 3),
                    source: PixelRect(x: 0, y: 14, width: 56, height: 42)),
                .place(
                    image: 2, placement: 2, cells: CellRect(x: 1, y: 5, width: 8, height: 4),
                    source: PixelRect(x: 0, y: 0, width: 56, height: 56)),
            ])
        // Nothing moved, nothing scrolled: nothing to write.
        #expect(
            planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 0), Self.image(row: 1, key: 6, y: 5)])).actions
                .isEmpty)
        // The same again, but the terminal scrolled those rows: placements are placed again.
        let scrolled = planner.plan(
            Self.frame(
                [Self.image(row: 0, key: 5, y: 0), Self.image(row: 1, key: 6, y: 5)],
                pass: ScreenMotion(scrolls: [ScreenScroll(rows: 4..<19, lines: 1)])))
        #expect(scrolled.actions.count == 1)
    }

    @Test func rowsLeavingOrCoveredLoseTheirPlacementButNotTheirImage() {
        var planner = KittyPlacementPlanner<Int>()
        _ = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 1), Self.image(row: 1, key: 6, y: 6)]))
        let covered = planner.plan(
            Self.frame(
                [Self.image(row: 0, key: 5, y: 1), Self.image(row: 1, key: 6, y: 6)],
                covers: [CellRect(x: 5, y: 7, width: 10, height: 2)]))
        #expect(covered.actions == [.deletePlacement(image: 2, placement: 2)])
        #expect(covered.fallback == [ImageSlotID(row: RowID(1))])
        let gone = planner.plan(Self.frame([]))
        #expect(gone.actions == [.deletePlacement(image: 1, placement: 1)])
        #expect(planner.residentCount == 2)
        // Back again: placed, not sent.
        let back = planner.plan(Self.frame([Self.image(row: 1, key: 6, y: 3)]))
        #expect(back.actions.count == 1)
        #expect(back.payloadBytes == 0)
    }

    @Test func idlePicturesBeyondTheResidentBudgetAreFreedOldestFirst() {
        // 56 x 56 pixels = 12,544 bytes each: room for one idle picture.
        var planner = KittyPlacementPlanner<Int>(residentBytes: 13_000)
        _ = planner.plan(Self.frame([Self.image(row: 0, key: 1, y: 1)]))
        _ = planner.plan(Self.frame([Self.image(row: 1, key: 2, y: 1)]))
        let plan = planner.plan(Self.frame([Self.image(row: 2, key: 3, y: 1)]))
        #expect(plan.actions.contains(.deleteImage(1)))
        #expect(!plan.actions.contains(.deleteImage(2)))
        #expect(planner.residentCount == 2)
    }

    @Test func transmissionsWaitForTheNextFrameBeyondTheBudget() {
        var planner = KittyPlacementPlanner<Int>(transmitBudget: 10_000)
        let images = (0..<3).map { Self.image(row: $0, key: $0, y: 1 + 5 * $0) }
        let first = planner.plan(Self.frame(images))
        #expect(first.actions.filter { if case .transmit = $0 { true } else { false } }.count == 1)
        #expect(first.fallback == [ImageSlotID(row: RowID(1)), ImageSlotID(row: RowID(2))])
        _ = planner.plan(Self.frame(images))
        #expect(planner.plan(Self.frame(images)).fallback.isEmpty)
    }

    @Test func removeAllDeletesEveryPlacementAndImage() {
        var planner = KittyPlacementPlanner<Int>()
        _ = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 1), Self.image(row: 1, key: 6, y: 6)]))
        _ = planner.plan(Self.frame([Self.image(row: 0, key: 5, y: 1)]))
        var terminal = KittyTerminal()
        var again = KittyPlacementPlanner<Int>()
        terminal.apply(again.plan(Self.frame([Self.image(row: 0, key: 5, y: 1)])).actions)
        terminal.apply(again.removeAll().actions)
        #expect(terminal.images.isEmpty && terminal.placements.isEmpty)
        #expect(
            planner.removeAll().actions == [.deletePlacement(image: 1, placement: 1), .deleteImage(1), .deleteImage(2)])
    }

    /// Random scrolls, pages, jumps, filters, resizes, expands, panels and picture changes, with
    /// random screen motions: after every frame the terminal shows exactly the visible, uncovered
    /// slots' pictures where their rows are, and a picture is only sent again after it was freed.
    @Test func randomSessionsAgainstAModelTerminal() {
        var exercised = (shown: 0, deferred: 0, scrolled: 0, cleared: 0)
        for seed in 0..<100 as Range<UInt64> {
            var feed = FeedScript(seed: seed)
            var random = SplitMix64(seed: seed &* 31 &+ 7)
            var planner = KittyPlacementPlanner<Int>(
                residentBytes: random.percent(50) ? random.int(0...40_000) : 32 << 20,
                transmitBudget: random.percent(50) ? random.int(1_000...30_000) : 1 << 20,
                firstImageID: UInt32(random.int(1...1000)))
            var terminal = KittyTerminal()
            var frame = PlacementFrame<Int>(screen: feed.screen, viewport: feed.viewport, images: feed.images())
            for step in 0..<80 {
                if step > 0 {
                    let resized = feed.step()
                    frame = PlacementFrame(
                        screen: feed.screen, viewport: feed.viewport, covers: feed.covers, images: feed.images(),
                        motion: ScreenMotionScript.make(feed, resized: resized, random: &random))
                }
                terminal.apply(frame.motion)
                let plan = planner.plan(frame)
                terminal.apply(plan.actions)
                check(terminal, plan, frame, seed: seed, step: step)
                exercised.shown += terminal.placements.count
                exercised.deferred += plan.fallback.count
                exercised.scrolled += frame.motion.scrolls.count
                exercised.cleared += frame.motion.cleared ? 1 : 0
            }
            // Quiet frames: everything deferred gets through.
            var quiet = frame
            quiet.motion = .none
            var rounds = 0
            while rounds < 20 {
                let plan = planner.plan(quiet)
                terminal.apply(plan.actions)
                rounds += 1
                if plan.actions.isEmpty { break }
            }
            let expected = Set(PlacementOracle.expected(quiet, area: quiet.viewport).map(\.shown))
            #expect(terminal.shown == expected, "seed \(seed): not everything shown after quiet frames")
        }
        // The sessions really showed, deferred, scrolled and cleared.
        #expect(
            exercised.shown > 1000 && exercised.deferred > 100 && exercised.scrolled > 1000 && exercised.cleared > 100)
    }

    private func check(
        _ terminal: KittyTerminal, _ plan: PlacementPlan<Int>, _ frame: PlacementFrame<Int>, seed: UInt64, step: Int
    ) {
        let expected = PlacementOracle.expected(frame, area: frame.viewport)
        let deferred = Set(plan.fallback)
        let shouldShow = Set(expected.filter { !deferred.contains($0.slot) }.map(\.shown))
        #expect(terminal.errors.isEmpty, "seed \(seed) step \(step): \(terminal.errors)")
        #expect(
            terminal.shown == shouldShow,
            "seed \(seed) step \(step): shows \(terminal.shown.subtracting(shouldShow)), misses \(shouldShow.subtracting(terminal.shown))"
        )
        #expect(terminal.placements.count == shouldShow.count, "seed \(seed) step \(step): stray placements")
        for (key, count) in terminal.transmissions {
            #expect(
                count <= terminal.freed[key, default: 0] + 1,
                "seed \(seed) step \(step): picture \(key) sent again while held")
        }
    }
}
