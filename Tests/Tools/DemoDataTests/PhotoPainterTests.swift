import BurinCore
import BurinRaster
import Testing

@testable import BurinDemoData

/// The generator's photos: the same on every machine, and pictures of dishes rather than flat colour
/// (which would decode unrealistically fast) or noise.
@Suite struct PhotoPainterTests {
    /// FNV-1a over the pixels' bytes.
    private func fingerprint(_ canvas: PixelCanvas) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for p in canvas.pixels {
            for byte in [p.r, p.g, p.b, p.a] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        return hash
    }

    @Test func samePhotoSpecPaintsTheSamePixels() {
        let spec = PhotoSpec(seed: 99, dish: .noodleSoup, width: 96, height: 72, format: .jpeg)
        let a = PhotoPainter.paint(spec)
        #expect(a == PhotoPainter.paint(spec))
        var other = spec
        other.seed = 100
        #expect(a != PhotoPainter.paint(other))
    }

    @Test func pixelsArePinnedAcrossMachines() {
        // Only exactly rounded float operations in a fixed order go into a photo (see PhotoMath): a
        // change here means every photo changed, and PhotoFeed.generatorVersion must be bumped.
        let soup = PhotoPainter.paint(PhotoSpec(seed: 5, dish: .spicyBroth, width: 80, height: 64, format: .jpeg))
        let tea = PhotoPainter.paint(PhotoSpec(seed: 6, dish: .milkTea, width: 48, height: 64, format: .png))
        #expect(fingerprint(soup) == 17_518_449_904_961_391_984)
        #expect(fingerprint(tea) == 6_660_967_586_078_055_169)
    }

    @Test(arguments: DishKind.allCases)
    func everyDishLooksLikeAPhotoOfADish(_ dish: DishKind) throws {
        let canvas = PhotoPainter.paint(PhotoSpec(seed: 17, dish: dish, width: 120, height: 96, format: .jpeg))
        #expect(canvas.width == 120 && canvas.height == 96)
        #expect(canvas.pixels.allSatisfy { $0.isOpaque })
        // Smooth like a photo: neighbouring pixels are close on average (noise differs by ~85; at this
        // small size a photo's edges and strands weigh more than at full size).
        var difference = 0
        for y in 0..<canvas.height {
            for x in 1..<canvas.width {
                let a = canvas[x - 1, y]
                let b = canvas[x, y]
                difference += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
            }
        }
        let meanDifference = Double(difference) / Double(canvas.height * (canvas.width - 1) * 3)
        #expect(meanDifference > 1 && meanDifference < 25, "\(meanDifference)")
        // Detailed like a photo: many colours, and its JPEG is several times a flat picture's.
        #expect(Set(canvas.pixels).count > 2_000)
        let jpeg = try JPEGCodec.encode(canvas, quality: PhotoSpec.jpegQuality)
        let flat = try JPEGCodec.encode(PixelCanvas(width: 120, height: 96, fill: canvas[60, 48]), quality: 80)
        #expect(jpeg.count > 3 * flat.count, "\(jpeg.count) bytes against \(flat.count) for flat colour")
        // A dish in the middle: the centre differs from the table at the edges.
        #expect(distance(mean(canvas, central: true), mean(canvas, central: false)) > 20)
    }

    @Test func sizesFormatsAndDishesFollowTheFeedsTheyImitate() {
        var pngs = 0
        var dishes = Set<DishKind>()
        var aspects = Set<Int>()
        for seed in 0..<600 {
            let spec = PhotoSpec(seed: UInt64(seed), category: seed % 2 == 0 ? "米粉面馆" : "西餐")
            let long = max(spec.width, spec.height)
            #expect((320...800).contains(long), "\(spec)")
            #expect(min(spec.width, spec.height) * 16 >= long * 9 - 16, "\(spec)")
            if spec.format == .png {
                pngs += 1
                #expect(long <= PhotoSpec.pngLongestSide)
            }
            #expect(DishKind.choices(for: seed % 2 == 0 ? "米粉面馆" : "西餐").contains(spec.dish))
            dishes.insert(spec.dish)
            aspects.insert(spec.width * 100 / spec.height)
        }
        #expect(pngs > 70 && pngs < 130, "\(pngs) PNGs of 600")
        #expect(dishes == [.noodleSoup, .pizza, .pasta, .steak])
        #expect(aspects.count >= 5)
        #expect(DishKind.choices(for: "unknown") == DishKind.allCases)
    }

    @Test func directionsLieOnTheUnitCircle() {
        for (turns, expected) in [
            (0, SIMD2<Float>(1, 0)), (0.25, SIMD2(0, 1)), (0.5, SIMD2(-1, 0)), (0.75, SIMD2(0, -1)),
        ] {
            let d = PhotoMath.direction(turns: Float(turns))
            #expect(abs(d.x - expected.x) < 1e-6 && abs(d.y - expected.y) < 1e-6)
        }
        for step in 0..<100 {
            let d = PhotoMath.direction(turns: Float(step) / 37 - 1)
            #expect(abs(d.x * d.x + d.y * d.y - 1) < 1e-5)
        }
        let eighth = PhotoMath.direction(turns: 0.125)
        #expect(abs(eighth.x - 0.707_106_78) < 1e-6 && abs(eighth.y - 0.707_106_78) < 1e-6)
    }

    private func mean(_ canvas: PixelCanvas, central: Bool) -> SIMD3<Double> {
        var sum = SIMD3<Double>.zero
        var count = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let dx = Double(x) / Double(canvas.width) - 0.5
                let dy = Double(y) / Double(canvas.height) - 0.5
                let inside = abs(dx) < 0.15 && abs(dy) < 0.15
                let border = abs(dx) > 0.45 || abs(dy) > 0.45
                guard central ? inside : border else { continue }
                let p = canvas[x, y]
                sum += SIMD3(Double(p.r), Double(p.g), Double(p.b))
                count += 1
            }
        }
        return sum / max(1, count)
    }

    private func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}
