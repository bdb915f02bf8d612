import BurinCore
import BurinQuality
import BurinRaster
import Testing

@Suite struct HalfBlockQualityTests {
    /// A smooth two-axis gradient.
    private static func gradient(width: Int, height: Int) -> PixelCanvas {
        var canvas = PixelCanvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                canvas[x, y] = RGBA(UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 128)
            }
        }
        return canvas
    }

    @Test func reconstructInvertsTheHalfBlockBlitterForOpaqueImages() {
        let image = Self.gradient(width: 12, height: 8)
        let cells = Blitter.halfBlock.blit(
            image, region: CellRect(x: 0, y: 0, width: 12, height: 4), background: .clear)
        let back = HalfBlockQuality.reconstruct(cells, columns: 12, rows: 4)
        #expect(back == image)
        #expect(HalfBlockQuality.psnr(image, back) == .infinity)
    }

    @Test func reconstructReadsEachGlyph() {
        let cells = [
            Cell("▀", foreground: .rgb(1, 1, 1), background: .rgb(2, 2, 2)),
            Cell("▄", foreground: .rgb(3, 3, 3), background: .terminalDefault),
            Cell("█", foreground: .rgb(4, 4, 4)),
            Cell("x", foreground: .rgb(5, 5, 5), background: .rgb(6, 6, 6)),
        ]
        let canvas = HalfBlockQuality.reconstruct(cells, columns: 4, rows: 1, defaultBackground: RGBA(9, 9, 9))
        #expect(
            canvas.pixels == [
                RGBA(1, 1, 1), RGBA(9, 9, 9), RGBA(4, 4, 4), RGBA(6, 6, 6),
                RGBA(2, 2, 2), RGBA(3, 3, 3), RGBA(4, 4, 4), RGBA(6, 6, 6),
            ])
    }

    @Test func psnrOfAKnownError() {
        let a = PixelCanvas(width: 4, height: 4, fill: RGBA(100, 100, 100))
        let b = PixelCanvas(width: 4, height: 4, fill: RGBA(110, 100, 100))
        // MSE = 100 / 3 per channel → 10 log10(65025 * 3 / 100) = 32.9 dB.
        #expect(abs(HalfBlockQuality.psnr(a, b) - 32.903) < 0.01)
        #expect(HalfBlockQuality.psnr(a, PixelCanvas(width: 3, height: 4, fill: .white)) == 0)
    }
}
