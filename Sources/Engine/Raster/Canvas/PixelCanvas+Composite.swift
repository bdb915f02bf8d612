import BurinCore

extension PixelCanvas {
    /// Draws `source` with its top-left corner at pixel (`x`, `y`), "source over", through a mask
    /// that rounds its corners by `radius` pixels. Parts off this canvas are clipped.
    public mutating func composite(_ source: PixelCanvas, atX x: Int, y: Int, radius: Double) {
        guard source.width > 0, source.height > 0 else { return }
        let frame = UnitRect(x: Double(x), y: Double(y), width: Double(source.width), height: Double(source.height))
        guard let shape = RoundedRectShape(frame, radius: radius),
            let bounds = shape.pixelBounds(width: width, height: height)
        else { return }
        // Only pixels near a corner need the distance: the rest are fully inside.
        let r = Int(shape.radius.rounded(.up))
        let w = width
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { px in
                for ty in bounds.y0..<bounds.y1 {
                    let sy = ty - y
                    let nearTopOrBottom = sy < r || sy >= source.height - r
                    for tx in bounds.x0..<bounds.x1 {
                        let sx = tx - x
                        let color = src[sy * source.width + sx]
                        guard color.a > 0 else { continue }
                        var coverage = 255
                        if nearTopOrBottom && (sx < r || sx >= source.width - r) {
                            coverage = shape.coverage(x: tx, y: ty)
                        }
                        let i = ty * w + tx
                        px[i] = Self.over(px[i], color, alpha: Self.alpha(of: color, coverage: coverage))
                    }
                }
            }
        }
    }
}
