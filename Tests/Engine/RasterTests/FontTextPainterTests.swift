import BurinCore
import BurinRaster
import Testing

@Suite struct FontTextPainterTests {
    private let ink = RGBA(240, 30, 30)

    private func inkedPixels(_ canvas: PixelCanvas) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y].a != 0 { found.append((x, y)) }
        }
        return found
    }

    @Test func inkStaysInsideTheRect() {
        let painter = FreeTypeTextPainter()
        // Long enough to cross the right edge; "Ágj" reach above and below the box.
        let text = "Ágj Hello, kerned AV world — and more"
        var narrow = PixelCanvas(width: 400, height: 60)
        let rect = UnitRect(x: 20, y: 10, width: 100, height: 24)
        let missing = painter.paint(text, in: rect, color: ink, pixelHeight: 20, bold: false, on: &narrow)
        #expect(missing.isEmpty)
        let pixels = inkedPixels(narrow)
        #expect(pixels.count > 100)
        #expect(pixels.allSatisfy { $0.x >= 20 && $0.x < 120 && $0.y >= 10 && $0.y < 34 })
        // Clipping cuts and nothing else: the same text in a wider rect draws the same pixels left of
        // the edge, and more beyond it.
        var wide = PixelCanvas(width: 400, height: 60)
        _ = painter.paint(
            text, in: UnitRect(x: 20, y: 10, width: 370, height: 24), color: ink, pixelHeight: 20, bold: false,
            on: &wide)
        #expect(inkedPixels(wide).contains { $0.x >= 120 })
        for y in 0..<60 {
            for x in 0..<120 where narrow[x, y] != wide[x, y] {
                Issue.record("pixel (\(x), \(y)) differs")
            }
        }
    }

    @Test func textIsCentredVertically() throws {
        let painter = FreeTypeTextPainter()
        var canvas = PixelCanvas(width: 120, height: 100)
        _ = painter.paint(
            "Hxg", in: UnitRect(x: 0, y: 0, width: 120, height: 100), color: ink, pixelHeight: 20, bold: false,
            on: &canvas)
        let rows = inkedPixels(canvas).map(\.y)
        let top = try #require(rows.min())
        let bottom = try #require(rows.max())
        #expect(abs((top + bottom) / 2 - 50) <= 4)
    }

    @Test func glyphsUseTheColour() {
        let painter = FreeTypeTextPainter()
        var canvas = PixelCanvas(width: 60, height: 30, fill: .white)
        _ = painter.paint(
            "H", in: UnitRect(x: 0, y: 0, width: 60, height: 30), color: ink, pixelHeight: 24, bold: false,
            on: &canvas)
        #expect(canvas.pixels.contains(ink))
        #expect(canvas.pixels.allSatisfy { $0.r >= 240 && $0.g <= 255 })
    }

    @Test func measureFollowsAdvancesKerningAndWeight() {
        let painter = FreeTypeTextPainter()
        #expect(painter.measure("", pixelHeight: 16, bold: false) == 0)
        #expect(painter.measure("W", pixelHeight: 16, bold: false) > painter.measure("i", pixelHeight: 16, bold: false))
        let kerned = painter.measure("AV", pixelHeight: 32, bold: false)
        #expect(
            kerned < painter.measure("A", pixelHeight: 32, bold: false)
                + painter.measure("V", pixelHeight: 32, bold: false))
        #expect(
            painter.measure("Hello world", pixelHeight: 16, bold: true)
                > painter.measure("Hello world", pixelHeight: 16, bold: false))
        #expect(painter.measure("Hello", pixelHeight: 0, bold: false) == 0)
    }

    @Test func boldDrawsMoreInk() {
        let painter = FreeTypeTextPainter()
        let rect = UnitRect(x: 0, y: 0, width: 200, height: 30)
        var regular = PixelCanvas(width: 200, height: 30)
        var bold = PixelCanvas(width: 200, height: 30)
        _ = painter.paint("Heavy ink", in: rect, color: ink, pixelHeight: 20, bold: false, on: &regular)
        _ = painter.paint("Heavy ink", in: rect, color: ink, pixelHeight: 20, bold: true, on: &bold)
        func total(_ c: PixelCanvas) -> Int { c.pixels.reduce(0) { $0 + Int($1.a) } }
        #expect(total(bold) > total(regular) * 5 / 4)
    }

    /// Holds with and without a CJK font installed: the painter reports exactly what the resolver
    /// cannot find.
    @Test func clustersNoFontHasAreReported() {
        let painter = FreeTypeTextPainter()
        var canvas = PixelCanvas(width: 300, height: 30)
        let missing = painter.paint(
            "a中b\u{10FFFD}c", in: UnitRect(x: 0, y: 0, width: 300, height: 30), color: ink, pixelHeight: 16,
            bold: false, on: &canvas)
        let cjkFound = FontResolver.shared.fallback(for: "中", preferring: .sans) != nil
        #expect(missing == (cjkFound ? ["\u{10FFFD}"] : ["中", "\u{10FFFD}"]))
    }

    @Test func hostileRectsDrawNothingAndDoNotTrap() {
        let painter = FreeTypeTextPainter()
        var canvas = PixelCanvas(width: 40, height: 20)
        let rects = [
            UnitRect(x: .nan, y: 0, width: 10, height: 10),
            UnitRect(x: 0, y: 0, width: .infinity, height: .nan),
            UnitRect(x: -1e300, y: -1e300, width: 10, height: 10),
            UnitRect(x: 1e300, y: 5, width: 1e300, height: 10),
            UnitRect(x: 10, y: 10, width: -50, height: 10),
            UnitRect(x: 50, y: 0, width: 10, height: 10),
        ]
        for rect in rects {
            _ = painter.paint("Hostile", in: rect, color: ink, pixelHeight: 16, bold: false, on: &canvas)
        }
        _ = painter.paint(
            "X", in: UnitRect(x: 0, y: 0, width: 40, height: 20), color: ink, pixelHeight: -3, bold: false, on: &canvas)
        #expect(inkedPixels(canvas).isEmpty)
    }
}
