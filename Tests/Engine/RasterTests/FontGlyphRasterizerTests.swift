import Testing

@testable import BurinRaster

@Suite struct FontGlyphRasterizerTests {
    private let sans = FontResolver.shared.font(.sans, bold: false)

    private func glyph(_ scalar: Unicode.Scalar, _ rasterizer: GlyphRasterizer) throws -> GlyphID {
        let font = try #require(sans)
        return try #require(rasterizer.glyph(for: scalar, in: font))
    }

    @Test func capitalAHasInk() throws {
        let rasterizer = GlyphRasterizer()
        let font = try #require(sans)
        let a = try #require(rasterizer.glyph(for: "A", in: font))
        let glyph = try #require(rasterizer.rasterize(a, pixelSize: 16))
        #expect(glyph.width > 0 && glyph.rows > 0)
        #expect(glyph.coverage.count == glyph.width * glyph.rows)
        #expect(glyph.hasInk)
        #expect(glyph.coverage.contains(255))
        #expect(glyph.top > 0 && glyph.top <= 16)
        #expect(glyph.advance > 0)
    }

    @Test func spaceHasAdvanceButNoInk() throws {
        let rasterizer = GlyphRasterizer()
        let space = try glyph(" ", rasterizer)
        let glyph = try #require(rasterizer.rasterize(space, pixelSize: 16))
        #expect(!glyph.hasInk)
        #expect(glyph.advance > 0)
    }

    @Test func wideAndNarrowLettersAdvanceDifferently() throws {
        let rasterizer = GlyphRasterizer()
        let w = try #require(rasterizer.rasterize(try glyph("W", rasterizer), pixelSize: 16))
        let i = try #require(rasterizer.rasterize(try glyph("i", rasterizer), pixelSize: 16))
        #expect(w.advance > i.advance * 2)
    }

    @Test func kerningTucksAVTogether() throws {
        let rasterizer = GlyphRasterizer()
        let font = try #require(sans)
        let a = try #require(rasterizer.glyph(for: "A", in: font))
        let v = try #require(rasterizer.glyph(for: "V", in: font))
        #expect(rasterizer.kerning(between: a, and: v, pixelSize: 32) < 0)
        // Glyphs of different faces never kern.
        let mono = try #require(FontResolver.shared.font(.monospace, bold: false))
        let monoV = try #require(rasterizer.glyph(for: "V", in: mono))
        #expect(rasterizer.kerning(between: a, and: monoV, pixelSize: 32) == 0)
    }

    @Test func missingCharacterAndMissingFileGiveNoGlyph() throws {
        let rasterizer = GlyphRasterizer()
        let font = try #require(sans)
        #expect(rasterizer.glyph(for: "\u{10FFFD}", in: font) == nil)
        let nowhere = FontFile(path: "/nonexistent/font.ttf", index: 0)
        #expect(rasterizer.glyph(for: "A", in: nowhere) == nil)
        #expect(rasterizer.metrics(of: nowhere, pixelSize: 16) == nil)
        let notAFont = FontFile(path: "/etc/hostname", index: 0)
        #expect(rasterizer.glyph(for: "A", in: notAFont) == nil)
    }

    @Test func hostilePixelSizesAreClamped() throws {
        let rasterizer = GlyphRasterizer()
        let a = try glyph("A", rasterizer)
        for size in [Int.min, -5, 0, 1, 100_000, Int.max] {
            let glyph = try #require(rasterizer.rasterize(a, pixelSize: size))
            #expect(glyph.rows <= GlyphRasterizer.maximumPixelSize * 2)
        }
    }

    @Test func metricsGrowWithSize() throws {
        let rasterizer = GlyphRasterizer()
        let font = try #require(sans)
        let small = try #require(rasterizer.metrics(of: font, pixelSize: 12))
        let large = try #require(rasterizer.metrics(of: font, pixelSize: 48))
        #expect(small.ascender > 0 && small.descender > 0)
        #expect(large.boxHeight > small.boxHeight * 3)
    }

    @Test func secondPassIsServedFromTheCache() throws {
        let rasterizer = GlyphRasterizer()
        let font = try #require(sans)
        let text = "The quick brown fox jumps over the lazy dog"
        let ids = text.unicodeScalars.compactMap { rasterizer.glyph(for: $0, in: font) }
        for id in ids { _ = rasterizer.rasterize(id, pixelSize: 14) }
        let first = rasterizer.cacheStatistics
        for id in ids { _ = rasterizer.rasterize(id, pixelSize: 14) }
        let second = rasterizer.cacheStatistics
        #expect(second.misses == first.misses)
        #expect(second.hits == first.hits + ids.count)
        #expect(first.entries == Set(ids).count)
        // Another size is another glyph.
        _ = rasterizer.rasterize(ids[0], pixelSize: 15)
        #expect(rasterizer.cacheStatistics.misses == first.misses + 1)
    }

    @Test func cacheStaysWithinItsByteBoundAndEvictsTheOldest() throws {
        let limit = 8_192
        let rasterizer = GlyphRasterizer(cacheByteLimit: limit)
        let font = try #require(sans)
        let ids = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars.compactMap {
            rasterizer.glyph(for: $0, in: font)
        }
        for id in ids {
            _ = rasterizer.rasterize(id, pixelSize: 40)
            #expect(rasterizer.cacheStatistics.bytes <= limit)
        }
        let filled = rasterizer.cacheStatistics
        #expect(filled.entries > 0 && filled.entries < ids.count)
        // The most recent glyph is still there; the first was evicted long ago.
        _ = rasterizer.rasterize(ids[ids.count - 1], pixelSize: 40)
        #expect(rasterizer.cacheStatistics.hits == filled.hits + 1)
        _ = rasterizer.rasterize(ids[0], pixelSize: 40)
        #expect(rasterizer.cacheStatistics.misses == filled.misses + 1)
    }

    @Test func glyphLargerThanTheBudgetIsRenderedButNotKept() throws {
        let rasterizer = GlyphRasterizer(cacheByteLimit: 64)
        let a = try glyph("A", rasterizer)
        #expect(rasterizer.rasterize(a, pixelSize: 30)?.hasInk == true)
        #expect(rasterizer.cacheStatistics.entries == 0)
        #expect(rasterizer.cacheStatistics.bytes == 0)
    }

    @Test func layoutSkipsControlsAndReportsWhatNoFontHas() throws {
        let rasterizer = GlyphRasterizer()
        let font = try #require(sans)
        let plain = rasterizer.layOut("ab", primary: font, family: .sans, resolver: .shared, pixelSize: 16)
        let hostile = rasterizer.layOut(
            "a\u{0}\u{1B}\u{200D}\u{FE0F}b\u{10FFFD}", primary: font, family: .sans, resolver: .shared,
            pixelSize: 16)
        #expect(hostile.placements.count == 2)
        #expect(hostile.advance == plain.advance)
        #expect(hostile.missing == ["\u{10FFFD}"])
    }

    @Test func layoutStopsAtItsWidthLimit() throws {
        let rasterizer = GlyphRasterizer()
        let font = try #require(sans)
        let long = String(repeating: "word ", count: 10_000)
        let run = rasterizer.layOut(
            long, primary: font, family: .sans, resolver: .shared, pixelSize: 16, maximumAdvance: 100)
        #expect(run.isTruncated)
        #expect(run.placements.count < 30)
    }
}
