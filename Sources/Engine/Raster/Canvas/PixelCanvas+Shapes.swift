public import BurinCore

/// Filled and outlined rounded rectangles, anti-aliased by coverage. All geometry is in pixels of this
/// canvas; radii are clamped to half the shorter side.
extension PixelCanvas {
    /// Fills `rect` with `color`, corners rounded by `radius`.
    public mutating func fillRoundedRect(_ rect: UnitRect, radius: Double, color: RGBA) {
        guard color.a > 0, let shape = RoundedRectShape(rect, radius: radius),
            let bounds = shape.pixelBounds(width: width, height: height)
        else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in bounds.y0..<bounds.y1 {
                // Fully covered pixels need no distance: only the edges of each row do.
                let inside = shape.interiorSpan(row: y, depth: 0)
                var x = bounds.x0
                while x < bounds.x1 {
                    let i = y * w + x
                    if let inside, inside.contains(x) {
                        let end = min(inside.upperBound, bounds.x1 - 1)
                        for j in i...(y * w + end) { px[j] = Self.over(px[j], color, alpha: Int(color.a)) }
                        x = end + 1
                        continue
                    }
                    let coverage = shape.coverage(x: x, y: y)
                    if coverage > 0 {
                        px[i] = Self.over(px[i], color, alpha: Self.alpha(of: color, coverage: coverage))
                    }
                    x += 1
                }
            }
        }
    }

    /// Draws the outline of `rect`, `thickness` pixels wide, lying inside `rect`; the inner corners
    /// are rounded by `radius - thickness`.
    public mutating func strokeRoundedRect(_ rect: UnitRect, radius: Double, thickness: Double, color: RGBA) {
        guard color.a > 0, thickness.isFinite, thickness > 0, let shape = RoundedRectShape(rect, radius: radius),
            let bounds = shape.pixelBounds(width: width, height: height)
        else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in bounds.y0..<bounds.y1 {
                // The hole inside the outline is skipped whole.
                let hole = shape.interiorSpan(row: y, depth: thickness)
                var x = bounds.x0
                while x < bounds.x1 {
                    if let hole, hole.contains(x) {
                        x = hole.upperBound + 1
                        continue
                    }
                    defer { x += 1 }
                    let d = shape.signedDistance(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let coverage =
                        RoundedRectShape.coverage(distance: d) - RoundedRectShape.coverage(distance: d + thickness)
                    guard coverage > 0 else { continue }
                    let i = y * w + x
                    px[i] = Self.over(px[i], color, alpha: Self.alpha(of: color, coverage: coverage))
                }
            }
        }
    }
}
