import BurinQuality
import BurinRaster
import Testing

@testable import BurinCore

@Suite struct PerceptualMetricTests {
    /// Sharma, Wu and Dalal (2005), table 1: L*a*b* pairs chosen to straddle every branch of the
    /// formula (hue averaging, the rotation term), with ΔE00 to four decimals.
    static let sharmaPairs: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    @Test func ciede2000MatchesSharmasTestPairs() {
        for (i, p) in Self.sharmaPairs.enumerated() {
            let x = CIELab(l: p.0, a: p.1, b: p.2)
            let y = CIELab(l: p.3, a: p.4, b: p.5)
            let forward = CIEDE2000.difference(x, y)
            #expect(abs(forward - p.6) < 0.00005, "pair \(i + 1): \(forward), want \(p.6)")
            #expect(abs(CIEDE2000.difference(y, x) - forward) < 1e-9, "pair \(i + 1) is not symmetric")
        }
    }

    /// (Lab itself, white, black and red where references put them, is BurinCore's `CIELabTests`.)
    @Test func aGreyIsNoDistanceFromItselfAndBlackIsAFiniteOneAway() {
        let grey = RGBA(128, 128, 128)
        #expect(CIEDE2000.difference(grey, grey) == 0)
        #expect(!CIEDE2000.difference(RGBA.black, grey).isNaN)
    }

    @Test func meanDifferenceAveragesOverPixels() {
        let a = PixelCanvas(width: 4, height: 2, fill: RGBA(100, 150, 200))
        var b = a
        b[1, 1] = RGBA(110, 150, 200)
        let one = CIEDE2000.difference(RGBA(100, 150, 200), RGBA(110, 150, 200))
        #expect(abs(CIEDE2000.meanDifference(a, b)! - one / 8) < 1e-12)
        #expect(CIEDE2000.meanDifference(a, a) == 0)
        #expect(CIEDE2000.meanDifference(a, PixelCanvas(width: 2, height: 2)) == nil)
    }

    /// The ramp-and-noise pair the figures below were computed for with an independent NumPy/SciPy
    /// implementation of Wang et al.'s MATLAB `ssim_index` (11 x 11 Gaussian, σ 1.5, valid windows).
    static func pair(width: Int, height: Int) -> ([Double], [Double]) {
        var x: [Double] = []
        var y: [Double] = []
        for r in 0..<height {
            for c in 0..<width {
                let v = Double((7 * c + 3 * r) % 256)
                x.append(v)
                y.append(min(255, max(0, v + Double((r * 31 + c * 17) % 23) - 11)))
            }
        }
        return (x, y)
    }

    @Test func ssimMatchesAnIndependentImplementation() throws {
        let (x, y) = Self.pair(width: 24, height: 20)
        let value = try #require(StructuralSimilarity.mean(x, y, width: 24, height: 20))
        #expect(abs(value - 0.878_774_573_282) < 1e-9)
        // Smaller than the window: the window shrinks to the image.
        var cutX: [Double] = []
        var cutY: [Double] = []
        for r in 0..<5 {
            for c in 0..<6 {
                cutX.append(x[r * 24 + c])
                cutY.append(y[r * 24 + c])
            }
        }
        let tiny = try #require(StructuralSimilarity.mean(cutX, cutY, width: 6, height: 5))
        #expect(abs(tiny - 0.855_974_278_979) < 1e-9)
    }

    @Test func ssimIsOneForEqualImagesAndFallsWithDamage() throws {
        var random = SplitMix64(seed: 5)
        var a = PixelCanvas(width: 30, height: 30)
        for i in a.pixels.indices {
            a.pixels[i] = RGBA(UInt8(random.int(0...255)), UInt8(random.int(0...255)), UInt8(random.int(0...255)))
        }
        #expect(abs(try #require(StructuralSimilarity.luma(a, a)) - 1) < 1e-12)
        var previous = 1.0
        for noise in [4, 16, 64] {
            var b = a
            for i in b.pixels.indices {
                let p = b.pixels[i]
                let n = random.int(-noise...noise)
                b.pixels[i] = RGBA(
                    UInt8(clamping: Int(p.r) + n), UInt8(clamping: Int(p.g) + n), UInt8(clamping: Int(p.b) + n))
            }
            let value = try #require(StructuralSimilarity.luma(a, b))
            #expect(value < previous)
            previous = value
        }
        #expect(StructuralSimilarity.luma(a, PixelCanvas(width: 3, height: 3)) == nil)
    }
}
