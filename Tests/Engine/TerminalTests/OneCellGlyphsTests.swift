import BurinCore
import BurinText
import Testing

@testable import BurinTerminal

/// Issue 26: on a terminal that draws ambiguous characters two cells wide, every cell goes out as a
/// character one cell wide there.
@Suite struct OneCellGlyphsTests {
    @Test func theAppsGlyphsHaveChosenStandIns() {
        let expected: [(String, String)] = [
            ("★", "*"), ("☆", "-"), ("·", "\u{22C5}"), ("▕", "|"), ("▏", "|"), ("…", "."),
        ]
        for (glyph, standIn) in expected {
            #expect(OneCellGlyphs.narrowed(Cell(glyph)).text == standIn, "\(glyph)")
        }
        #expect(OneCellGlyphs.narrowed(Cell("é")).text == "e")
        #expect(OneCellGlyphs.narrowed(Cell("\u{E000}")).text == "?", "private use: nothing to look like")
    }

    @Test func otherCellsAreLeftAlone() {
        for cell in [Cell("a"), Cell("中", width: 2), Cell("▐"), Cell("⋅"), .blank, .continuation()] {
            #expect(OneCellGlyphs.narrowed(cell) == cell, "\(cell.text)")
        }
    }

    @Test func halfBlockPixelsBecomeSpacesOnTheirMixedColour() {
        let red = CellColor.rgb(200, 0, 0)
        let blue = CellColor.rgb(0, 0, 100)
        let upper = OneCellGlyphs.narrowed(Cell("▀", foreground: red, background: blue))
        #expect(upper.text == " " && upper.background == .rgb(100, 0, 50))
        let full = OneCellGlyphs.narrowed(Cell("█", foreground: red, background: blue))
        #expect(full.background == red)
        // On the terminal's own background (unknown here) the half that is known shows.
        let lower = OneCellGlyphs.narrowed(Cell("▄", foreground: red, background: .terminalDefault))
        #expect(lower.text == " " && lower.background == red)
    }

    /// The frame encoder is the one place: what it writes for a wide terminal holds no ambiguous
    /// character, and a change of width repaints the screen.
    @Test func theEncoderWritesNoAmbiguousCharacterForAWideTerminal() {
        let screen = HeadlessScreen(size: CellSize(width: 30, height: 3))
        var grid = CellGrid(size: screen.size)
        var x = 0
        for character in "★4.5 · ▕预订▏ café —" {
            let width = TerminalWidth.width(of: character)
            grid[x, 0] = Cell(String(character), width: UInt8(width))
            if width == 2 { grid[x + 1, 0] = .continuation() }
            x += width
        }
        for x in 0..<10 { grid[x, 1] = Cell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)) }
        screen.present(grid)
        let narrow = String(decoding: screen.lastOutput, as: UTF8.self)
        #expect(narrow.unicodeScalars.contains { AmbiguousCharacters.contains($0) })
        screen.drawAmbiguous(as: .wide)
        screen.present(grid)
        let wide = String(decoding: screen.lastOutput, as: UTF8.self)
        #expect(!wide.isEmpty, "the change repaints")
        #expect(!wide.unicodeScalars.contains { AmbiguousCharacters.contains($0) }, "\(wide.debugDescription)")
        // The ten half blocks, a space on their mixed colour, repeated.
        for piece in ["*4.5", "\u{22C5}", "|预订|", "cafe", "-", "\u{1B}[48;2;128;0;128m \u{1B}[9b"] {
            #expect(wide.contains(piece), "\(piece)")
        }
        screen.present(grid)
        #expect(screen.lastOutput.isEmpty, "nothing changed")
    }
}
