import BurinCore
import Testing

@testable import BurinTerminal

/// The colour-pair policy without ncurses: what a frame's changed cells are written with, which
/// pairs must be defined first, and how a frame falls back to coarser colours when the terminal's
/// pairs run out.
@Suite struct ColorPairPlannerTests {
    static let paper = CellColor.rgb(0, 0, 80)
    static let ink = CellColor.rgb(255, 255, 255)
    static let quantizer = ColorQuantizer()

    /// A screen `width` columns wide, as the frame writer keeps it: the pair each shown cell uses.
    struct Screen {
        var planner: ColorPairPlanner
        var shownPairs: RowSlots<Int32>
        let width: Int

        init(width: Int = 10, height: Int = 2, mode: ColorMode = .direct, capacity: Int = 256, defaults: Bool = true) {
            planner = ColorPairPlanner(colorMode: mode, pairCapacity: capacity, defaultColorsAvailable: defaults)
            shownPairs = RowSlots(width: width, height: height, fill: 0)
            self.width = width
        }

        /// Plans `cells` (screen index and cell, ascending) and, unless told otherwise, commits them.
        mutating func present(_ cells: [(Int, Cell)], orphaned: [Int32] = [], commits: Bool = true) -> ColorPairPlan {
            var changes = FrameChanges()
            for (index, cell) in cells { changes.append(index: index, cell: cell) }
            let plan = planner.plan(changes, width: width, shownPairs: shownPairs, orphaned: orphaned)
            #expect(plan.pairs.count == cells.count && plan.attributes.count == cells.count)
            if commits {
                planner.commitFrame()
                for (k, (index, _)) in cells.enumerated() {
                    shownPairs[index % width, index / width] = plan.pairs[k]
                }
            }
            return plan
        }
    }

    static func text(_ s: String, fg: CellColor = ink, bg: CellColor = paper, attributes: CellAttributes = []) -> Cell {
        Cell(s, foreground: fg, background: bg, attributes: attributes)
    }

    static func direct(_ color: CellColor) -> Int32 {
        let c = color.components!
        return quantizer.directColor(red: c.0, green: c.1, blue: c.2)
    }

    @Test func cellsOfTheSameColoursShareOnePairDefinedOnce() {
        var screen = Screen()
        let plan = screen.present([(0, Self.text("a")), (1, Self.text("b")), (2, Self.text("c"))])
        #expect(plan.mode == .direct)
        #expect(plan.pairs == [1, 1, 1])
        let key = ColorPairKey(foreground: Self.direct(Self.ink), background: Self.direct(Self.paper))
        #expect(plan.definitions == [.init(pair: 1, key: key)])
        // The same colours in a later frame find their pair defined: nothing to tell ncurses.
        let again = screen.present([(5, Self.text("d"))])
        #expect(again.pairs == [1])
        #expect(again.definitions.isEmpty)
    }

    @Test func theTerminalsDefaultColoursArePairZeroOrWhiteOnBlackWithoutDefaults() {
        var screen = Screen()
        let plan = screen.present([(0, Cell.blank), (1, Cell("x"))])
        #expect(plan.pairs == [0, 0])
        #expect(plan.definitions.isEmpty)

        var noDefaults = Screen(defaults: false)
        let white = noDefaults.present([(0, Cell("x"))])
        #expect(white.pairs == [1])
        #expect(white.definitions == [.init(pair: 1, key: ColorPairKey(foreground: 7, background: 0))])
    }

    @Test func aBlankTakesItsLeftNeighboursPairWhenTheBackgroundsAgree() {
        var screen = Screen()
        // A blank in the default foreground after coloured text, on the same paper.
        let blank = Cell(" ", background: Self.paper)
        let plan = screen.present([(0, Self.text("a")), (1, blank), (2, blank)])
        #expect(plan.pairs == [1, 1, 1], "the blanks say nothing new to the terminal")
        #expect(plan.definitions.count == 1)

        // Not at the start of a row, not after a gap, not underlined, not on another background.
        var other = Screen()
        let underlined = Cell(" ", background: Self.paper, attributes: .underline)
        let elsewhere = Cell(" ", background: .rgb(80, 0, 0))
        let cut = other.present([
            (9, Self.text("a")), (10, blank), (12, blank), (13, Self.text("b")), (14, underlined),
            (15, Self.text("c")), (16, elsewhere),
        ])
        let textPair = cut.pairs[0]
        #expect(cut.pairs[1] != textPair, "a blank at the start of a row takes nothing from the row above")
        #expect(cut.pairs[2] != textPair, "nor does a blank whose left neighbour did not change")
        #expect(cut.pairs[3] == textPair)
        #expect(cut.pairs[4] != textPair, "an underlined blank shows its foreground")
        #expect(cut.pairs[6] != textPair, "a blank on another background keeps its own")
        #expect(cut.pairs[1] == cut.pairs[2] && cut.pairs[2] == cut.pairs[4])
    }

    @Test func aWideCharactersContinuationIsPairZeroAndTheBlankAfterItTakesTheWideCharactersPair() {
        var screen = Screen()
        let wide = Cell("寿", width: 2, foreground: Self.ink, background: Self.paper)
        let blank = Cell(" ", background: Self.paper)
        let plan = screen.present([(0, wide), (1, .continuation(background: Self.paper)), (2, blank)])
        #expect(plan.pairs == [1, 0, 1])
    }

    @Test func attributesAreTheCellsOwn() {
        var screen = Screen()
        let plan = screen.present([
            (0, Self.text("a", attributes: [.underline, .italic])), (1, Self.text("b", attributes: .bold)),
        ])
        #expect(plan.attributes == [[.underline, .italic], .bold])
    }

    @Test func withoutColourEveryCellIsPairZero() {
        var screen = Screen(mode: .none)
        let plan = screen.present([(0, Self.text("a")), (1, Self.text("b", fg: .rgb(9, 9, 9)))])
        #expect(plan.mode == .none)
        #expect(plan.pairs == [0, 0])
        #expect(plan.definitions.isEmpty)
    }

    /// Two near whites need two pairs in direct colour and one in 256 colours: with one pair to give,
    /// the frame is planned in 256 colours. The abandoned attempt's definition stays in the plan (the
    /// manager remembers it), and the pair ends as its last definition, in ncurses as in the manager.
    @Test func aFrameNeedingMorePairsThanTheTerminalHasFallsBackToACoarserMode() {
        var screen = Screen(capacity: 2)
        let plan = screen.present([(0, Self.text("a")), (1, Self.text("b", fg: .rgb(254, 254, 254)))])
        #expect(plan.mode == .palette256)
        #expect(plan.pairs == [1, 1])
        #expect(plan.definitions.count == 2)
        #expect(plan.definitions.allSatisfy { $0.pair == 1 })
        #expect(plan.definitions.first?.key.foreground == Self.direct(Self.ink), "the direct attempt came first")
        #expect(plan.definitions.last?.key == screen.planner.pairs.key(of: 1))
        #expect((plan.definitions.last?.key.foreground ?? -1) < 256, "a palette colour")
    }

    @Test func aTerminalWithNoPairsToGiveGetsNoColour() {
        var screen = Screen(capacity: 1)
        let plan = screen.present([(0, Self.text("a")), (1, Self.text("b", attributes: .bold))])
        #expect(plan.mode == .none)
        #expect(plan.pairs == [0, 0])
        #expect(plan.attributes == [[], .bold])
        #expect(plan.definitions.isEmpty)
    }

    /// A pair a cell on screen shows is never taken for other colours: the frame that replaces that
    /// cell still leaves it on screen until it is drawn, so new colours wait for a free pair.
    @Test func aPairOnScreenIsNeverRedefinedBeforeTheFrameThatReplacesItIsDrawn() {
        var screen = Screen(capacity: 2)
        #expect(screen.present([(0, Self.text("a"))]).pairs == [1])
        let red = Self.text("a", fg: .rgb(255, 255, 255), bg: .rgb(120, 0, 0))
        let replaced = screen.present([(0, red)])
        #expect(replaced.mode != .direct, "pair 1 is still on screen while this frame is planned")
        #expect(!replaced.definitions.contains { $0.pair == 1 && $0.key.background == Self.direct(.rgb(120, 0, 0)) })
        // The cell now shows its red in a coarser mode; once that is drawn, pair 1 is free again and
        // the direct colours fit.
        let free = screen.present([(0, red)])
        #expect(free.mode == .direct)
        #expect(free.pairs == [1])
    }

    /// Pairs of cells that left the screen (a scroll, a resize) stay reserved until the frame that
    /// moved them is drawn, and are free after it; a pair whose cells left unreported is never freed.
    @Test(arguments: [true, false])
    func orphanedPairsAreFreedByTheFrameThatMovedThem(reported: Bool) {
        var screen = Screen(capacity: 2)
        #expect(screen.present([(0, Self.text("a"))]).pairs == [1])
        // Row 0 scrolled out, and the rows moved up: no cell on screen shows pair 1 any more.
        screen.shownPairs = RowSlots(width: 10, height: 2, fill: 0)
        let other = Self.text("b", bg: .rgb(0, 80, 0))
        let moved = screen.present([(10, other)], orphaned: reported ? [1] : [])
        #expect(moved.mode != .direct, "pair 1 is on the terminal until the frame that moved it is drawn")
        let after = screen.present([(11, other)])
        if reported {
            #expect(after.mode == .direct)
            let key = ColorPairKey(foreground: Self.direct(Self.ink), background: Self.direct(.rgb(0, 80, 0)))
            #expect(after.definitions == [.init(pair: 1, key: key)])
        } else {
            #expect(after.mode != .direct)
        }
    }
}
