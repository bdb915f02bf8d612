import BurinCore
import BurinRaster

/// Deterministic pictures for the graphics tests.
enum TestPictures {
    /// A photograph-like image: smooth two-axis colour gradients, a soft disc and a little grain.
    static func photo(width: Int, height: Int, seed: UInt64 = 7) -> PixelCanvas {
        var random = SplitMix64(seed: seed)
        var canvas = PixelCanvas(width: width, height: height)
        let cx = Double(width) * 0.6
        let cy = Double(height) * 0.4
        let radius = Double(min(width, height)) * 0.3
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(max(width - 1, 1))
                let v = Double(y) / Double(max(height - 1, 1))
                var r = 40 + 180 * u
                var g = 60 + 120 * v
                var b = 200 - 150 * u * v
                let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot()
                let disc = max(0, min(1, (radius - d) / 3))
                r = r * (1 - disc) + 250 * disc
                g = g * (1 - disc) + 220 * disc
                b = b * (1 - disc) + 90 * disc
                let grain = Double(random.int(-4...4))
                canvas[x, y] = RGBA(channel(r + grain), channel(g + grain), channel(b + grain))
            }
        }
        return canvas
    }

    /// Random pixels of random colours, some of them transparent when `transparency` is set.
    static func noise(width: Int, height: Int, seed: UInt64, transparency: Bool = false) -> PixelCanvas {
        var random = SplitMix64(seed: seed)
        var canvas = PixelCanvas(width: width, height: height)
        for i in canvas.pixels.indices {
            let alpha: UInt8 = transparency && random.percent(20) ? 0 : 255
            canvas.pixels[i] = RGBA(
                UInt8(random.int(0...255)), UInt8(random.int(0...255)), UInt8(random.int(0...255)), alpha)
        }
        return canvas
    }

    private static func channel(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
}
