/// A colour while a photo is painted: red, green and blue in 0...1 (encoded sRGB), as floats so that
/// layers of light, shade and texture can multiply without banding before the final rounding.
typealias PhotoColor = SIMD3<Float>

extension PhotoColor {
    /// Reads `0xRRGGBB`.
    init(hex: UInt32) {
        self.init(Float((hex >> 16) & 0xFF) / 255, Float((hex >> 8) & 0xFF) / 255, Float(hex & 0xFF) / 255)
    }

    /// Linear mix towards `other` by `t` (0 = self).
    @inline(__always)
    func mixed(_ other: PhotoColor, _ t: Float) -> PhotoColor {
        self + (other - self) * t
    }

    /// The Rec. 601 luma, for desaturating and for shadows that keep their hue.
    @inline(__always)
    var luma: Float { 0.299 * x + 0.587 * y + 0.114 * z }
}

/// The pixels of a photo being painted: row-major, origin top-left, opaque.
///
/// Painters never index it directly: `paint(_:_:)` visits the pixels of a box and composites what a
/// closure returns, which keeps every shape's loop the same and lets the optimiser inline the
/// closure (the box walk is `@inline(__always)`).
struct PhotoBuffer {
    let width: Int
    let height: Int
    var pixels: [PhotoColor]

    init(width: Int, height: Int, fill: PhotoColor = PhotoColor(0.5, 0.5, 0.5)) {
        self.width = max(1, width)
        self.height = max(1, height)
        pixels = Array(repeating: fill, count: self.width * self.height)
    }

    /// Visits every pixel of `box` (clipped to the picture) and mixes in the colour `body` returns
    /// with its opacity (0 leaves the pixel alone). `body` gets the pixel's centre and current colour.
    @inline(__always)
    mutating func paint(_ box: PixelBox, _ body: (_ p: SIMD2<Float>, _ current: PhotoColor) -> (PhotoColor, Float)) {
        let clipped = box.clipped(width: width, height: height)
        guard !clipped.isEmpty else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in clipped.y0..<clipped.y1 {
                let fy = Float(y) + 0.5
                let row = y * w
                for x in clipped.x0..<clipped.x1 {
                    let current = buffer[row + x]
                    let (color, alpha) = body(SIMD2(Float(x) + 0.5, fy), current)
                    if alpha <= 0 { continue }
                    buffer[row + x] = alpha >= 1 ? color : current + (color - current) * alpha
                }
            }
        }
    }

    /// Paints the round `surface` where it covers the picture (its edge `softness` pixels wide) in the
    /// colour `body` gives a point `p`: `body` also gets where `p` lies in the surface's own unit disc
    /// (`q`) and how far that is from the centre (`k`, 1 at the edge), what round shading reads.
    @inline(__always)
    mutating func paint(
        _ surface: Ellipse, softness: Float = 1,
        _ body: (_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ k: Float) -> PhotoColor
    ) {
        paint(surface.box(margin: 2)) { p, current in
            let coverage = PhotoMath.coverage(surface.distance(p), softness: softness)
            guard coverage > 0 else { return (current, 0) }
            let q = surface.local(p)
            return (body(p, q, PhotoMath.length(q)), coverage)
        }
    }

    /// Replaces every pixel by what `body` makes of its position and colour (lighting, grading).
    @inline(__always)
    mutating func transform(_ body: (_ x: Int, _ y: Int, _ current: PhotoColor) -> PhotoColor) {
        let w = width
        let h = height
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<h {
                for x in 0..<w { buffer[y * w + x] = body(x, y, buffer[y * w + x]) }
            }
        }
    }
}

/// A half-open box of pixels: columns `x0..<x1`, rows `y0..<y1`.
struct PixelBox: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    /// The pixels within `reach` of `center` (a square around it).
    init(around center: SIMD2<Float>, reach: SIMD2<Float>) {
        x0 = Self.floor(center.x - reach.x)
        y0 = Self.floor(center.y - reach.y)
        x1 = Self.floor(center.x + reach.x) + 2
        y1 = Self.floor(center.y + reach.y) + 2
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The box cut to a `width` x `height` picture.
    func clipped(width: Int, height: Int) -> PixelBox {
        PixelBox(x0: max(0, x0), y0: max(0, y0), x1: min(width, x1), y1: min(height, y1))
    }

    /// Float to Int rounding down, saturating (a shape far off the picture must not trap).
    private static func floor(_ v: Float) -> Int {
        guard v.isFinite else { return 0 }
        return PhotoMath.floor(min(max(v, -1_000_000), 1_000_000))
    }
}
