import BurinCore
import BurinPictures
import BurinRaster
import Foundation
import Testing

@testable import BurinBench

/// The image-quality bench's pieces, and a short run of it.
@Suite struct ImageQualityBenchTests {
    @Test func cropKeepsTheLargestCentredPartOfTheSlotsAspect() {
        var wide = PixelCanvas(width: 300, height: 200)
        wide[50, 0] = RGBA(1, 2, 3)
        let square = ImageQualityCrop.toAspect(wide, width: 72, height: 72)
        #expect(square.width == 200 && square.height == 200)
        #expect(square[0, 0] == RGBA(1, 2, 3))
        let flat = ImageQualityCrop.toAspect(PixelCanvas(width: 100, height: 100), width: 144, height: 72)
        #expect(flat.width == 100 && flat.height == 50)
    }

    @Test func stretchAveragesEachAxisOnItsOwn() {
        var source = PixelCanvas(width: 2, height: 1)
        source[0, 0] = RGBA(200, 10, 10)
        source[1, 0] = RGBA(10, 10, 200)
        // Doubling across and quadrupling down repeats each pixel: nothing is cropped.
        let stretched = ImageQualityStretch.scale(source, width: 4, height: 4)
        for y in 0..<4 {
            #expect((0..<4).map { stretched[$0, y] } == [source[0, 0], source[0, 0], source[1, 0], source[1, 0]])
        }
        // Black and white averaged in light: 188, not the encoded mean 128.
        var pair = PixelCanvas(width: 2, height: 1)
        pair[0, 0] = .black
        pair[1, 0] = .white
        #expect(ImageQualityStretch.scale(pair, width: 1, height: 3)[0, 1] == RGBA(188, 188, 188))
        // An awkward aspect (211 x 256 into 16 x 12) keeps every side of the picture.
        var tall = PixelCanvas(width: 211, height: 256, fill: RGBA(0, 0, 255))
        for x in 0..<211 { tall[x, 0] = RGBA(255, 0, 0) }
        let grid = ImageQualityStretch.scale(tall, width: 16, height: 12)
        #expect(grid.width == 16 && grid.height == 12 && grid[8, 0].r > 0 && grid[8, 11] == RGBA(0, 0, 255))
    }

    @Test func displayDrawsBlockCellsAsTheTerminalDoes() throws {
        let display = ImageQualityDisplay(cell: PixelSize(width: 4, height: 6))
        let red = CellColor.rgb(255, 0, 0)
        let blue = CellColor.rgb(0, 0, 255)
        // ▀ red over blue; the sextant with only its upper-left part set (U+1FB00).
        let cells = [
            Cell("▀", foreground: red, background: blue), Cell("\u{1FB00}", foreground: red, background: blue),
        ]
        let shown = try display.render(cells, columns: 2, rows: 1)
        #expect(shown.width == 8 && shown.height == 6)
        #expect(
            (0..<3).allSatisfy { shown[1, $0] == RGBA(255, 0, 0) }
                && (3..<6).allSatisfy { shown[1, $0] == RGBA(0, 0, 255) })
        #expect(shown[4, 0] == RGBA(255, 0, 0) && shown[5, 1] == RGBA(255, 0, 0))
        #expect(shown[6, 0] == RGBA(0, 0, 255) && shown[4, 2] == RGBA(0, 0, 255))
        var clear = PixelCanvas(width: 1, height: 1)
        clear[0, 0] = RGBA(200, 100, 0, 0)
        #expect(display.opaque(clear)[0, 0] == .black)
    }

    @Test func aPictureAgainstItselfScoresPerfectly() {
        let picture = ImageQualityScene.landscape.draw(width: 72, height: 72)
        #expect(ImageQualityBench.score(picture, picture) == ImageQualityScore(ssim: 1, deltaE: 0))
    }

    @Test func pixelsBeatBlocksOnGeneratedPictures() throws {
        let folder = try ImageQualityBench.workFolder(
            NSTemporaryDirectory() + "/quality-test-\(UUID().uuidString.prefix(6))")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for scene in [ImageQualityScene.landscape, .gradientShapes] {
            let path = "\(folder)/\(scene.rawValue).png"
            try Data(try PNGCodec.encode(scene.draw(width: 128, height: 96))).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        var bench = ImageQualityBench(
            images: paths, sizes: [CellSize(width: 8, height: 4)], chafa: nil, temporary: folder)
        bench.runs = 1
        let report = try bench.run()
        let result = try #require(report.sizes.first)
        #expect(result.pixels == PixelSize(width: 72, height: 72))
        let kitty = try #require(result.score(.kitty))
        let sixel = try #require(result.score(.sixel))
        let half = try #require(result.score(.halfBlocks))
        let sextants = try #require(result.score(.sextants))
        #expect(kitty == ImageQualityScore(ssim: 1, deltaE: 0))
        #expect(sixel.ssim > 0.95 && sixel.deltaE < 2)
        #expect(half.ssim < sixel.ssim - 0.2 && sextants.ssim < sixel.ssim - 0.1)
        #expect(half.deltaE > sixel.deltaE)
        #expect(result.score(.chafaHalfBlocks) == nil && !report.chafaAvailable)
        let cost = try #require(result.pixelCost)
        #expect(cost.kittyPNGBytes > 0 && cost.kittyRawBytes > 72 * 72 * 3 && cost.sixelBytes > 0)
        let json = report.json
        #expect(json["cell_pixels"] as? String == "9x18")
        let sizes = try #require(json["sizes"] as? [[String: Any]])
        let methods = try #require(sizes.first?["methods"] as? [String: Any])
        #expect(Set(methods.keys) == Set(ImageQualityMethod.allCases.map(\.rawValue)))
        // In 16 and 8 colours, the blitters only, each shown in the palette: further from the
        // photograph than in full colour.
        #expect(report.palettes.map(\.palette) == [.ansi16, .ansi8])
        for inPalette in report.palettes {
            let paletteHalf = try #require(inPalette.score(.halfBlocks))
            #expect(try #require(inPalette.score(.sextants)).ssim > 0)
            #expect(paletteHalf.deltaE > half.deltaE, "\(inPalette.palette): \(paletteHalf) against \(half)")
            #expect(inPalette.score(.kitty) == nil && inPalette.score(.chafaHalfBlocks) == nil)
        }
        // Title, header, the size, each palette's title and size, the cost header, its costs.
        #expect(report.tableRows.count == 9)
    }

    @Test func chafaIsScoredTheSameWayWhenInstalled() throws {
        guard let chafa = ChafaRunner.find() else {
            try Test.cancel("chafa is not installed (scripts/install-deps.sh installs it)")
        }
        let folder = try ImageQualityBench.workFolder(
            NSTemporaryDirectory() + "/quality-chafa-\(UUID().uuidString.prefix(6))")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/landscape.png"
        try Data(try PNGCodec.encode(ImageQualityScene.landscape.draw(width: 128, height: 128))).write(
            to: URL(fileURLWithPath: path))
        var bench = ImageQualityBench(
            images: [path], sizes: [CellSize(width: 8, height: 4)], chafa: chafa, temporary: folder)
        bench.runs = 1
        bench.chafaRuns = 1
        let result = try #require(try bench.run().sizes.first)
        let chafaHalf = try #require(result.score(.chafaHalfBlocks))
        let chafaSextants = try #require(result.score(.chafaSextants))
        // chafa's blocks are blocks: far from the photograph's pixels, like Burin's.
        #expect(chafaHalf.ssim > 0.2 && chafaHalf.ssim < 0.9)
        #expect(chafaSextants.ssim > 0.2 && chafaSextants.ssim < 0.95)
        #expect(result.images.first?.chafaGridMatches == true)
        #expect(result.chafaAmortisedSeconds != nil)
        // chafa told 16 and 8 colours is scored in the palette beside Burin.
        for inPalette in try bench.run().palettes {
            let chafaInPalette = try #require(inPalette.score(.chafaHalfBlocks))
            #expect(chafaInPalette.ssim > 0.1 && chafaInPalette.ssim < 0.9)
            #expect(inPalette.score(.chafaSextants) != nil)
        }
    }
}
