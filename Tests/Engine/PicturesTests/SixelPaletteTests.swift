import BurinCore
import BurinRaster
import Testing

@testable import BurinPictures

/// Sixel pictures over a slow link: fewer colours, decided from the link's measured rate, fewer bytes.
@Suite struct SixelPaletteTests {
    @Test func theColoursHalveAsTheLinkSlowsDownToAFloor() {
        #expect(SixelPalette.colors(forLink: nil) == nil, "not measured: as made")
        #expect(SixelPalette.colors(forLink: 1_000_000) == nil)
        #expect(SixelPalette.colors(forLink: 40_000_000) == nil)
        #expect(SixelPalette.colors(forLink: 800_000) == 128)
        #expect(SixelPalette.colors(forLink: 500_000) == 64)
        #expect(SixelPalette.colors(forLink: 250_000) == 32)
        #expect(SixelPalette.colors(forLink: 9_600) == SixelPalette.fewestColors)
        for hostile in [0, -5, Double.nan, -Double.infinity] {
            #expect(SixelPalette.colors(forLink: hostile) == nil, "\(hostile)")
        }
        #expect(SixelPalette.estimatedBytes(9000, colors: nil) == 9000)
        #expect(SixelPalette.estimatedBytes(9000, colors: 64) == 4500)
    }

    /// The sequence with fewer colours defines at most that many registers, is shorter, and shows the
    /// picture reduced from its own colours (transparent pixels stay untouched).
    @Test func aPictureWithFewerColoursIsShorterAndShowsItsReduction() throws {
        var canvas = TestPictures.photo(width: 63, height: 76)
        for x in 0..<10 { canvas[x, 0] = .clear }
        let payload = SixelPayload(SixelQuantizer.quantize(canvas, maxColors: 256))
        let whole = PixelRect(payload.image.size)
        #expect(payload.sequence(for: whole, colors: nil) == payload.whole)
        #expect(payload.sequence(for: whole, colors: 256) == payload.whole)

        let reduced = SixelPalette.reduced(payload.image, to: 32)
        #expect(reduced.palette.count <= 32 && payload.image.palette.count > 32)
        let bytes = payload.sequence(for: whole, colors: 32)
        #expect(bytes == SixelEncoder.encode(reduced))
        #expect(bytes.count * 2 < payload.whole.count, "\(bytes.count) against \(payload.whole.count)")
        let shown = try #require(SixelDecoder.decode(bytes))
        #expect(shown.width == canvas.width && shown.height == canvas.height)
        #expect((0..<10).allSatisfy { shown[$0, 0].a == 0 }, "transparent pixels are left alone")
        #expect(Set(shown.pixels.filter { $0.a > 0 }).count <= 32)

        // A part of it, as a picture cut by the list's edge is drawn.
        let part = PixelRect(x: 0, y: 12, width: 63, height: 30)
        #expect(payload.sequence(for: part, colors: 32) == SixelEncoder.encode(reduced, source: part))
        // The writer draws a plan's sixels with the plan's colours.
        let action = GraphicsAction<Int>.drawSixel(
            key: 1, cells: CellRect(x: 0, y: 0, width: 7, height: 4), source: whole)
        let written = GraphicsWriter().bytes(for: [action], sixel: { _ in payload }, sixelColors: 32)
        #expect(written.count < payload.whole.count && written.count > bytes.count)
    }

    /// Over a link measured slow every sixel is planned with fewer colours, and costed so: two pictures
    /// that would not fit one frame's room in full colour both go.
    @Test func theSlowLinksPlanCostsThePicturesWithTheirFewerColours() {
        let images = [
            SixelPlacementPlannerTests.image(row: 0, key: 5, y: 2),
            SixelPlacementPlannerTests.image(row: 1, key: 6, y: 8),
        ]
        func plan(rate: Double?) -> PlacementPlan<Int> {
            var planner = SixelPlacementPlanner<Int>()
            return planner.plan(
                PlacementFrame(
                    screen: SixelPlacementPlannerTests.screen, viewport: SixelPlacementPlannerTests.viewport,
                    images: images, linkBudget: 12_000, isStill: true, linkRate: rate))
        }
        let fast = plan(rate: nil)
        #expect(fast.sixelColors == nil && fast.actions.count == 1 && fast.waiting.count == 1)
        let slow = plan(rate: 250_000)
        #expect(slow.sixelColors == 32 && slow.actions.count == 2 && slow.waiting.isEmpty)
        #expect(slow.payloadBytes == 2 * SixelPalette.estimatedBytes(9000, colors: 32))
    }
}
