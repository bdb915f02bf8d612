import BurinCore
import BurinRaster

/// Scales an image to exactly a size, each axis on its own (a stretch, as chafa's `--stretch`),
/// averaging the area each output pixel covers in linear light with premultiplied alpha, as
/// `ImageScaler` does when it crops to fill.
///
/// The bench fills a blitter's pixel grid with a picture already cropped to the slot's aspect. A
/// sextant's pixels are not square (a 9 x 18 cell holds 2 x 3 of 4.5 x 6), so the grid's aspect is
/// not the slot's: cropping to fill it again would cut the picture a second time and show it
/// stretched, which is what the feed's drawer does today.
enum ImageQualityStretch {
    static func scale(_ image: PixelCanvas, width: Int, height: Int) -> PixelCanvas {
        var out = PixelCanvas(width: max(width, 0), height: max(height, 0))
        guard image.width > 0, image.height > 0, width > 0, height > 0 else { return out }
        let columns = weights(source: image.width, target: width)
        let rows = weights(source: image.height, target: height)
        let linear = SRGB.toLinear
        // Horizontal pass: premultiplied linear light per source row.
        var horizontal = [Float](repeating: 0, count: image.height * width * 4)
        for y in 0..<image.height {
            for x in 0..<width {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (source, weight) in columns[x] {
                    let p = image[source, y]
                    let a = Float(p.a) / 255 * weight
                    acc.0 += linear[Int(p.r)] * a
                    acc.1 += linear[Int(p.g)] * a
                    acc.2 += linear[Int(p.b)] * a
                    acc.3 += a
                }
                let o = (y * width + x) * 4
                horizontal[o] = acc.0
                horizontal[o + 1] = acc.1
                horizontal[o + 2] = acc.2
                horizontal[o + 3] = acc.3
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (source, weight) in rows[y] {
                    let o = (source * width + x) * 4
                    acc.0 += horizontal[o] * weight
                    acc.1 += horizontal[o + 1] * weight
                    acc.2 += horizontal[o + 2] * weight
                    acc.3 += horizontal[o + 3] * weight
                }
                guard acc.3 > 0 else { continue }
                out[x, y] = RGBA(
                    SRGB.fromLinearExactly(acc.0 / acc.3), SRGB.fromLinearExactly(acc.1 / acc.3),
                    SRGB.fromLinearExactly(acc.2 / acc.3),
                    UInt8(min(max(acc.3 * 255 + 0.5, 0), 255)))
            }
        }
        return out
    }

    /// For each of `target` outputs, the source pixels it covers and the share of each.
    static func weights(source: Int, target: Int) -> [[(Int, Float)]] {
        let step = Double(source) / Double(target)
        return (0..<target).map { i in
            let a = Double(i) * step
            let b = a + step
            var out: [(Int, Float)] = []
            var k = Int(a.rounded(.down))
            while Double(k) < b, k < source {
                let overlap = min(b, Double(k + 1)) - max(a, Double(k))
                if overlap > 1e-9 { out.append((k, Float(overlap / step))) }
                k += 1
            }
            return out
        }
    }
}
