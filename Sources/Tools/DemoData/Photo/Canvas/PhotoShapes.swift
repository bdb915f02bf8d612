/// An ellipse, possibly rotated: plates seen at an angle, grains of rice, slices of meat.
struct Ellipse {
    var center: SIMD2<Float>
    var radii: SIMD2<Float>
    /// The direction of the first axis (cos, sin).
    var rotation = SIMD2<Float>(1, 0)

    /// `p` in the ellipse's own frame, scaled so that the edge is at length 1.
    @inline(__always)
    func local(_ p: SIMD2<Float>) -> SIMD2<Float> {
        PhotoMath.unrotate(p - center, by: rotation) / radii
    }

    /// About the signed distance in pixels from the edge (negative inside): exact on the axes, close
    /// elsewhere, which is all anti-aliasing needs.
    @inline(__always)
    func distance(_ p: SIMD2<Float>) -> Float {
        Self.distance(local: local(p), radii: radii)
    }

    /// The distance for a point already in the local frame (see `local`).
    @inline(__always)
    static func distance(local q: SIMD2<Float>, radii: SIMD2<Float>) -> Float {
        let k0 = PhotoMath.length(q)
        let k1 = PhotoMath.length(q / radii)
        return k1 > 1e-6 ? k0 * (k0 - 1) / k1 : -min(radii.x, radii.y)
    }

    /// The pixels the ellipse (grown by `margin` pixels) can touch.
    func box(margin: Float = 1) -> PixelBox {
        let reach = max(radii.x, radii.y) + margin
        return PixelBox(around: center, reach: SIMD2(reach, reach))
    }

    /// The same ellipse with both radii times `factor`.
    func scaled(_ factor: Float) -> Ellipse {
        Ellipse(center: center, radii: radii * factor, rotation: rotation)
    }

    /// The same ellipse moved by `offset`.
    func moved(_ offset: SIMD2<Float>) -> Ellipse {
        Ellipse(center: center + offset, radii: radii, rotation: rotation)
    }

    /// The point at `q` in the local frame (edge at length 1), back in the picture.
    func point(_ q: SIMD2<Float>) -> SIMD2<Float> {
        center + PhotoMath.rotate(q * radii, by: rotation)
    }
}

/// A rectangle with rounded corners, possibly rotated: boards, napkins, phone-lit tables.
struct RoundedBox {
    var center: SIMD2<Float>
    var half: SIMD2<Float>
    var corner: Float
    var rotation = SIMD2<Float>(1, 0)

    /// The signed distance in pixels from the edge (negative inside).
    @inline(__always)
    func distance(_ p: SIMD2<Float>) -> Float {
        let local = PhotoMath.unrotate(p - center, by: rotation)
        let q = SIMD2(abs(local.x), abs(local.y)) - half + corner
        let outside = PhotoMath.length(SIMD2(max(q.x, 0), max(q.y, 0)))
        return outside + min(max(q.x, q.y), 0) - corner
    }

    func box(margin: Float = 1) -> PixelBox {
        let reach = PhotoMath.length(half) + margin
        return PixelBox(around: center, reach: SIMD2(reach, reach))
    }
}

/// A straight piece of a stroke of round cross-section: noodles, chopsticks, skewers, chilli strips.
struct Segment {
    var a: SIMD2<Float>
    var b: SIMD2<Float>
    var radius: Float

    /// How far `p` is from the centre line (pixels), where along it (0 at `a`, 1 at `b`) and on
    /// which side (the signed offset across, in radii: -1...1 inside).
    @inline(__always)
    func measure(_ p: SIMD2<Float>) -> (distance: Float, along: Float, across: Float) {
        let ab = b - a
        let lengthSquared = max(1e-6, ab.x * ab.x + ab.y * ab.y)
        let t = PhotoMath.clamp(PhotoMath.dot(p - a, ab) / lengthSquared)
        let nearest = a + ab * t
        let d = p - nearest
        let cross = (ab.x * d.y - ab.y * d.x) / lengthSquared.squareRoot()
        return (PhotoMath.length(d) - radius, t, cross / max(radius, 1e-3))
    }

    func box(margin: Float = 1) -> PixelBox {
        let low = SIMD2(min(a.x, b.x), min(a.y, b.y)) - radius - margin
        let high = SIMD2(max(a.x, b.x), max(a.y, b.y)) + radius + margin
        return PixelBox(around: (low + high) / 2, reach: (high - low) / 2)
    }
}
