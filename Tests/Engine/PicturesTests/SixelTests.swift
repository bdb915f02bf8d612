import BurinCore
import BurinQuality
import BurinRaster
import Testing

@testable import BurinPictures

@Suite struct SixelTests {
    /// Sixel carries colours in percent: a channel comes back within 1.3 levels.
    static func close(_ a: RGBA, _ b: RGBA, tolerance: Int = 2) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && a.a == b.a
    }

    @Test func fewColoursAreKeptExactlyAndRoundTrip() throws {
        var canvas = PixelCanvas(width: 13, height: 11, fill: RGBA(200, 30, 40))
        for y in 0..<11 {
            for x in 0..<13 where (x + y) % 3 == 0 { canvas[x, y] = RGBA(10, 240, 90) }
        }
        canvas[12, 10] = RGBA(1, 2, 3)
        let image = SixelQuantizer.quantize(canvas)
        #expect(image.palette.count == 3)
        #expect(image.canvasPixels == canvas.pixels)
        let decoded = try #require(SixelDecoder.decode(SixelEncoder.encode(image)))
        #expect(decoded.width == 13 && decoded.height == 11)
        #expect(zip(decoded.pixels, canvas.pixels).allSatisfy { Self.close($0, $1) })
    }

    @Test func photoUsesAtMostTheLimitAndEveryPixelItsNearestEntry() {
        let canvas = TestPictures.photo(width: 56, height: 68)
        for limit in [256, 64, 16, 2] {
            let image = SixelQuantizer.quantize(canvas, maxColors: limit)
            #expect(image.palette.count <= limit && image.palette.count >= min(limit, 2))
            let w = SixelQuantizer.channelWeights
            func distance(_ a: RGBA, _ b: RGBA) -> Int {
                let dr = Int(a.r) - Int(b.r)
                let dg = Int(a.g) - Int(b.g)
                let db = Int(a.b) - Int(b.b)
                return w.r * dr * dr + w.g * dg * dg + w.b * db * db
            }
            for (p, index) in zip(canvas.pixels, image.indices) {
                let chosen = distance(p, image.palette[Int(index)])
                #expect(image.palette.allSatisfy { distance(p, $0) >= chosen })
            }
        }
    }

    @Test func quantisingIsDeterministicAndCloseForPhotos() {
        let canvas = TestPictures.photo(width: 56, height: 68)
        let a = SixelQuantizer.quantize(canvas)
        let b = SixelQuantizer.quantize(canvas)
        #expect(a == b)
        #expect(SixelEncoder.encode(a) == SixelEncoder.encode(b))
        // A grainy photo has ~3,800 colours: 256 keep it above 36 dB PSNR, 16 above 26 dB (ImageMagick's
        // `-colors` gives 35 and 24 on the same picture).
        for (limit, floor) in [(256, 36.0), (16, 26.0)] {
            var shown = canvas
            shown.pixels = SixelQuantizer.quantize(canvas, maxColors: limit).canvasPixels
            #expect(HalfBlockQuality.psnr(canvas, shown) > floor)
        }
    }

    @Test func transparentPixelsAreLeftUntouched() throws {
        let canvas = TestPictures.noise(width: 9, height: 14, seed: 3, transparency: true)
        let image = SixelQuantizer.quantize(canvas)
        let decoded = try #require(SixelDecoder.decode(SixelEncoder.encode(image)))
        for (p, q) in zip(canvas.pixels, decoded.pixels) {
            #expect(p.a == 0 ? q.a == 0 : q.a == 255)
        }
        #expect(Array("\u{1B}P0;1;0q".utf8) == Array(SixelEncoder.encode(image).prefix(8)))
    }

    @Test func cropShowsExactlyThatPart() throws {
        let canvas = TestPictures.noise(width: 20, height: 30, seed: 5)
        let image = SixelQuantizer.quantize(canvas, maxColors: 256)
        let crop = PixelRect(x: 3, y: 7, width: 11, height: 17)
        let decoded = try #require(SixelDecoder.decode(SixelEncoder.encode(image, source: crop)))
        #expect(decoded.width == 11 && decoded.height == 17)
        let shown = image.canvasPixels
        for y in 0..<17 {
            for x in 0..<11 {
                #expect(Self.close(decoded[x, y], shown[(y + 7) * 20 + x + 3]))
            }
        }
    }

    @Test func runsAreLengthEncoded() {
        let image = SixelQuantizer.quantize(PixelCanvas(width: 100, height: 6, fill: RGBA(0, 0, 255)))
        #expect(readable(SixelEncoder.encode(image)) == "␛P0;1;0q\"1;1;100;6#0;2;0;0;100#0!100~␛\\")
    }

    @Test func randomSizesRoundTrip() throws {
        var random = SplitMix64(seed: 11)
        for round in 0..<60 {
            let width = random.int(1...40)
            let height = random.int(1...40)
            let canvas = TestPictures.noise(
                width: width, height: height, seed: UInt64(round), transparency: round % 2 == 0)
            let image = SixelQuantizer.quantize(canvas, maxColors: random.int(1...256))
            let decoded = try #require(SixelDecoder.decode(SixelEncoder.encode(image)))
            #expect(decoded.width == width && decoded.height == height)
            #expect(zip(decoded.pixels, image.canvasPixels).allSatisfy { Self.close($0, $1) })
        }
    }

    @Test func decoderSurvivesHostileBytes() {
        var random = SplitMix64(seed: 13)
        let alphabet = Array("0123456789;#!$-\"?~q@AZ".utf8) + [0x1B, 0x90, 0x9C]
        for _ in 0..<300 {
            var bytes = Array("\u{1B}P0;1q".utf8)
            bytes += (0..<random.int(0...200)).map { _ in random.pick(alphabet) }
            if let canvas = SixelDecoder.decode(bytes) {
                #expect(canvas.width <= SixelDecoder.maximumSide && canvas.height <= SixelDecoder.maximumSide)
            }
        }
        #expect(SixelDecoder.decode(Array("no sixel here".utf8)) == nil)
        let huge = SixelDecoder.decode(Array("\u{1B}Pq\"1;1;99999;99999#0;2;100;0;0!99999~".utf8))
        #expect(huge?.width == SixelDecoder.maximumSide)
    }
}
