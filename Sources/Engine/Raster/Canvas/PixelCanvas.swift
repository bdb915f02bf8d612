public import BurinCore

/// An RGBA pixel buffer, straight alpha, row-major, origin top-left.
///
/// Workers draw a row's pixel layer here before a blitter reduces it to cells. Value type: a worker
/// owns its canvas, so no locking is needed.
public struct PixelCanvas: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [RGBA]

    public init(width: Int, height: Int, fill: RGBA = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: fill, count: self.width * self.height)
    }

    /// A canvas of `pixels`, row by row; there must be `width * height` of them.
    init(width: Int, height: Int, pixels: [RGBA]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "pixels do not fill the canvas")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> RGBA {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Composites `color` over the pixel at (`x`, `y`) with extra `coverage` (0...1), "source over".
    /// Out-of-bounds writes are ignored, so shapes need no clipping of their own.
    @inline(__always)
    public mutating func blend(x: Int, y: Int, _ color: RGBA, coverage: Double = 1) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let sa = Double(color.a) / 255 * coverage
        guard sa > 0 else { return }
        let i = y * width + x
        let d = pixels[i]
        if sa >= 1 {
            pixels[i] = color.opaque
            return
        }
        let da = Double(d.a) / 255
        let oa = sa + da * (1 - sa)
        func ch(_ s: UInt8, _ dd: UInt8) -> UInt8 {
            UInt8(min(255, max(0, ((Double(s) * sa + Double(dd) * da * (1 - sa)) / oa).rounded())))
        }
        pixels[i] = RGBA(ch(color.r, d.r), ch(color.g, d.g), ch(color.b, d.b), UInt8((oa * 255).rounded()))
    }
}
