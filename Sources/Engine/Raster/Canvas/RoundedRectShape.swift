import BurinCore

/// A rounded rectangle in pixel units and the anti-aliased coverage of pixels by it.
///
/// Coverage comes from the signed distance of a pixel's centre to the outline: 0.5 px inside or more
/// is fully covered, 0.5 px outside or more is empty, linear in between. That is exact for straight
/// edges and close enough at corners, and costs no sampling.
struct RoundedRectShape {
    let centreX: Double
    let centreY: Double
    let halfWidth: Double
    let halfHeight: Double
    let radius: Double

    /// Nil for an empty or non-finite rectangle, so hostile layouts draw nothing rather than trap.
    init?(_ rect: UnitRect, radius: Double) {
        let values = [rect.x, rect.y, rect.width, rect.height]
        guard values.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0 else { return nil }
        halfWidth = rect.width / 2
        halfHeight = rect.height / 2
        centreX = rect.x + halfWidth
        centreY = rect.y + halfHeight
        let r = radius.isFinite ? radius : 0
        self.radius = min(max(r, 0), min(halfWidth, halfHeight))
    }

    /// Signed distance from (`x`, `y`) to the outline: negative inside.
    @inline(__always)
    func signedDistance(x: Double, y: Double) -> Double {
        let qx = abs(x - centreX) - (halfWidth - radius)
        let qy = abs(y - centreY) - (halfHeight - radius)
        if qx > 0 && qy > 0 { return (qx * qx + qy * qy).squareRoot() - radius }
        return max(qx, qy) - radius
    }

    /// Coverage (0...255) of pixel (`x`, `y`) whose centre is at (x + 0.5, y + 0.5).
    @inline(__always)
    func coverage(x: Int, y: Int) -> Int {
        Self.coverage(distance: signedDistance(x: Double(x) + 0.5, y: Double(y) + 0.5))
    }

    /// Coverage (0...255) of a pixel whose centre lies `distance` from an outline.
    @inline(__always)
    static func coverage(distance: Double) -> Int {
        let c = 0.5 - distance
        if c <= 0 { return 0 }
        if c >= 1 { return 255 }
        return Int(c * 255 + 0.5)
    }

    /// The pixel columns of row `y` lying at least `depth` + 0.5 px inside the outline (so a fill
    /// covers them fully, or a stroke `depth` wide leaves them untouched); nil when there are none.
    ///
    /// Solved per row from the distance function, a hair conservatively so that rounding never
    /// claims a pixel the distance would not: those go through the per-pixel path.
    func interiorSpan(row y: Int, depth: Double) -> ClosedRange<Int>? {
        let k = depth + 0.5
        let inner = radius - k
        let qy = abs(Double(y) + 0.5 - centreY) - (halfHeight - radius)
        guard qy <= inner else { return nil }
        let reach = (halfWidth - radius) + (qy <= 0 ? inner : (inner * inner - qy * qy).squareRoot()) - 1e-7
        guard reach >= 0 else { return nil }
        let first = (centreX - reach - 0.5).rounded(.up)
        let last = (centreX + reach - 0.5).rounded(.down)
        guard first <= last, first > -1e9, last < 1e9 else { return nil }
        return Int(first)...Int(last)
    }

    /// The pixels the shape can touch, grown by `margin` and clipped to `width` x `height`; nil when
    /// nothing is left.
    func pixelBounds(margin: Double = 0, width: Int, height: Int) -> PixelBounds? {
        PixelBounds(
            minX: centreX - halfWidth - margin, minY: centreY - halfHeight - margin,
            maxX: centreX + halfWidth + margin, maxY: centreY + halfHeight + margin, width: width,
            height: height)
    }
}

/// A half-open integer pixel rectangle, built from fractional bounds clamped before conversion (a
/// Double outside Int's range would trap).
struct PixelBounds: Equatable {
    let x0: Int
    let y0: Int
    let x1: Int
    let y1: Int

    init?(minX: Double, minY: Double, maxX: Double, maxY: Double, width: Int, height: Int) {
        func clamp(_ v: Double, _ limit: Int) -> Int {
            guard !v.isNaN else { return 0 }
            return Int(min(max(v, 0), Double(limit)))
        }
        x0 = clamp(minX.rounded(.down), width)
        y0 = clamp(minY.rounded(.down), height)
        x1 = clamp(maxX.rounded(.up), width)
        y1 = clamp(maxY.rounded(.up), height)
        guard x0 < x1, y0 < y1 else { return nil }
    }
}
