import BurinCore

/// Resamples images to the pixel size of an image slot.
///
/// Area averaging (each output pixel is the mean of the source area it covers, fractional edges
/// weighted), in linear light and with premultiplied alpha: averaging encoded sRGB darkens edges, and
/// averaging straight alpha lets the colour of invisible pixels bleed in.
public enum ImageScaler {
    /// Scales `image` to exactly `width` x `height` pixels, keeping its aspect: the largest centred
    /// part of it with the target's aspect is kept and the rest cropped ("fill").
    public static func scaleToFill(_ image: PixelCanvas, width: Int, height: Int) throws(ImageError) -> PixelCanvas {
        guard image.width > 0, image.height > 0 else { throw .corrupt("empty image") }
        guard width > 0, height > 0, width <= maximumImageSide, height <= maximumImageSide else {
            throw .tooLarge(width: width, height: height)
        }
        let crop = cropToFill(sourceWidth: image.width, sourceHeight: image.height, width: width, height: height)
        let columns = AreaWeights(start: crop.x, length: crop.width, count: width, limit: image.width)
        let rows = AreaWeights(start: crop.y, length: crop.height, count: height, limit: image.height)

        // Horizontal pass over only the source rows the vertical pass will read.
        let firstRow = rows.first
        let rowCount = rows.end - rows.first
        var horizontal = [Float](repeating: 0, count: rowCount * width * 4)
        let linear = SRGB.toLinear
        image.pixels.withUnsafeBufferPointer { src in
            for r in 0..<rowCount {
                let rowBase = (firstRow + r) * image.width
                for x in 0..<width {
                    var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for k in columns.range(x) {
                        let w = columns.weights[k]
                        let p = src[rowBase + columns.sources[k]]
                        let a = Float(p.a) * (1 / 255) * w
                        acc.0 += linear[Int(p.r)] * a
                        acc.1 += linear[Int(p.g)] * a
                        acc.2 += linear[Int(p.b)] * a
                        acc.3 += a
                    }
                    let o = (r * width + x) * 4
                    horizontal[o] = acc.0
                    horizontal[o + 1] = acc.1
                    horizontal[o + 2] = acc.2
                    horizontal[o + 3] = acc.3
                }
            }
        }

        var out = PixelCanvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for k in rows.range(y) {
                    let w = rows.weights[k]
                    let o = ((rows.sources[k] - firstRow) * width + x) * 4
                    acc.0 += horizontal[o] * w
                    acc.1 += horizontal[o + 1] * w
                    acc.2 += horizontal[o + 2] * w
                    acc.3 += horizontal[o + 3] * w
                }
                let alpha = UInt8(min(max(acc.3 * 255 + 0.5, 0), 255))
                guard alpha > 0 else { continue }
                let unpremultiply = 1 / acc.3
                out[x, y] = RGBA(
                    SRGB.fromLinear(acc.0 * unpremultiply), SRGB.fromLinear(acc.1 * unpremultiply),
                    SRGB.fromLinear(acc.2 * unpremultiply), alpha)
            }
        }
        return out
    }

    /// The centred source area (in source pixels) with the aspect of `width` x `height`.
    public static func cropToFill(
        sourceWidth: Int, sourceHeight: Int, width: Int, height: Int
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        let sw = Double(sourceWidth)
        let sh = Double(sourceHeight)
        let targetAspect = Double(width) / Double(height)
        if sw / sh > targetAspect {
            let w = sh * targetAspect
            return ((sw - w) / 2, 0, w, sh)
        }
        let h = sw / targetAspect
        return (0, (sh - h) / 2, sw, h)
    }
}

/// For each output pixel along one axis, the source pixels it covers and the share of each.
struct AreaWeights {
    /// Flattened (source index, weight) pairs; output i owns `offsets[i]..<offsets[i + 1]`.
    var sources: [Int] = []
    var weights: [Float] = []
    var offsets: [Int] = [0]
    /// The first source index used and one past the last.
    var first = Int.max
    var end = 0

    /// Splits source pixels `start ..< start + length` (within `0..<limit`) among `count` outputs.
    init(start: Double, length: Double, count: Int, limit: Int) {
        let step = length / Double(count)
        for i in 0..<count {
            let a = start + Double(i) * step
            let b = a + step
            var k = Int(a.rounded(.down))
            while Double(k) < b {
                let overlap = min(b, Double(k + 1)) - max(a, Double(k))
                // Rounding can put an edge a hair past the source: such slivers are dropped.
                if overlap > 1e-9, k >= 0, k < limit {
                    sources.append(k)
                    weights.append(Float(overlap / step))
                    first = min(first, k)
                    end = max(end, k + 1)
                }
                k += 1
            }
            offsets.append(sources.count)
        }
    }

    @inline(__always)
    func range(_ i: Int) -> Range<Int> { offsets[i]..<offsets[i + 1] }
}
