import BurinCore
import BurinRaster

/// The second reference of the image-quality bench: area averaging of the *encoded* sRGB values,
/// the gamma-naive reduction most tools (chafa among them, as measured) perform.
///
/// Burin averages light (linear), which is what the eye integrates; averaging encoded values darkens
/// mixtures of contrasting colours. Neither renderer's reference is neutral, so the bench reports
/// both renderers against both, and the reader sees how much of a gap is convention.
enum ImageQualityEncodedAverage {
    /// `image` stretched to exactly `width` x `height` pixels; each output pixel is the area-weighted
    /// mean of the encoded channels it covers (composited over black, as PSNR sees them).
    static func scale(_ image: PixelCanvas, width: Int, height: Int) -> PixelCanvas {
        var out = PixelCanvas(width: width, height: height, fill: .black)
        guard image.width > 0, image.height > 0, width > 0, height > 0 else { return out }
        let stepX = Double(image.width) / Double(width)
        let stepY = Double(image.height) / Double(height)
        for y in 0..<height {
            let y0 = Double(y) * stepY
            let y1 = y0 + stepY
            for x in 0..<width {
                let x0 = Double(x) * stepX
                let x1 = x0 + stepX
                var sum = (0.0, 0.0, 0.0)
                var area = 0.0
                var j = Int(y0)
                while Double(j) < y1, j < image.height {
                    let coverY = min(y1, Double(j + 1)) - max(y0, Double(j))
                    var i = Int(x0)
                    while Double(i) < x1, i < image.width {
                        let weight = (min(x1, Double(i + 1)) - max(x0, Double(i))) * coverY
                        let p = image.pixels[j * image.width + i]
                        let alpha = Double(p.a) / 255
                        sum.0 += Double(p.r) * alpha * weight
                        sum.1 += Double(p.g) * alpha * weight
                        sum.2 += Double(p.b) * alpha * weight
                        area += weight
                        i += 1
                    }
                    j += 1
                }
                guard area > 0 else { continue }
                out.pixels[y * width + x] = RGBA(channel(sum.0 / area), channel(sum.1 / area), channel(sum.2 / area))
            }
        }
        return out
    }

    private static func channel(_ value: Double) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}
