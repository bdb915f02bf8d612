import BurinCore
import Testing

@testable import BurinRaster

@Suite struct BlitterTests {
    static let red = RGBA(255, 0, 0)
    static let blue = RGBA(0, 0, 255)
    static let green = RGBA(0, 200, 0)

    /// One cell of `blitter` from `pixels` (row-major, the blitter's block size).
    static func cell(_ blitter: Blitter, _ pixels: [RGBA], background: RGBA = .clear) -> Cell {
        var canvas = PixelCanvas(width: blitter.pixelsPerCellX, height: blitter.pixelsPerCellY)
        canvas.pixels = pixels
        return blitter.blit(canvas, region: CellRect(x: 0, y: 0, width: 1, height: 1), background: background)[0]
    }

    // MARK: Half block

    @Test func halfBlockTwoColoursIsUpperHalfWithTopAsForeground() {
        #expect(
            Self.cell(.halfBlock, [Self.red, Self.blue])
                == Cell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func halfBlockEqualHalvesIsSpaceOnThatColour() {
        #expect(Self.cell(.halfBlock, [Self.green, Self.green]) == Cell(" ", background: .rgb(0, 200, 0)))
    }

    @Test func halfBlockTransparentTopIsLowerHalfOnDefault() {
        #expect(
            Self.cell(.halfBlock, [.clear, Self.blue])
                == Cell("▄", foreground: .rgb(0, 0, 255), background: .terminalDefault))
    }

    @Test func halfBlockTransparentBottomIsUpperHalfOnDefault() {
        #expect(
            Self.cell(.halfBlock, [Self.red, .clear])
                == Cell("▀", foreground: .rgb(255, 0, 0), background: .terminalDefault))
    }

    @Test func halfBlockBothTransparentIsBlank() {
        #expect(Self.cell(.halfBlock, [.clear, RGBA(9, 9, 9, 0)]) == .blank)
    }

    @Test func halfBlockPartialPixelIsCompositedOverRowBackground() {
        // (255,0,0) at alpha 128 over white: r = 255, g = b = (255 * 127 + 127) / 255 = 127.
        let cell = Self.cell(.halfBlock, [RGBA(255, 0, 0, 128), .black], background: .white)
        #expect(cell == Cell("▀", foreground: .rgb(255, 127, 127), background: .rgb(0, 0, 0)))
    }

    @Test func halfBlockPartialPixelOverClearRowIsThresholdedAtHalf() {
        #expect(Self.cell(.halfBlock, [RGBA(255, 0, 0, 100), Self.blue]).text == "▄")
        #expect(
            Self.cell(.halfBlock, [RGBA(255, 0, 0, 200), Self.blue])
                == Cell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func halfBlockRegionReadsTheRightPixels() {
        var canvas = PixelCanvas(width: 3, height: 4)
        canvas[2, 2] = Self.red
        canvas[2, 3] = Self.blue
        let cells = Blitter.halfBlock.blit(
            canvas, region: CellRect(x: 1, y: 1, width: 2, height: 1), background: .clear)
        #expect(cells == [.blank, Cell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))])
    }

    // MARK: Quadrant

    @Test func quadrantTopBottomSplitIsUpperHalf() {
        let cell = Self.cell(.quadrant, [Self.red, Self.red, Self.blue, Self.blue])
        #expect(cell == Cell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func quadrantSingleCornerIsQuadrantGlyph() {
        let cell = Self.cell(.quadrant, [Self.red, Self.blue, Self.blue, Self.blue])
        #expect(cell == Cell("▘", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func quadrantLeftColumnIsLeftHalf() {
        let cell = Self.cell(.quadrant, [Self.red, Self.blue, Self.red, Self.blue])
        #expect(cell == Cell("▌", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func quadrantPicksTheSplitWithLeastError() {
        // Two near-reds on top and two near-blues below: the top/bottom split, each side averaged.
        let cell = Self.cell(.quadrant, [RGBA(255, 0, 0), RGBA(250, 0, 0), RGBA(0, 0, 250), RGBA(0, 0, 255)])
        #expect(cell == Cell("▀", foreground: .rgb(253, 0, 0), background: .rgb(0, 0, 253)))
    }

    @Test func quadrantUniformIsSpace() {
        #expect(Self.cell(.quadrant, Array(repeating: Self.green, count: 4)) == Cell(" ", background: .rgb(0, 200, 0)))
    }

    @Test func quadrantTransparentPixelsAreDefaultBackground() {
        let cell = Self.cell(.quadrant, [Self.red, .clear, .clear, .clear])
        #expect(cell == Cell("▘", foreground: .rgb(255, 0, 0), background: .terminalDefault))
        #expect(Self.cell(.quadrant, Array(repeating: .clear, count: 4)) == .blank)
    }

    // MARK: Sextant

    @Test func sextantTopRowIsSextantOneTwo() {
        let cell = Self.cell(.sextant, [Self.red, Self.red, Self.blue, Self.blue, Self.blue, Self.blue])
        #expect(cell == Cell("\u{1FB02}", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func sextantLeftColumnIsTheOlderLeftHalfBlock() {
        let cell = Self.cell(.sextant, [Self.red, Self.blue, Self.red, Self.blue, Self.red, Self.blue])
        #expect(cell == Cell("▌", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func sextantMiddleRowIsSextantThreeFour() {
        let cell = Self.cell(.sextant, [Self.blue, Self.blue, Self.red, Self.red, Self.blue, Self.blue])
        #expect(cell == Cell("\u{1FB0B}", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func sextantGlyphsMatchTheirUnicodeNames() {
        for mask in 1..<63 where mask != 21 && mask != 42 {
            let glyph = MosaicCell.sextantGlyph(mask)
            let digits = (0..<6).filter { mask & (1 << $0) != 0 }.map { String($0 + 1) }.joined()
            #expect(glyph.unicodeScalars.first?.properties.name == "BLOCK SEXTANT-\(digits)", "mask \(mask)")
        }
        #expect(MosaicCell.sextantGlyph(0) == " ")
        #expect(MosaicCell.sextantGlyph(63) == "█")
        #expect(MosaicCell.sextantGlyph(42) == "▐")
    }

    @Test func quadrantGlyphsCoverTheirMasks() {
        let names = MosaicCell.quadrantGlyphs.map { $0.unicodeScalars.first!.properties.name ?? "" }
        #expect(names[1] == "QUADRANT UPPER LEFT")
        #expect(names[2] == "QUADRANT UPPER RIGHT")
        #expect(names[4] == "QUADRANT LOWER LEFT")
        #expect(names[8] == "QUADRANT LOWER RIGHT")
        #expect(names[6] == "QUADRANT UPPER RIGHT AND LOWER LEFT")
        #expect(names[9] == "QUADRANT UPPER LEFT AND LOWER RIGHT")
        #expect(names[7] == "QUADRANT UPPER LEFT AND UPPER RIGHT AND LOWER LEFT")
        #expect(names[14] == "QUADRANT UPPER RIGHT AND LOWER LEFT AND LOWER RIGHT")
    }

    /// On a terminal of eight colours a sextant cell of many colours takes the two palette colours
    /// that fit its pixels best: bright yellows become xterm's yellow, dark reds its red, each pixel
    /// in its own; a cell of two colours is left to the screen, as in full colour.
    @Test func sextantInAPaletteFitsTwoOfItsColours() {
        var canvas = PixelCanvas(width: 2, height: 3)
        canvas.pixels = [
            RGBA(250, 240, 0), RGBA(240, 250, 10), RGBA(255, 255, 0), RGBA(120, 0, 0), RGBA(130, 10, 0),
            RGBA(110, 0, 5),
        ]
        let region = CellRect(x: 0, y: 0, width: 1, height: 1)
        #expect(
            Blitter.sextant.blit(canvas, region: region, background: .clear, palette: .ansi8)
                == [
                    Cell(MosaicCell.sextantGlyph(0b000111), foreground: .rgb(205, 205, 0), background: .rgb(205, 0, 0))
                ])
        canvas.pixels = [Self.red, Self.red, Self.red, Self.blue, Self.blue, Self.blue]
        #expect(
            Blitter.sextant.blit(canvas, region: region, background: .clear, palette: .ansi8)
                == Blitter.sextant.blit(canvas, region: region, background: .clear))
    }

    // MARK: Braille

    @Test func brailleSingleBrightDotIsDotEight() {
        var pixels = Array(repeating: RGBA.black, count: 8)
        pixels[7] = .white  // x 1, y 3: dot 8
        #expect(
            Self.cell(.braille, pixels) == Cell("\u{2880}", foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)))
    }

    @Test func brailleMinorityBecomesTheDots() {
        // Six white and two black: the two black pixels (dots 1 and 4, the top row) are the dots.
        var pixels = Array(repeating: RGBA.white, count: 8)
        pixels[0] = .black
        pixels[1] = .black
        #expect(
            Self.cell(.braille, pixels) == Cell("\u{2809}", foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)))
    }

    // MARK: Table and chain

    @Test func pixelsPerCellComeFromTheTable() {
        #expect(
            Blitter.allCases.map { [$0.pixelsPerCellX, $0.pixelsPerCellY] } == [[1, 2], [2, 2], [2, 3], [2, 4]])
        #expect(Blitter(name: "sextant") == .sextant)
        #expect(Blitter(name: "nonsense") == nil)
    }

    @Test func fallbackChainRunsSextantQuadrantHalfBlock() {
        #expect(Blitter.sextant.fallbackChain == [.sextant, .quadrant, .halfBlock])
        #expect(Blitter.halfBlock.fallback == nil)
        #expect(Blitter.sextant.resolved(where: { $0 != .sextant }) == .quadrant)
        #expect(Blitter.sextant.resolved(where: { _ in false }) == .halfBlock)
    }

    @Test func colourBeneathAveragesOrDefaults() {
        var canvas = PixelCanvas(width: 2, height: 2)
        canvas[0, 0] = RGBA(100, 0, 0)
        canvas[0, 1] = RGBA(200, 0, 0)
        canvas[1, 0] = RGBA(100, 0, 0)
        #expect(Blitter.halfBlock.colourBeneath(cellX: 0, y: 0, in: canvas, background: .clear) == .rgb(150, 0, 0))
        #expect(Blitter.halfBlock.colourBeneath(cellX: 1, y: 0, in: canvas, background: .clear) == .terminalDefault)
        // Over a white row the transparent bottom is white: mean of (100,0,0) and (255,255,255).
        #expect(Blitter.halfBlock.colourBeneath(cellX: 1, y: 0, in: canvas, background: .white) == .rgb(178, 128, 128))
    }
}
