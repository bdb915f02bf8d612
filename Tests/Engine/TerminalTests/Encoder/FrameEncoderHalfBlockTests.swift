import BurinCore
import BurinTestSupport
import Testing

@testable import BurinTerminal

/// Half-block cells spelt from the pen the terminal has (`FrameEncoder+HalfBlocks`): the same two
/// colours shown for fewer bytes, checked through a virtual terminal by what each cell shows.
@Suite struct FrameEncoderHalfBlockTests {
    static let (a, b, c) = (CellColor.rgb(200, 30, 30), CellColor.rgb(30, 200, 30), CellColor.rgb(30, 30, 200))

    static func half(_ top: CellColor, _ bottom: CellColor) -> Cell {
        Cell("▀", foreground: top, background: bottom)
    }

    /// A one-row frame of `cells` shown in direct colour (and checked shown); the bytes it took.
    static func shown(_ cells: [Cell]) -> (text: String, rig: EncoderRig) {
        let size = CellSize(width: cells.count + 1, height: 1)
        var rig = EncoderRig(size: size, mode: .direct)
        var frame = CellGrid(size: size)
        for (x, cell) in cells.enumerated() { frame[x, 0] = cell }
        rig.show(frame)
        rig.expectShows(frame)
        return (String(decoding: rig.bytes, as: UTF8.self), rig)
    }

    /// `▀` A over B, then B over C: the second keeps the pen's paper B as `▄` in C, one colour's SGR.
    @Test func aCellSharingAColourWithThePenChangesOnlyTheOther() {
        let (text, rig) = Self.shown([Self.half(Self.a, Self.b), Self.half(Self.b, Self.c)])
        #expect(
            text.hasSuffix("\u{1B}[38;2;200;30;30;48;2;30;200;30m▀\u{1B}[38;2;30;30;200m▄"), "\(text.debugDescription)")
        #expect(rig.terminal.cells[0][1] == "▄")
    }

    /// Both halves one colour: `█` where the pen's ink is that colour, a space where its paper is.
    @Test func oneColourCellsGoAsAFullBlockOrASpace() {
        let (text, _) = Self.shown([Self.half(Self.a, Self.b), Self.half(Self.a, Self.a), Self.half(Self.b, Self.b)])
        #expect(text.hasSuffix("m▀█ "), "\(text.debugDescription)")
    }

    /// The terminal's default ink and paper are two colours, never traded; an attribute that shows
    /// (bold may brighten, reverse swaps), no colour at all, and ambiguous characters drawn wide keep
    /// the cell as the frame spells it.
    @Test func defaultColoursAttributesAndNoColourKeepTheCellsOwnSpelling() {
        let size = CellSize(width: 6, height: 1)
        var frame = CellGrid(size: size)
        frame[0, 0] = Self.half(Self.a, Self.b)
        frame[1, 0] = Self.half(Self.b, .terminalDefault)
        frame[2, 0] = Self.half(.terminalDefault, Self.a)
        frame[3, 0] = Self.half(Self.a, Self.b)
        frame[4, 0] = Cell("▀", foreground: Self.b, background: Self.a, attributes: .bold)
        var rig = EncoderRig(size: size, mode: .direct)
        rig.show(frame)
        rig.expectShows(frame)
        // The fourth is respelt (the pen's paper is its top colour); the bold one after it is not.
        #expect(rig.terminal.cells[0].prefix(5) == ["▀", "▀", "▀", "▄", "▀"], "\(rig.terminal.cells[0])")
        var plain = EncoderRig(size: size, mode: .none)
        frame[1, 0] = Self.half(Self.b, Self.a)
        plain.show(frame)
        plain.expectShows(frame)
        #expect(plain.terminal.cells[0].prefix(5) == ["▀", "▀", "▀", "▀", "▀"], "\(plain.terminal.cells[0])")
        var wide = EncoderRig(size: size, mode: .direct)
        wide.encoder.drawAmbiguous(as: .wide)
        wide.show(frame)
        #expect(!wide.terminal.cells[0].contains("▄") && !wide.terminal.cells[0].contains("█"))
    }

    /// Pictures of a few colours (neighbours share them, as a thumbnail's do) with text, blanks and
    /// runs between, scrolled a line at a time: every frame shows every cell's two colours, at every
    /// colour depth, in xterm's spelling and terminfo's; with colour, some cells went out respelt.
    @Test(arguments: FrameEncoderTests.depths)
    func picturesShowTheirColoursAtEveryDepth(mode: ColorMode, term: String) throws {
        let size = CellSize(width: 30, height: 12)
        var random = SplitMix64(seed: 26)
        let colors: [CellColor] = (0..<5).map { _ in
            .rgb(UInt8(random.int(8...255)), UInt8(random.int(0...255)), UInt8(random.int(0...255)))
        }
        func line() -> [Cell] {
            (0..<size.width).map { x in
                if x < 12 { return Self.half(colors[random.int(0...4)], colors[random.int(0...4)]) }
                if x < 16 { return Cell(" ", background: colors[random.int(0...1)]) }
                if x < 20 { return Cell("x", foreground: colors[2], background: colors[random.int(0...1)]) }
                return Self.half(colors[3], colors[4])
            }
        }
        var lines = (0..<size.height).map { _ in line() }
        func grid() -> CellGrid {
            var frame = CellGrid(size: size)
            for (y, cells) in lines.enumerated() { for (x, cell) in cells.enumerated() { frame[x, y] = cell } }
            return frame
        }
        for escapes in [TerminalEscapes.xterm, try FrameEncoderTests.escapes(term, mode)] {
            var rig = EncoderRig(size: size, mode: mode, escapes: escapes)
            var respelt = 0
            for step in 0..<6 {
                rig.show(grid())
                rig.expectShows(grid(), "\(term) frame \(step)")
                respelt += rig.terminal.cells.joined().filter { $0 == "▄" || $0 == "█" }.count
                lines.removeFirst()
                lines.append(line())
            }
            #expect((respelt > 0) == (mode != .none), "\(respelt) cells respelt in \(term)")
        }
    }

    /// A spelling's cost, counted from the colour escapes' sizes, is what `TerminalPen.change` writes
    /// (the joined SGR included), from any pen to any other, at every depth and in every spelling.
    @Test(arguments: FrameEncoderTests.depths)
    func aSpellingsCostIsWhatThePenChangeWrites(mode: ColorMode, term: String) throws {
        guard mode != .none else { return }
        var random = SplitMix64(seed: 5)
        for escapes in [TerminalEscapes.xterm, try FrameEncoderTests.escapes(term, mode)] {
            var encoder = FrameEncoder(escapes: escapes, colorMode: mode, size: CellSize(width: 4, height: 1))
            var reducer = ColorReducer(mode: mode)
            func color() -> TerminalColor {
                random.int(0...5) == 0 ? .terminalDefault : reducer.reduce(FrameEncoderTests.randomColor(&random))
            }
            for _ in 0..<300 {
                let attributes: CellAttributes = random.int(0...3) == 0 ? .bold : []
                let current = TerminalPen(foreground: color(), background: color(), attributes: attributes)
                let target = TerminalPen(foreground: color(), background: color(), attributes: [])
                var escape: [UInt8] = []
                if target != current { target.change(from: current, escapes: escapes, into: &escape) }
                #expect(
                    encoder.cost(of: "▀", with: target, from: current) == escape.count + 3, "\(current) → \(target)")
            }
        }
    }

    /// The comparison itself: a frame shown is found shown, a half-block cell spelt the other way
    /// round is the same, and a real difference (a colour, a character, the halves swapped without
    /// swapping the character) is found.
    @Test func theComparisonFindsARealDifferenceAndOnlyThat() {
        let size = CellSize(width: 5, height: 1)
        var frame = CellGrid(size: size)
        frame[0, 0] = Self.half(Self.a, Self.b)
        frame[1, 0] = Self.half(Self.b, Self.b)
        frame[2, 0] = Cell("x", foreground: Self.a, background: Self.c)
        frame[3, 0] = Cell(" ", background: Self.c)
        var rig = EncoderRig(size: size, mode: .direct)
        rig.show(frame)
        #expect(rig.mismatches(frame).isEmpty)
        var same = frame
        same[0, 0] = Cell("▄", foreground: Self.b, background: Self.a)
        same[1, 0] = Cell("█", foreground: Self.b, background: Self.c)
        same[3, 0] = Cell("█", foreground: Self.c, background: Self.a)
        #expect(rig.mismatches(same).isEmpty, "\(rig.mismatches(same))")
        let differences: [(Int, Cell)] = [
            (0, Self.half(Self.b, Self.a)), (0, Cell("▄", foreground: Self.a, background: Self.b)),
            (0, Self.half(Self.a, Self.c)), (1, Self.half(Self.b, Self.a)),
            (2, Cell("y", foreground: Self.a, background: Self.c)),
            (2, Cell("x", foreground: Self.b, background: Self.c)), (3, Cell(" ", background: Self.a)),
            (3, Cell(" ", background: Self.c, attributes: .underline)),
            (4, Self.half(.terminalDefault, .terminalDefault)),
        ]
        for (x, cell) in differences {
            var other = frame
            other[x, 0] = cell
            #expect(!rig.mismatches(other).isEmpty, "\(cell) at \(x) passed for \(frame[x, 0])")
        }
    }
}
