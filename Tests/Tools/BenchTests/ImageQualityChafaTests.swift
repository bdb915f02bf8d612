import BurinCore
import BurinQuality
import BurinRaster
import Testing

@testable import BurinBench

/// chafa's ANSI output read back into cells, and how chafa is run.
@Suite struct ImageQualityChafaTests {
    /// A hand-written stand-in for chafa's output: cursor hide/show around it, truecolour SGR with
    /// both colours in one sequence, reverse video, every half-block glyph and a space, a REP.
    static let sample =
        "\u{1B}[?25l\u{1B}[0m\u{1B}[38;2;10;20;30;48;2;40;50;60m▀\u{1B}[7m▄\u{1B}[27m█ \u{1B}[0m\n"
        + "\u{1B}[38;2;1;2;3m▄\u{1B}[49m▀\u{1B}[39;48;2;9;9;9m \u{1B}[2b\u{1B}[0m\n\u{1B}[?25h"

    @Test func parsesColoursReverseGlyphsAndRepeats() {
        let frame = ChafaANSIParser.parse(Self.sample)
        let a = CellColor.rgb(10, 20, 30)
        let b = CellColor.rgb(40, 50, 60)
        #expect(frame.rows.count == 2)
        #expect(
            frame.rows[0] == [
                Cell("▀", foreground: a, background: b), Cell("▄", foreground: a, background: b, attributes: .reverse),
                Cell("█", foreground: a, background: b), Cell(" ", foreground: a, background: b),
            ])
        let nine = CellColor.rgb(9, 9, 9)
        #expect(
            frame.rows[1] == [
                Cell("▄", foreground: .rgb(1, 2, 3), background: .terminalDefault),
                Cell("▀", foreground: .rgb(1, 2, 3), background: .terminalDefault),
                Cell(" ", background: nine), Cell(" ", background: nine), Cell(" ", background: nine),
            ])
    }

    @Test func cellsResolveReverseAndFitTheGrid() {
        let cells = ChafaANSIParser.parse(Self.sample).cells(columns: 4, rows: 3, defaultBackground: RGBA(7, 7, 7))
        #expect(cells.count == 12)
        #expect(cells[1] == Cell("▄", foreground: .rgb(40, 50, 60), background: .rgb(10, 20, 30)))
        #expect(cells[4].text == "▄" && cells[7] == Cell(" ", background: .rgb(9, 9, 9)))
        #expect(cells[8...].allSatisfy { $0 == .blank })
        let pixels = HalfBlockQuality.reconstruct(cells, columns: 4, rows: 3, defaultBackground: RGBA(7, 7, 7))
        // Row 0: ▀ fg over bg; reversed ▄ shows bg colour (now its fg) below; █ fg twice; space bg twice.
        #expect([pixels[0, 0], pixels[0, 1]] == [RGBA(10, 20, 30), RGBA(40, 50, 60)])
        #expect([pixels[1, 0], pixels[1, 1]] == [RGBA(10, 20, 30), RGBA(40, 50, 60)])
        #expect([pixels[2, 0], pixels[2, 1]] == [RGBA(10, 20, 30), RGBA(10, 20, 30)])
        #expect([pixels[3, 0], pixels[3, 1]] == [RGBA(40, 50, 60), RGBA(40, 50, 60)])
        // Row 1: ▄ on the default background, ▀ likewise.
        #expect([pixels[0, 2], pixels[0, 3]] == [RGBA(7, 7, 7), RGBA(1, 2, 3)])
        #expect([pixels[1, 2], pixels[1, 3]] == [RGBA(1, 2, 3), RGBA(7, 7, 7)])
    }

    @Test func readsTheColonFormAndSkipsOtherSequences() {
        let text = "\u{1B}]0;title\u{07}\u{1B}[38:2::1:2:3m\u{1B}[48:2:4:5:6m\u{1B}[2J\u{1B}[1;1H▀\r\u{1B}7"
        let frame = ChafaANSIParser.parse(text)
        #expect(frame.rows == [[Cell("▀", foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6))]])
    }

    /// `-c 16` and `-c 8` write the sixteen ANSI colours: read as xterm shows them by default.
    @Test func readsTheSixteenColoursAsXtermShowsThem() {
        let frame = ChafaANSIParser.parse("\u{1B}[31;47m▀\u{1B}[97;100m▄\u{1B}[0m")
        #expect(
            frame.rows[0] == [
                Cell("▀", foreground: .rgb(205, 0, 0), background: .rgb(229, 229, 229)),
                Cell("▄", foreground: .rgb(255, 255, 255), background: .rgb(127, 127, 127)),
            ])
        #expect(
            ChafaRunner.arguments(size: CellSize(width: 8, height: 4), images: [], palette: .ansi8).contains("8"))
    }

    @Test func survivesHostileInput() {
        let inputs = [
            "\u{1B}[38;2;999999999999999999999;-1;5m▀", "\u{1B}[38;2m▀\u{1B}[48;5m▄", "\u{1B}[", "\u{1B}",
            "\u{1B}]never terminated", "\u{1B}[99999999b", "\u{1B}[5b▀", "\u{1B}[38;2;1;2\u{1B}[0m█",
        ]
        for text in inputs { _ = ChafaANSIParser.parse(text) }
        #expect(ChafaANSIParser.parse("\u{1B}[38;2;300;256;255m▀").rows[0][0].foreground == .rgb(255, 255, 255))
        // REP before any character repeats nothing; a huge count is capped.
        #expect(ChafaANSIParser.parse("\u{1B}[5b▀").rows[0].count == 1)
        #expect(ChafaANSIParser.parse("▀\u{1B}[99999999b").rows[0].count == 1 + ChafaANSIParser.maximumRepeat)
        // A sequence broken off by another ESC does not swallow what follows.
        #expect(ChafaANSIParser.parse("\u{1B}[38;2;1;2\u{1B}[0m█").rows[0] == [Cell("█")])
        let bytes: [UInt8] = [0xFF, 0xFE, 0x1B, 0x5B, 0x33, 0xE2, 0x96]
        #expect(ChafaANSIParser.parse(bytes).rows.count == 1)
    }

    @Test func chafaArgumentsPinTheHalfBlockMode() {
        let arguments = ChafaRunner.arguments(size: CellSize(width: 40, height: 20), images: ["-a.png"])
        #expect(arguments.contains("vhalf") && arguments.contains("--stretch") && arguments.contains("40x20"))
        // "--" keeps an image path starting with "-" from being read as an option.
        #expect(arguments.suffix(2) == ["--", "-a.png"])
        #expect(
            ChafaRunner.arguments(size: CellSize(width: 8, height: 4), images: [], symbols: "sextant").contains(
                "sextant"))
    }
}
