import BurinCore

/// The little arithmetic the photo painter needs, built only from `+ - * /`, `sqrt` and rounding, which
/// IEEE 754 defines exactly: C libraries' `sin` or `pow` may differ in the last bit between machines,
/// and the same seed must paint the same pixels everywhere.
enum PhotoMath {
    /// The unit vector at `turns` of a full circle (0.25 points down the picture, +y).
    ///
    /// Reduced to a quarter turn, then Taylor series to the 11th power: within 1e-7 of the true
    /// value, far below what 8-bit pixels can show.
    static func direction(turns: Float) -> SIMD2<Float> {
        let t = fraction(turns)
        let scaled = t * 4
        let quadrant = min(3, max(0, floor(scaled)))
        let x = (scaled - Float(quadrant)) * (Float.pi / 2)
        let x2 = x * x
        let s = x * (1 - x2 / 6 * (1 - x2 / 20 * (1 - x2 / 42 * (1 - x2 / 72 * (1 - x2 / 110)))))
        let c = 1 - x2 / 2 * (1 - x2 / 12 * (1 - x2 / 30 * (1 - x2 / 56 * (1 - x2 / 90))))
        switch quadrant {
        case 0: return SIMD2(c, s)
        case 1: return SIMD2(-s, c)
        case 2: return SIMD2(-c, -s)
        default: return SIMD2(s, -c)
        }
    }

    /// The largest whole number not above `v` (saturating at ±1e9; 0 for NaN). Inline, where
    /// `rounded(.down)` calls the C library's `floorf` on a baseline x86-64 build: per pixel, that
    /// call was a measurable share of a photo's time.
    @inline(__always)
    static func floor(_ v: Float) -> Int {
        guard v == v else { return 0 }
        let c = min(max(v, -1e9), 1e9)
        let i = Int(c)
        return Float(i) > c ? i - 1 : i
    }

    /// The fractional part of `v`, in 0..<1.
    @inline(__always)
    static func fraction(_ v: Float) -> Float {
        v - Float(floor(v))
    }

    /// 0 below `edge0`, 1 above `edge1`, a smooth S between.
    @inline(__always)
    static func smoothstep(_ edge0: Float, _ edge1: Float, _ v: Float) -> Float {
        let t = clamp((v - edge0) / (edge1 - edge0))
        return t * t * (3 - 2 * t)
    }

    @inline(__always)
    static func clamp(_ v: Float, _ low: Float = 0, _ high: Float = 1) -> Float {
        min(max(v, low), high)
    }

    /// Anti-aliased coverage of a shape whose signed distance (pixels, negative inside) is `distance`,
    /// with an edge `softness` pixels wide.
    @inline(__always)
    static func coverage(_ distance: Float, softness: Float = 1) -> Float {
        clamp(0.5 - distance / max(softness, 0.5))
    }

    /// `v` to the 8th power by squaring: the narrow peak of a specular highlight.
    @inline(__always)
    static func pow8(_ v: Float) -> Float {
        let v2 = v * v
        let v4 = v2 * v2
        return v4 * v4
    }

    @inline(__always)
    static func length(_ v: SIMD2<Float>) -> Float {
        (v.x * v.x + v.y * v.y).squareRoot()
    }

    /// The dot product, added left to right: `SIMD.sum()` leaves the order of its additions to the
    /// platform, and a different order can change the last bit.
    @inline(__always)
    static func dot(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
        a.x * b.x + a.y * b.y
    }

    @inline(__always)
    static func dot(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
        a.x * b.x + a.y * b.y + a.z * b.z
    }

    /// `v` scaled to unit length (left alone when it is about zero).
    @inline(__always)
    static func normalized(_ v: SIMD3<Float>) -> SIMD3<Float> {
        v / max(1e-6, dot(v, v).squareRoot())
    }

    /// The unit normal of a round surface (a plate, a basket, a pan seen from above) at `q`, a point
    /// at `radius` from its centre in the ellipse's own units, where it rises outwards by `slope`.
    @inline(__always)
    static func rotationalNormal(slope: Float, at q: SIMD2<Float>, radius k: Float) -> SIMD3<Float> {
        let radial = k > 1e-4 ? q / k : .zero
        return normalized(SIMD3(-slope * radial.x, -slope * radial.y, 1))
    }

    /// Rotates `v` by the unit vector `by` (cos, sin).
    @inline(__always)
    static func rotate(_ v: SIMD2<Float>, by r: SIMD2<Float>) -> SIMD2<Float> {
        SIMD2(v.x * r.x - v.y * r.y, v.x * r.y + v.y * r.x)
    }

    /// Rotates `v` back by the unit vector `by`.
    @inline(__always)
    static func unrotate(_ v: SIMD2<Float>, by r: SIMD2<Float>) -> SIMD2<Float> {
        SIMD2(v.x * r.x + v.y * r.y, -v.x * r.y + v.y * r.x)
    }
}

extension SplitMix64 {
    /// A uniform float in `range`.
    mutating func float(_ range: ClosedRange<Float>) -> Float {
        range.lowerBound + Float(unit()) * (range.upperBound - range.lowerBound)
    }

    /// True with probability `p` (0...1).
    mutating func chance(_ p: Float) -> Bool {
        Float(unit()) < p
    }

    /// A random point in the unit disc, by rejection (no trigonometry).
    mutating func inDisc() -> SIMD2<Float> {
        while true {
            let v = SIMD2(float(-1...1), float(-1...1))
            if v.x * v.x + v.y * v.y <= 1 { return v }
        }
    }
}
