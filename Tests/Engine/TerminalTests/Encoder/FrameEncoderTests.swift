import BurinCore
import BurinTestSupport
import BurinText
import Testing

@testable import BurinTerminal

/// The frame encoder checked through a virtual terminal: what the bytes make the terminal show is the
/// frame, whatever the terminal showed before, at every colour depth, in xterm's own spelling and in
/// what terminfo spells for real entries.
@Suite struct FrameEncoderTests {
    /// Each mode with the entry that shows it.
    static let depths: [(ColorMode, String)] = [
        (.direct, "xterm-direct"), (.palette256, "xterm-256color"), (.palette16, "xterm-16color"),
        (.palette8, "xterm"), (.none, "vt100"),
    ]

    static func escapes(_ term: String, _ mode: ColorMode) throws -> TerminalEscapes {
        try #require(Terminfo(term: term, descriptor: -1), "no terminfo entry \(term)").escapes(colorMode: mode)
    }

    static let attributeSets: [CellAttributes] = (0..<32).map { CellAttributes(rawValue: UInt8($0)) }

    static func randomColor(_ random: inout SplitMix64) -> CellColor {
        // Never a packed value below 8, which direct colour sends as a near-black of its own.
        random.int(0...3) == 0
            ? .terminalDefault
            : .rgb(UInt8(random.int(8...255)), UInt8(random.int(0...255)), UInt8(random.int(0...255)))
    }

    /// Every attribute set next to every other, over default and random colours, then the same cells
    /// shuffled: each cell's rendition is reached from another's, in both directions.
    @Test(arguments: depths)
    func everyRenditionTransitionShowsWhatTheCellSays(mode: ColorMode, term: String) throws {
        let size = CellSize(width: 32, height: 34)
        var random = SplitMix64(seed: 7)
        var cells: [Cell] = []
        for from in Self.attributeSets {
            for to in Self.attributeSets {
                for attributes in [from, to] {
                    cells.append(
                        Cell(
                            "x", foreground: Self.randomColor(&random), background: Self.randomColor(&random),
                            attributes: attributes))
                }
            }
        }
        for escapes in [TerminalEscapes.xterm, try Self.escapes(term, mode)] {
            var rig = EncoderRig(size: size, mode: mode, escapes: escapes)
            var frame = CellGrid(size: size)
            for (i, cell) in cells.prefix(size.width * size.height).enumerated() {
                frame[i % size.width, i / size.width] = cell
            }
            rig.show(frame)
            rig.expectShows(frame, "first frame")
            var shuffled = cells
            shuffled.shuffle(using: &random)
            for (i, cell) in shuffled.prefix(size.width * size.height).enumerated() {
                frame[i % size.width, i / size.width] = cell
            }
            rig.show(frame)
            rig.expectShows(frame, "shuffled")
        }
    }

    /// Muted text goes out as an ink halfway to its paper, not as SGR 2, which terminals show each
    /// their own way; on the terminal's own colours it mixes towards what the terminal said they are.
    /// Without colour, SGR 2 is all there is.
    @Test func mutedTextIsAComputedInkNotSGR2() {
        var rig = EncoderRig(size: CellSize(width: 4, height: 1), mode: .direct)
        var frame = CellGrid(size: rig.encoder.size)
        frame[0, 0] = Cell("a", foreground: .rgb(200, 200, 200), background: .rgb(0, 0, 100), attributes: .dim)
        frame[1, 0] = Cell("b", attributes: .dim)
        rig.show(frame)
        #expect(rig.terminal.renditions[0][0].foreground == RGBA(100, 100, 150))
        #expect(rig.terminal.renditions[0][0].attributes == [])
        #expect(rig.terminal.renditions[0][1].foreground == RGBA(0x68, 0x68, 0x68), "towards a dark terminal's black")
        #expect(!String(decoding: rig.bytes, as: UTF8.self).contains("\u{1B}[2m"))

        rig.encoder.mute(for: TerminalBackground.detect(queried: RGBA(255, 255, 240), colorFGBG: nil))
        rig.show(frame)
        #expect(rig.terminal.renditions[0][1].foreground == RGBA(0x90, 0x90, 0x88), "towards the light page it said")

        var plain = EncoderRig(size: CellSize(width: 4, height: 1), mode: .none)
        plain.show(frame)
        #expect(plain.terminal.renditions[0][0].attributes == .dim)
    }

    /// Blanks between coloured words take nothing from the terminal but their background.
    @Test func blanksAfterTextCostNoColourChange() {
        var rig = EncoderRig(size: CellSize(width: 12, height: 2), mode: .direct)
        let card = CellColor.rgb(0x20, 0x22, 0x2B)
        var frame = CellGrid(size: rig.encoder.size)
        for (x, letter) in "ab   c".enumerated() {
            frame[x, 0] = Cell(String(letter), foreground: .rgb(0xFF, 0x8A, 0x3D), background: card, attributes: .bold)
        }
        rig.show(frame)
        rig.expectShows(frame)
        let text = String(decoding: rig.bytes, as: UTF8.self)
        #expect(text.contains("ab   c"), "\(text.debugDescription)")
    }

    /// Rows that moved inside a region are scrolled there, up and down and by several lines, and only
    /// the rows they uncovered are written; the rows outside the region stay.
    @Test(arguments: [1, -1, 3, -4])
    func movedRowsScrollInsideTheirRegion(lines: Int) throws {
        let size = CellSize(width: 20, height: 12)
        let content = (0..<40).map { "row \($0) " + String(repeating: "#", count: $0 % 9) }
        func frame(offset: Int) -> CellGrid {
            var rows = ["status bar"]
            rows += (1..<11).map { content[10 + $0 + offset] }
            rows.append("footer")
            return EncoderRig.grid(rows, size: size)
        }
        for (escapes, editsLines) in [(TerminalEscapes.xterm, false), (Self.lineEditingOnly, true)] {
            var rig = EncoderRig(size: size, escapes: escapes)
            rig.show(frame(offset: 0))
            let full = rig.bytes.count
            rig.show(frame(offset: lines))
            rig.expectShows(frame(offset: lines))
            let scrolls = rig.motion?.scrolls ?? []
            #expect(!scrolls.isEmpty && scrolls.allSatisfy { $0.editsLines == editsLines }, "\(scrolls)")
            if !editsLines { #expect(scrolls == [ScreenScroll(rows: 1..<11, lines: lines)]) }
            let uncovered = lines > 0 ? (11 - lines)..<11 : 1..<(1 - lines)
            #expect(Set(rig.motion?.written.map(\.row) ?? []) == Set(uncovered), "\(rig.motion?.written ?? [])")
            #expect(rig.bytes.count < full / 2, "\(rig.bytes.count) bytes against \(full) for the whole screen")
        }
    }

    /// A terminal with no way to scroll has the moved rows written.
    @Test func withoutScrollingTheMovedRowsAreWritten() {
        var escapes = Self.lineEditingOnly
        escapes.insertLines = nil
        escapes.deleteLines = nil
        let size = CellSize(width: 10, height: 6)
        var rig = EncoderRig(size: size, escapes: escapes)
        let rows = (0..<10).map { "line \($0)" }
        rig.show(EncoderRig.grid(Array(rows[0..<6]), size: size))
        rig.show(EncoderRig.grid(Array(rows[1..<7]), size: size))
        rig.expectShows(EncoderRig.grid(Array(rows[1..<7]), size: size))
        #expect(rig.motion?.scrolls == [])
    }

    /// xterm's escapes without a scroll region (so with IL and DL).
    static var lineEditingOnly: TerminalEscapes {
        var escapes = TerminalEscapes.xterm
        escapes.scrollRegion = nil
        return escapes
    }

    /// Wide characters take two cells and combining marks join theirs, whatever they replace: a wide
    /// character over two narrow ones, a narrow one over either half of a wide one.
    @Test func wideAndCombiningCellsReplaceWhateverWasThere() {
        let size = CellSize(width: 10, height: 3)
        var rig = EncoderRig(size: size)
        var frame = EncoderRig.grid(["abcdefghij", "0123456789", ""], size: size)
        frame[2, 0] = Cell("中", width: 2)
        frame[3, 0] = .continuation()
        frame[6, 0] = Cell("e\u{301}")
        rig.show(frame)
        rig.expectShows(frame)
        // The wide character moves one cell right: its old right half becomes its new left.
        frame[2, 0] = Cell("x")
        frame[3, 0] = Cell("中", width: 2)
        frame[4, 0] = .continuation()
        // A narrow character over a right half, and a wide one at the end of a row.
        frame[8, 1] = Cell("語", width: 2)
        frame[9, 1] = .continuation()
        rig.show(frame)
        rig.expectShows(frame)
        frame[9, 1] = Cell("z")
        frame[8, 1] = Cell("y")
        rig.show(frame)
        rig.expectShows(frame)
    }

    /// Cells written again inside a hyperlink carry it, and only they; a plain rewrite takes it off.
    @Test func linkedCellsAreWrittenAgainInsideTheirLinkOnly() throws {
        let size = CellSize(width: 20, height: 3)
        var rig = EncoderRig(size: size)
        var frame = EncoderRig.grid(["see example.com now", "", ""], size: size)
        for x in 4..<15 { frame[x, 0].foreground = .rgb(0x6F, 0xB7, 0xFF) }
        frame[5, 1] = Cell("界", width: 2)
        frame[6, 1] = .continuation()
        rig.show(frame)
        var extra = ScreenLink.sequence("https://example.com")
        rig.encoder.rewrite(row: 0, columns: 4..<15, into: &extra)
        extra += ScreenLink.sequence(nil)
        // From the right half of a wide character: the whole character.
        extra += ScreenLink.sequence("https://example.org")
        rig.encoder.rewrite(row: 1, columns: 6..<7, into: &extra)
        extra += ScreenLink.sequence(nil)
        rig.feed(extra)
        rig.expectShows(frame)
        let links = rig.terminal.renditions[0].map(\.link)
        #expect(links == (0..<20).map { (4..<15).contains($0) ? "https://example.com" : nil })
        #expect(rig.terminal.renditions[1][5].link == "https://example.org")
        var plain: [UInt8] = []
        rig.encoder.rewrite(row: 0, columns: 4..<15, into: &plain)
        rig.feed(plain)
        #expect(rig.terminal.renditions[0].allSatisfy { $0.link == nil })
        rig.expectShows(frame)
    }

    /// The last column leaves the cursor nowhere the encoder counts on; the bottom-right cell is
    /// written with autowrap off where writing it would scroll the screen, and not at all where
    /// autowrap cannot be turned off.
    @Test func theLastColumnNeverWrapsAndNeverScrolls() {
        let size = CellSize(width: 6, height: 3)
        var frame = EncoderRig.grid(["abcdef", "ghijkl", "mnopqr"], size: size)
        var rig = EncoderRig(size: size)
        rig.show(frame)
        rig.expectShows(frame)
        frame[0, 1] = Cell("G")
        frame[5, 1] = Cell("L")
        rig.show(frame)
        rig.expectShows(frame)
        #expect(rig.encoder.cursor == nil, "after the last column the cursor is not known")

        var wrapping = TerminalEscapes.xterm
        wrapping.wrapsAtLastCell = true
        var guarded = EncoderRig(size: size, escapes: wrapping)
        guarded.show(frame)
        guarded.expectShows(frame)
        let text = String(decoding: guarded.bytes, as: UTF8.self)
        #expect(text.hasSuffix("\u{1B}[?7lr\u{1B}[?7h"), "\(text.debugDescription)")

        wrapping.autowrapOff = []
        wrapping.autowrapOn = []
        var skipping = EncoderRig(size: size, escapes: wrapping)
        skipping.show(frame)
        #expect(skipping.terminal.line(2) == "mnopq", "the bottom-right cell is left alone")
    }

    /// A row whose changed cells end in blanks has them erased with `el`.
    @Test func aTailOfBlanksIsErasedInOneGo() {
        let size = CellSize(width: 30, height: 2)
        var rig = EncoderRig(size: size)
        rig.show(EncoderRig.grid(["a long line of text to shorten", "x"], size: size))
        let short = EncoderRig.grid(["a long", "x"], size: size)
        rig.show(short)
        rig.expectShows(short)
        let text = String(decoding: rig.bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[K") && !text.contains("     "), "\(text.debugDescription)")
        // Blanks that were blanks already are left alone (a picture may lie on them).
        #expect(
            rig.motion?.written.map(\.columns) == [7..<11, 12..<14, 15..<19, 20..<22, 23..<30],
            "\(rig.motion?.written ?? [])")
    }

    /// Random frames, each a few edits and sometimes a scroll away from the last, over random
    /// renditions, at every colour depth: the terminal shows each one exactly.
    @Test(arguments: depths)
    func randomFramesAreShownExactly(mode: ColorMode, term: String) throws {
        let size = CellSize(width: 24, height: 10)
        var random = SplitMix64(seed: 42)
        var rig = EncoderRig(size: size, mode: mode, escapes: try Self.escapes(term, mode))
        var frame = CellGrid(size: size)
        let glyphs = ["a", "b", " ", "▀", "★", "·", "e\u{301}"]
        for step in 0..<60 {
            if random.int(0...3) == 0 {
                // Rows 1...8 move by one to three lines.
                let lines = random.int(1...3) * (random.int(0...1) == 0 ? 1 : -1)
                let old = frame
                for y in 1...8 {
                    let source = y + lines
                    for x in 0..<size.width { frame[x, y] = (1...8).contains(source) ? old[x, source] : Cell("n") }
                }
            }
            for _ in 0..<random.int(1...30) {
                let x = random.int(0...(size.width - 1))
                let y = random.int(0...(size.height - 1))
                let attributes = Self.attributeSets[random.int(0...31)]
                let (ink, paper) = (Self.randomColor(&random), Self.randomColor(&random))
                if random.int(0...5) == 0, x + 1 < size.width {
                    frame[x, y] = Cell("中", width: 2, foreground: ink, background: paper, attributes: attributes)
                    frame[x + 1, y] = .continuation(background: paper)
                } else {
                    let glyph = glyphs[random.int(0...(glyphs.count - 1))]
                    frame[x, y] = Cell(glyph, foreground: ink, background: paper, attributes: attributes)
                }
            }
            // What the encoder shows is the normalised frame (a half of a wide character alone is a
            // space): the expectation reads the same.
            rig.show(frame)
            rig.expectShows(Self.normalised(frame), "step \(step)")
        }
    }

    static func normalised(_ frame: CellGrid) -> CellGrid {
        var result = frame
        var row = [Cell](repeating: .blank, count: frame.size.width)
        for y in 0..<frame.size.height {
            frame.withRow(y) { cells in
                row.withUnsafeMutableBufferPointer { target in
                    FrameNormaliser.normaliseRow(cells, into: target) { TerminalWidth.width(of: $0) }
                }
            }
            for x in 0..<frame.size.width { result[x, y] = row[x] }
        }
        return result
    }
}
