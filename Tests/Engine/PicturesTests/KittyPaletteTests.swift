import BurinCore
import BurinRaster
import Testing

@testable import BurinPictures

/// kitty pictures over a slow link: indexed PNG with fewer colours, decided from the link's measured
/// rate, far fewer bytes; a picture in a file or over a fast link goes as made.
@Suite struct KittyPaletteTests {
    @Test func theColoursFollowTheSixelRuleAndOnlyOnASlowLink() {
        for rate in [nil, 1_000_000, 40_000_000, 800_000, 500_000, 250_000, 9_600, 0, -5, Double.nan] as [Double?] {
            #expect(
                KittyPalette.colors(forLink: rate) == SixelPalette.colors(forLink: rate), "\(String(describing: rate))")
        }
        #expect(KittyPalette.colors(forLink: 250_000) == 32)
        #expect(KittyPalette.estimatedBytes(9000, colors: nil) == 9000)
        #expect(KittyPalette.estimatedBytes(9000, colors: 256) == 9000)
        #expect(KittyPalette.estimatedBytes(9000, colors: 64) < 9000 / 2)
    }

    /// The reduction is an indexed PNG in the escape that kitty shows as the picture with at most that
    /// many colours (its transparent corners still transparent), at under half the bytes of the
    /// deflated RGB, and the same bytes every time it is made (a repaint sends what settled).
    @Test func aReducedPictureIsAnIndexedPNGOfFewerColoursAndFewerBytes() throws {
        var canvas = TestPictures.photo(width: 90, height: 108)
        for x in 0..<6 { canvas[x, 0] = .clear }
        let made = try KittyPayload(canvas, format: .rgb, transport: .inline(compressed: true))
        #expect(made.format == .rgba)
        for colors in [64, 32] {
            let reduced = try #require(KittyPalette.reduced(made, to: colors))
            #expect(reduced.format == .png && reduced.size == made.size)
            guard case .inline(let base64, let compressed) = reduced.transmission else {
                Issue.record("not in the escape")
                return
            }
            #expect(!compressed, "PNG is deflated already")
            let png = try #require(Base64.decode(base64))
            #expect(png[25] == 3, "colour type 3: indexed")
            let shown = try #require(reduced.pixels)
            #expect(shown.width == canvas.width && shown.height == canvas.height)
            #expect((0..<6).allSatisfy { shown[$0, 0].a == 0 }, "transparent pixels stay transparent")
            #expect(shown.pixels.filter { $0.a == 255 }.count == canvas.pixels.count - 6)
            #expect(Set(shown.pixels.filter { $0.a > 0 }).count <= colors)
            let quantized = SixelQuantizer.quantize(canvas, maxColors: colors).canvasPixels
            #expect(shown.pixels == quantized, "the quantiser's picture, pixel for pixel")
            #expect(reduced.linkBytes * 2 < made.linkBytes, "\(reduced.linkBytes) against \(made.linkBytes)")
            #expect(KittyPalette.reduced(made, to: colors) == reduced, "the same bytes again")
        }
    }

    /// A picture the terminal reads from a file costs the link its path only: it goes as made.
    @Test func aPictureInAFileIsNotReduced() throws {
        let file = KittyPayload(
            size: PixelSize(width: 2, height: 2), format: .rgb,
            transmission: .file(KittyPictureFile(path: "/nonexistent/burin-picture", bytes: 12)))
        #expect(KittyPalette.reduced(file, to: 32) == nil)
    }

    static let images = [
        KittyPlacementPlannerTests.image(row: 0, key: 5, y: 2),
        KittyPlacementPlannerTests.image(row: 1, key: 6, y: 8),
    ]

    static func plan(
        _ planner: inout KittyPlacementPlanner<Int>, rate: Double?, budget: Int?, isStill: Bool = true
    ) -> PlacementPlan<Int> {
        planner.plan(
            PlacementFrame(
                screen: KittyPlacementPlannerTests.screen, viewport: KittyPlacementPlannerTests.viewport,
                images: images, linkBudget: budget, isStill: isStill, linkRate: rate))
    }

    static func transmissions(_ plan: PlacementPlan<Int>) -> Int {
        plan.actions.filter { if case .transmit = $0 { true } else { false } }.count
    }

    /// Over a link measured slow the kitty plan says the colours and costs its transmissions so: a
    /// picture larger than the frame's room as made goes within it reduced. Over a fast or unmeasured
    /// link the plan is what it was.
    @Test func theSlowLinksPlanCostsTransmissionsWithTheirFewerColours() {
        var unmeasured = KittyPlacementPlanner<Int>()
        let asMade = Self.plan(&unmeasured, rate: nil, budget: 2_000, isStill: false)
        #expect(asMade.kittyColors == nil && Self.transmissions(asMade) == 0 && asMade.waiting.count == 2)
        var fast = KittyPlacementPlanner<Int>()
        #expect(Self.plan(&fast, rate: 2_000_000, budget: 2_000, isStill: false).actions == asMade.actions)
        var slow = KittyPlacementPlanner<Int>()
        let reduced = Self.plan(&slow, rate: 250_000, budget: 2_000, isStill: false)
        #expect(reduced.kittyColors == 32 && Self.transmissions(reduced) == 1 && reduced.waiting.count == 1)
        #expect(reduced.payloadBytes == KittyPalette.estimatedBytes(9000, colors: 32))
    }

    /// Each reduction is made on the main loop as it is written: one a frame over a slow link, the
    /// next in the next frame; as made, both go at once.
    @Test func aSlowLinkGetsOneReducedPictureAFrame() {
        var slow = KittyPlacementPlanner<Int>()
        let first = Self.plan(&slow, rate: 250_000, budget: nil)
        #expect(Self.transmissions(first) == KittyPlacementPlanner<Int>.reducedPerFrame && first.waiting.count == 1)
        let second = Self.plan(&slow, rate: 250_000, budget: nil)
        #expect(Self.transmissions(second) == 1 && second.waiting.isEmpty)
        #expect(Self.plan(&slow, rate: 250_000, budget: nil).actions.isEmpty, "both are there")
        var fast = KittyPlacementPlanner<Int>()
        let both = Self.plan(&fast, rate: nil, budget: nil)
        #expect(Self.transmissions(both) == 2 && both.waiting.isEmpty)
    }
}
