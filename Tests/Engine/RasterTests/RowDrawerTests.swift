import BurinCore
import Testing

@testable import BurinRaster

/// A stand-in for the FreeType painter: every ASCII letter is a solid block `pixelHeight / 2` wide
/// (one pixel less, so letters stay apart); anything else is reported as undrawable.
struct BlockLetterPainter: DisplayTextPainter {
    func paint(
        _ text: String, in rect: UnitRect, color: RGBA, pixelHeight: Int, bold: Bool, on canvas: inout PixelCanvas
    ) -> [Character] {
        var missing: [Character] = []
        var x = rect.x
        let advance = Double(pixelHeight / 2)
        for c in text {
            if c.isASCII && c.isLetter {
                canvas.fillRoundedRect(
                    UnitRect(x: x, y: rect.y, width: advance - 1, height: Double(pixelHeight)), radius: 0, color: color)
            } else {
                missing.append(c)
            }
            x += advance
        }
        return missing
    }

    func measure(_ text: String, pixelHeight: Int, bold: Bool) -> Int {
        text.count * (pixelHeight / 2)
    }
}

@Suite struct RowDrawerTests {
    static let red = RGBA(200, 0, 0)

    static func drawer(
        _ blitter: Blitter = .halfBlock,
        loader: @escaping ImageCache.Loader = { path throws(ImageError) in
            throw .unreadable(path: path, reason: "absent")
        }, painter: (any DisplayTextPainter)? = BlockLetterPainter()
    ) -> RowDrawer {
        RowDrawer(blitter: blitter, imageCache: ImageCache(byteLimit: 1 << 20, loader: loader), textPainter: painter)
    }

    static func layout(
        width: Int = 6, height: Int = 1, background: RGBA = .clear, paint: [PaintOp] = [], text: [TextRun] = []
    ) -> RowLayout<Never> {
        RowLayout(size: CellSize(width: width, height: height), background: background, paint: paint, text: text)
    }

    static func run(_ x: Int, _ y: Int, _ clusters: [(String, Int)], style: TextStyle = .plain) -> TextRun {
        TextRun(x: x, y: y, clusters: clusters.map { Cluster($0.0, width: $0.1) }, style: style)
    }

    @Test func fillIsScaledToPixelsAndBlitted() throws {
        // Cells 1..<3 of row 0, the lower half only: "▄" on the default background.
        let layout = Self.layout(paint: [.fill(UnitRect(x: 1, y: 0.5, width: 2, height: 0.5), Self.red, radius: 0)])
        let drawing = try #require(Self.drawer().draw(layout))
        #expect(drawing.bitmap.size == CellSize(width: 6, height: 1))
        #expect(drawing.bitmap[0, 0] == .blank)
        #expect(drawing.bitmap[1, 0] == Cell("▄", foreground: .rgb(200, 0, 0)))
        #expect(drawing.bitmap[2, 0] == Cell("▄", foreground: .rgb(200, 0, 0)))
        #expect(drawing.bitmap[3, 0] == .blank)
        #expect(drawing.statistics == DrawStatistics())
    }

    @Test func rowBackgroundFillsTheCanvas() throws {
        let drawing = try #require(Self.drawer().draw(Self.layout(width: 2, background: RGBA(0, 0, 90))))
        #expect(drawing.bitmap.cells == Array(repeating: Cell(" ", background: .rgb(0, 0, 90)), count: 2))
    }

    @Test func charactersTakeThePixelColourBeneathAsBackground() throws {
        let layout = Self.layout(
            paint: [
                .fill(UnitRect(x: 0, y: 0, width: 3, height: 1), Self.red, radius: 0),
                // Cell 3: top blue, bottom green → a character there sits on their mean.
                .fill(UnitRect(x: 3, y: 0, width: 1, height: 0.5), RGBA(0, 0, 200), radius: 0),
                .fill(UnitRect(x: 3, y: 0.5, width: 1, height: 0.5), RGBA(0, 100, 0), radius: 0),
            ],
            text: [
                Self.run(
                    1, 0, [("a", 1), ("b", 1), ("c", 1)], style: TextStyle(foreground: .white, attributes: .bold)),
                Self.run(5, 0, [("z", 1)], style: TextStyle(background: RGBA(1, 2, 3))),
            ])
        let bitmap = try #require(Self.drawer().draw(layout)).bitmap
        #expect(bitmap[0, 0] == Cell(" ", background: .rgb(200, 0, 0)))
        #expect(
            bitmap[1, 0] == Cell("a", foreground: .rgb(255, 255, 255), background: .rgb(200, 0, 0), attributes: .bold))
        #expect(bitmap[2, 0].background == .rgb(200, 0, 0))
        #expect(
            bitmap[3, 0] == Cell("c", foreground: .rgb(255, 255, 255), background: .rgb(0, 50, 100), attributes: .bold))
        // Over transparent pixels the default background shows; a style's own background wins.
        #expect(bitmap[4, 0] == .blank)
        #expect(bitmap[5, 0] == Cell("z", background: .rgb(1, 2, 3)))
        #expect(bitmap.text(ofRow: 0) == " abc z")
    }

    @Test func cancellationAtEveryCheckReturnsNil() {
        let layout = Self.layout(
            paint: [
                .fill(UnitRect(x: 0, y: 0, width: 6, height: 1), Self.red, radius: 0),
                .stroke(UnitRect(x: 0, y: 0, width: 6, height: 1), .white, radius: 0, thickness: 1),
            ],
            text: [Self.run(0, 0, [("a", 1)])])
        let drawer = Self.drawer()
        // Checks: before painting, before each of the 2 ops, before blitting, before text.
        var checks = 0
        #expect(
            drawer.draw(
                layout,
                isCancelled: {
                    checks += 1
                    return false
                }) != nil)
        #expect(checks == 5)
        for cancelAt in 1...checks {
            var seen = 0
            let result = drawer.draw(
                layout,
                isCancelled: {
                    seen += 1
                    return seen >= cancelAt
                })
            #expect(result == nil, "cancelled at check \(cancelAt)")
            #expect(seen == cancelAt)
        }
    }

    @Test func missingImageDrawsItsFallbackAndIsCounted() throws {
        let fallback = ImageFallback(label: "AB", background: RGBA(0, 0, 160))
        let layout = Self.layout(
            width: 6, height: 3,
            paint: [
                .image(
                    path: "/nonexistent.png", UnitRect(x: 0, y: 0, width: 4, height: 3), radius: 0, fallback: fallback)
            ])
        let drawer = Self.drawer()
        let drawing = try #require(drawer.draw(layout))
        #expect(drawing.statistics.imageFallbacks == 1)
        let bitmap = drawing.bitmap
        #expect(bitmap[0, 0] == Cell(" ", background: .rgb(0, 0, 160)))
        #expect(bitmap.text(ofRow: 1) == " AB   ")
        #expect(bitmap[1, 1] == Cell("A", foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 160)))
        #expect(bitmap[4, 1] == .blank)
        // The failure is cached but every drawing still counts its fallback.
        #expect(try #require(drawer.draw(layout)).statistics.imageFallbacks == 1)
        #expect(drawer.imageCache.statistics.failures == 1)
    }

    @Test func presentImageIsScaledAndComposited() throws {
        let drawer = Self.drawer(loader: { _ throws(ImageError) in
            TestImages.solid(width: 10, height: 10, RGBA(0, 120, 0))
        })
        let layout = Self.layout(
            width: 4,
            paint: [
                .image(
                    path: "logo.png", UnitRect(x: 1, y: 0, width: 2, height: 1), radius: 0,
                    fallback: ImageFallback(label: "X", background: .black))
            ])
        let drawing = try #require(drawer.draw(layout))
        #expect(drawing.statistics.imageFallbacks == 0)
        #expect(
            drawing.bitmap.cells == [
                .blank, Cell(" ", background: .rgb(0, 120, 0)), Cell(" ", background: .rgb(0, 120, 0)), .blank,
            ])
    }

    @Test func wideClustersAreClippedAtTheRowEdge() throws {
        let layout = Self.layout(
            width: 3, background: RGBA(9, 9, 9),
            text: [Self.run(1, 0, [("漢", 2), ("字", 2)])])
        let bitmap = try #require(Self.drawer().draw(layout)).bitmap
        #expect(bitmap[1, 0] == Cell("漢", width: 2, background: .rgb(9, 9, 9)))
        #expect(bitmap[2, 0].isContinuation)
        #expect(bitmap.text(ofRow: 0) == " 漢")

        let edge = Self.layout(width: 3, background: RGBA(9, 9, 9), text: [Self.run(2, 0, [("漢", 2)])])
        let clipped = try #require(Self.drawer().draw(edge)).bitmap
        #expect(clipped.cells.allSatisfy { $0 == Cell(" ", background: .rgb(9, 9, 9)) })
    }

    @Test func overwritingHalfOfAWideClusterLeavesNoOrphans() throws {
        let layout = Self.layout(
            width: 4,
            text: [Self.run(0, 0, [("漢", 2), ("字", 2)]), Self.run(1, 0, [("a", 1)]), Self.run(2, 0, [("b", 1)])])
        let bitmap = try #require(Self.drawer().draw(layout)).bitmap
        #expect(bitmap.text(ofRow: 0) == " ab ")
        #expect(bitmap.cells.allSatisfy { !$0.isContinuation && $0.width == 1 })
    }

    @Test func runsOutsideTheRowAndBadWidthsAreSkipped() throws {
        let layout = Self.layout(
            width: 3,
            text: [
                Self.run(0, 5, [("x", 1)]), Self.run(-1, 0, [("a", 1), ("b", 1)]),
                Self.run(2, 0, [("bad", 0), ("c", 1)]), Self.run(Int.max - 1, 0, [("d", 1)]),
            ])
        let bitmap = try #require(Self.drawer().draw(layout)).bitmap
        #expect(bitmap.text(ofRow: 0) == "b c")
    }

    @Test func displayTextGlyphsThePainterLacksBecomeCharacters() throws {
        // pixelHeight 1 cell = 2 px: letters advance 1 px = 1 column on the half-block canvas.
        let layout = Self.layout(
            width: 8,
            paint: [
                .displayText("ab1d", UnitRect(x: 1, y: 0, width: 6, height: 1), .white, pixelHeight: 1, bold: false)
            ])
        let drawing = try #require(Self.drawer().draw(layout))
        #expect(drawing.statistics.glyphFallbacks == 1)
        // The "1" stands where its glyph would have: column 1 + 2 advances.
        #expect(drawing.bitmap[3, 0] == Cell("1", foreground: .rgb(255, 255, 255)))
        #expect(drawing.bitmap.text(ofRow: 0) == "   1    ")
    }

    @Test func displayTextWithoutAPainterIsAllCharacters() throws {
        let layout = Self.layout(
            width: 8,
            paint: [
                .displayText(
                    "Hi\u{7}!", UnitRect(x: 2, y: 0, width: 6, height: 1), RGBA(1, 2, 3), pixelHeight: 1, bold: true)
            ])
        let drawing = try #require(Self.drawer(painter: nil).draw(layout))
        // The BEL is shown as its control picture, as the sanitiser shows every control.
        #expect(drawing.statistics.glyphFallbacks == 4)
        #expect(drawing.bitmap.text(ofRow: 0) == "  Hi\u{2407}!  ")
        #expect(drawing.bitmap[2, 0].attributes == .bold)
    }

    @Test func quadrantBlitterUsesTwoByTwoPixelsPerCell() throws {
        let layout = Self.layout(
            width: 2, paint: [.fill(UnitRect(x: 0, y: 0, width: 0.5, height: 1), Self.red, radius: 0)])
        let bitmap = try #require(Self.drawer(.quadrant).draw(layout)).bitmap
        #expect(bitmap[0, 0] == Cell("▌", foreground: .rgb(200, 0, 0)))
        #expect(bitmap[1, 0] == .blank)
    }

    @Test func degenerateSizesDrawAnEmptyBitmap() throws {
        let empty = try #require(Self.drawer().draw(Self.layout(width: 0, height: 3)))
        #expect(empty.bitmap.cells.isEmpty)
        let negative = try #require(Self.drawer().draw(Self.layout(width: -4, height: 2)))
        #expect(negative.bitmap.cells.isEmpty)
    }
}
