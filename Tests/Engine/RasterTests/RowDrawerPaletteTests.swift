import BurinCore
import Testing

@testable import BurinRaster

/// A row drawn for a terminal of few colours: its picture's pixels are dithered into the palette on
/// the worker, and nothing else is: not the card under it, not the text beside it, not display text
/// painted over it.
@Suite struct RowDrawerPaletteTests {
    static let card = RGBA(100, 100, 100)
    static let brown = RGBA(140, 80, 40)

    static func drawer(_ blitter: Blitter = .halfBlock, palette: TerminalPalette?) -> RowDrawer {
        RowDrawer(
            blitter: blitter,
            imageCache: ImageCache(
                byteLimit: 1 << 20,
                loader: { _ throws(ImageError) in TestImages.solid(width: 16, height: 16, Self.brown) }),
            textPainter: BlockLetterPainter(), palette: palette)
    }

    /// A card 8 x 2 with a picture in cells 0..<4 of both lines, a letter beside it, and display
    /// text painted over the picture's second column.
    static let layout = RowLayout<Never>(
        size: CellSize(width: 8, height: 2), background: card,
        paint: [
            .fill(UnitRect(x: 0, y: 0, width: 8, height: 2), card, radius: 0),
            .image(
                path: "photo", UnitRect(x: 0, y: 0, width: 4, height: 2), radius: 0,
                fallback: ImageFallback(label: "", background: .black)),
            .displayText("A", UnitRect(x: 1, y: 0, width: 3, height: 2), RGBA(90, 90, 90), pixelHeight: 2, bold: false),
        ],
        text: [TextRun(x: 6, y: 0, clusters: [Cluster("a", width: 1)], style: TextStyle(foreground: RGBA(50, 60, 70)))])

    /// The colours a cell shows.
    static func colours(_ cell: Cell) -> [RGBA] {
        [cell.foreground.rgba, cell.background.rgba].compactMap { $0 }
    }

    @Test func onlyThePicturesPixelsAreDitheredIntoThePalette() throws {
        let bitmap = try #require(Self.drawer(palette: .ansi8).draw(Self.layout)).bitmap
        let palette = TerminalPalette.ansi8.colors
        var pictureColours = Set<RGBA>()
        for y in 0..<2 {
            for x in [0, 2, 3] {
                for colour in Self.colours(bitmap[x, y]) {
                    #expect(palette.contains(colour), "picture cell (\(x), \(y)) shows \(colour)")
                    pictureColours.insert(colour)
                }
            }
        }
        // A mid brown is far from every one of eight colours: dots, not one flat colour.
        #expect(pictureColours.count >= 2)
        // Display text painted after the picture keeps its colour.
        #expect(bitmap[1, 0] == Cell(" ", background: .rgb(90, 90, 90)))
        // The card and the text keep theirs; the screen reduces them to their nearest.
        #expect(bitmap[4, 0] == Cell(" ", background: CellColor(Self.card)))
        #expect(bitmap[6, 0] == Cell("a", foreground: .rgb(50, 60, 70), background: CellColor(Self.card)))
    }

    @Test func withoutAPaletteNothingIsDithered() throws {
        let bitmap = try #require(Self.drawer(palette: nil).draw(Self.layout)).bitmap
        #expect(bitmap[0, 0] == Cell(" ", background: CellColor(Self.brown)))
        #expect(bitmap[3, 1] == Cell(" ", background: CellColor(Self.brown)))
    }

    @Test func sextantCellsTakeTwoPaletteColoursInsteadOfDots() throws {
        let bitmap = try #require(Self.drawer(.sextant, palette: .ansi8).draw(Self.layout)).bitmap
        // A flat picture is one colour in each cell (the screen's nearest), not dithered dots.
        #expect(bitmap[0, 0] == Cell(" ", background: CellColor(Self.brown)))
    }
}
