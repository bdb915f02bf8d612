public import BurinCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PixelCanvas {
    /// Fills `rect` (corners rounded by `radius`) with a linear gradient from `from` to `to`.
    ///
    /// `angle` is in degrees: 0 runs left to right, 90 top to bottom. The gradient spans the rect's
    /// extreme pixel centres along that direction, so the first and last pixels get exactly `from` and
    /// `to`. Colours are mixed in sRGB, as CSS does.
    public mutating func fillLinearGradient(
        _ rect: UnitRect, radius: Double, from: RGBA, to: RGBA, angle: Double
    ) {
        guard let shape = RoundedRectShape(rect, radius: radius),
            let bounds = shape.pixelBounds(width: width, height: height)
        else { return }
        let radians = (angle.isFinite ? angle : 0) * .pi / 180
        let dx = cos(radians)
        let dy = sin(radians)
        // Extreme projections of the rect's corner pixel centres onto the direction.
        let halfSpanX = max(0, shape.halfWidth - 0.5)
        let halfSpanY = max(0, shape.halfHeight - 0.5)
        let extent = abs(dx) * halfSpanX + abs(dy) * halfSpanY
        // t in 1/4096 steps: t = (projection - (centre - extent)) / (2 extent).
        let scale = extent > 1e-9 ? 4096 / (2 * extent) : 0
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in bounds.y0..<bounds.y1 {
                let rowProjection = (Double(y) + 0.5 - shape.centreY) * dy + extent
                for x in bounds.x0..<bounds.x1 {
                    let coverage = shape.coverage(x: x, y: y)
                    guard coverage > 0 else { continue }
                    let projection = (Double(x) + 0.5 - shape.centreX) * dx + rowProjection
                    let t = Int(min(max(projection * scale, 0), 4096) + 0.5)
                    let color = Self.mix(from, to, t4096: t)
                    let i = y * w + x
                    px[i] = Self.over(px[i], color, alpha: Self.alpha(of: color, coverage: coverage))
                }
            }
        }
    }

    /// `a` mixed towards `b` by t/4096, channel by channel, rounded.
    @inline(__always)
    static func mix(_ a: RGBA, _ b: RGBA, t4096 t: Int) -> RGBA {
        @inline(__always) func m(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Int(x) * (4096 - t) + Int(y) * t + 2048) >> 12)
        }
        return RGBA(m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a))
    }
}
