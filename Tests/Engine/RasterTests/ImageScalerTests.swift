import BurinCore
import Testing

@testable import BurinRaster

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ImageScalerTests {
    @Test func twoByTwoToOneIsTheLinearLightMean() throws {
        var image = PixelCanvas(width: 2, height: 2)
        image.pixels = [.black, .white, .white, .black]
        let scaled = try ImageScaler.scaleToFill(image, width: 1, height: 1)
        // Linear mean 0.5, encoded: 1.055 * 0.5^(1/2.4) - 0.055 = 0.7354 → 187.5; the sRGB mean would be 128.
        let expected = (1.055 * pow(0.5, 1 / 2.4) - 0.055) * 255
        #expect(abs(Double(scaled[0, 0].r) - expected) <= 1)
        #expect(scaled[0, 0].r == scaled[0, 0].g && scaled[0, 0].g == scaled[0, 0].b)
        #expect(scaled[0, 0].a == 255)
    }

    @Test func transparentPixelsDoNotBleedTheirColour() throws {
        var image = PixelCanvas(width: 2, height: 2, fill: RGBA(0, 0, 0, 0))
        image[0, 0] = RGBA(255, 0, 0)
        let scaled = try ImageScaler.scaleToFill(image, width: 1, height: 1)
        #expect(scaled[0, 0] == RGBA(255, 0, 0, 64))
    }

    @Test func sameSizeKeepsEveryLevel() throws {
        var image = PixelCanvas(width: 256, height: 1)
        for i in 0..<256 { image[i, 0] = RGBA(UInt8(i), UInt8(255 - i), UInt8(i / 2)) }
        #expect(try ImageScaler.scaleToFill(image, width: 256, height: 1) == image)
    }

    @Test func cropToFillKeepsAspectAndCentres() {
        let wide = ImageScaler.cropToFill(sourceWidth: 400, sourceHeight: 100, width: 20, height: 10)
        #expect(wide == (100, 0, 200, 100))
        let tall = ImageScaler.cropToFill(sourceWidth: 100, sourceHeight: 400, width: 10, height: 10)
        #expect(tall == (0, 150, 100, 100))
    }

    @Test func wideImageIntoSquareKeepsTheMiddleColumns() throws {
        // Columns A B C D, two rows; a 2x2 fill keeps B and C unchanged.
        let colours = [RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 0, 255), RGBA(255, 255, 0)]
        var image = PixelCanvas(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { image[x, y] = colours[x] } }
        let scaled = try ImageScaler.scaleToFill(image, width: 2, height: 2)
        #expect(scaled.pixels == [colours[1], colours[2], colours[1], colours[2]])
    }

    @Test func upscalingFillsEveryPixel() throws {
        let scaled = try ImageScaler.scaleToFill(
            TestImages.solid(width: 3, height: 2, RGBA(10, 20, 30)), width: 7, height: 5)
        #expect(scaled.width == 7 && scaled.height == 5)
        #expect(scaled.pixels.allSatisfy { $0 == RGBA(10, 20, 30) })
    }

    @Test func badTargetsAreErrors() {
        let image = TestImages.solid(width: 2, height: 2, .white)
        #expect(throws: ImageError.self) { try ImageScaler.scaleToFill(image, width: 0, height: 3) }
        #expect(throws: ImageError.self) { try ImageScaler.scaleToFill(image, width: 5000, height: 3) }
        #expect(throws: ImageError.self) {
            try ImageScaler.scaleToFill(PixelCanvas(width: 0, height: 0), width: 1, height: 1)
        }
    }
}
