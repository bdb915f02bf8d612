import BurinCore
public import BurinRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SSIM on luma (Wang, Bovik, Sheikh and Simoncelli, "Image Quality Assessment: From Error
/// Visibility to Structural Similarity", IEEE TIP 13(4), 2004), as their reference implementation
/// computes it: luma Y = 0.299 R + 0.587 G + 0.114 B of the 8-bit values, an 11 x 11 Gaussian window
/// with σ = 1.5 (normalised), only windows wholly inside the image, C1 = (0.01 L)², C2 = (0.03 L)²
/// with L = 255, the mean of the SSIM map. 1 is identical; a photo at thumbnail size shown as
/// half-blocks scores around 0.5-0.7.
///
/// An image smaller than the window in a dimension uses a window as large as the image there (the
/// Gaussian cut and renormalised), so thumbnails of a few pixels still have a score.
public enum StructuralSimilarity {
    public static let windowSide = 11
    public static let sigma = 1.5

    /// Mean SSIM of the luma of two images of one size (alpha ignored: composite first); nil when their
    /// sizes differ or they are empty.
    public static func luma(_ x: PixelCanvas, _ y: PixelCanvas) -> Double? {
        guard x.width == y.width, x.height == y.height, x.width > 0, x.height > 0 else { return nil }
        return mean(luma(x), luma(y), width: x.width, height: x.height)
    }

    /// Mean SSIM of two single-channel images (values 0...255), row-major.
    public static func mean(_ x: [Double], _ y: [Double], width: Int, height: Int) -> Double? {
        guard width > 0, height > 0, x.count == width * height, y.count == x.count else { return nil }
        let kx = kernel(min(windowSide, width))
        let ky = kernel(min(windowSide, height))
        let outW = width - kx.count + 1
        let outH = height - ky.count + 1
        let xx = zip(x, x).map { $0 * $1 }
        let yy = zip(y, y).map { $0 * $1 }
        let xy = zip(x, y).map { $0 * $1 }
        let planes = [x, y, xx, yy, xy].map { filter($0, width: width, height: height, kx: kx, ky: ky) }
        let c1 = pow(0.01 * 255, 2)
        let c2 = pow(0.03 * 255, 2)
        var total = 0.0
        for i in 0..<(outW * outH) {
            let mx = planes[0][i]
            let my = planes[1][i]
            let vx = planes[2][i] - mx * mx
            let vy = planes[3][i] - my * my
            let cov = planes[4][i] - mx * my
            total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
        }
        return total / Double(outW * outH)
    }

    /// Rec. 601 luma of each pixel, as MATLAB's rgb2gray (Wang's reference code) weighs it.
    static func luma(_ canvas: PixelCanvas) -> [Double] {
        canvas.pixels.map { 0.298_936 * Double($0.r) + 0.587_043 * Double($0.g) + 0.114_021 * Double($0.b) }
    }

    /// A normalised Gaussian of `side` taps (σ = `sigma`), centred.
    static func kernel(_ side: Int) -> [Double] {
        let centre = Double(side - 1) / 2
        let taps = (0..<side).map { exp(-pow(Double($0) - centre, 2) / (2 * sigma * sigma)) }
        let sum = taps.reduce(0, +)
        return taps.map { $0 / sum }
    }

    /// The separable filter over the windows wholly inside the image ("valid").
    static func filter(_ plane: [Double], width: Int, height: Int, kx: [Double], ky: [Double]) -> [Double] {
        let outW = width - kx.count + 1
        let outH = height - ky.count + 1
        var horizontal = [Double](repeating: 0, count: outW * height)
        for row in 0..<height {
            for col in 0..<outW {
                var sum = 0.0
                for k in 0..<kx.count { sum += plane[row * width + col + k] * kx[k] }
                horizontal[row * outW + col] = sum
            }
        }
        var out = [Double](repeating: 0, count: outW * outH)
        for row in 0..<outH {
            for col in 0..<outW {
                var sum = 0.0
                for k in 0..<ky.count { sum += horizontal[(row + k) * outW + col] * ky[k] }
                out[row * outW + col] = sum
            }
        }
        return out
    }
}
