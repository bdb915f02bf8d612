import BurinCore
import BurinQuality
import BurinRaster
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The PSNR the image-quality bench reports, checked against figures worked out by hand.
@Suite struct ImageQualityPSNRTests {
    @Test func identicalImagesHaveInfinitePSNR() {
        var image = PixelCanvas(width: 5, height: 3, fill: RGBA(12, 200, 77))
        image[2, 1] = RGBA(0, 0, 0)
        #expect(HalfBlockQuality.psnr(image, image) == .infinity)
    }

    @Test func oneLevelEverywhereIsFortyEightDecibels() {
        let a = PixelCanvas(width: 4, height: 4, fill: RGBA(100, 150, 200))
        let b = PixelCanvas(width: 4, height: 4, fill: RGBA(101, 149, 201))
        // Every channel off by one: MSE 1, so PSNR = 10 log10(255²) = 48.1308 dB.
        #expect(abs(HalfBlockQuality.psnr(a, b) - 10 * log10(65025)) < 1e-9)
        #expect(abs(HalfBlockQuality.psnr(a, b) - 48.130_803_608_679) < 1e-9)
    }

    @Test func oneLevelInOneChannelOfOnePixel() {
        let a = PixelCanvas(width: 4, height: 4, fill: RGBA(100, 150, 200))
        var b = a
        b[3, 2] = RGBA(100, 151, 200)
        // One squared error of 1 over 4 x 4 pixels x 3 channels: MSE 1/48.
        #expect(abs(HalfBlockQuality.psnr(a, b) - 10 * log10(65025.0 * 48)) < 1e-9)
    }

    @Test func halfBlockCellsOfAScaledImageReconstructIt() throws {
        var source = PixelCanvas(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 { source[x, y] = RGBA(UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2)) }
        }
        let scaled = try ImageScaler.scaleToFill(source, width: 16, height: 16)
        let cells = Blitter.halfBlock.blit(
            scaled, region: CellRect(x: 0, y: 0, width: 16, height: 8), background: .black)
        let shown = HalfBlockQuality.reconstruct(cells, columns: 16, rows: 8)
        // Half blocks carry both pixels of a cell in full colour: nothing is lost after scaling.
        #expect(HalfBlockQuality.psnr(shown, scaled) == .infinity)
    }
}
