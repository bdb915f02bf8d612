/// One lump of food: a dumpling, a piece of chicken, a slice of beef, a grain of rice, a cherry
/// tomato. An ellipse made lumpy by its 2nd and 3rd harmonics, shaded as a dome under the studio's
/// light, toned by the noise fields, with a highlight and a darker rim where it meets what lies
/// beneath.
struct FoodPiece {
    var shape: Ellipse
    var color: PhotoColor
    /// How lumpy the outline is (0 a clean ellipse, 0.3 a rough lump).
    var wobble: Float = 0.08
    /// How far the coarse noise varies the tone (browning, marbling).
    var texture: Float = 0.15
    /// How far the fine noise varies the tone (crumb, pores).
    var crumb: Float = 0.1
    /// Strength of the specular highlight (0 matte, 1 glossy sauce).
    var gloss: Float = 0.25
    /// 1 a round ball, 0 a flat slice.
    var dome: Float = 0.8
    /// Opacity of the soft shadow it casts (0 none).
    var shadow: Float = 0.35
    /// How far it stands off what lies beneath, in radii (moves its shadow).
    var lift: Float = 0.25
    /// The phases of the outline's harmonics, from the studio's random stream.
    var phases = SIMD4<Float>(1, 0, 1, 0)
}

extension PhotoStudio {
    /// A piece with random harmonics (phases) for its outline.
    mutating func piece(
        _ shape: Ellipse, _ color: PhotoColor, wobble: Float = 0.08, texture: Float = 0.15, crumb: Float = 0.1,
        gloss: Float = 0.25, dome: Float = 0.8, shadow: Float = 0.35
    ) -> FoodPiece {
        let a = PhotoMath.direction(turns: rng.float(0...1))
        let b = PhotoMath.direction(turns: rng.float(0...1))
        return FoodPiece(
            shape: shape, color: color, wobble: wobble, texture: texture, crumb: crumb, gloss: gloss, dome: dome,
            shadow: shadow, phases: SIMD4(a.x, a.y, b.x, b.y))
    }

    /// Paints `piece`: its shadow first, then the lump itself.
    mutating func paint(_ piece: FoodPiece) {
        let shape = piece.shape
        let small = min(shape.radii.x, shape.radii.y)
        if piece.shadow > 0 {
            let lift = max(shape.radii.x, shape.radii.y) * piece.lift
            shadow(
                shape.scaled(1 + piece.wobble * 0.5).moved(shadowOffset(lift: lift)), softness: small * 0.45 + 1,
                strength: piece.shadow)
        }
        let coarseOffset = textureOffset()
        let fineOffset = textureOffset()
        let wobble2 = piece.wobble * 0.6
        let wobble3 = piece.wobble * 0.4
        let phases = piece.phases
        let dome = piece.dome
        let base = piece.color
        let gloss = piece.gloss
        let texture = piece.texture
        let crumb = piece.crumb
        let coarse = self.coarse
        let fine = self.fine
        let lamp = self.lamp
        buffer.paint(shape.box(margin: small * piece.wobble + 2)) { p, current in
            let q = shape.local(p)
            let k = PhotoMath.length(q)
            guard k < 1.6 else { return (current, 0) }
            let c = k > 1e-4 ? q.x / k : 1
            let s = k > 1e-4 ? q.y / k : 0
            // cos/sin of 2θ and 3θ from the multiple-angle formulas: no trigonometry per pixel.
            let cos2 = 2 * c * c - 1
            let sin2 = 2 * s * c
            let cos3 = c * (4 * c * c - 3)
            let sin3 = s * (3 - 4 * s * s)
            let edge =
                1 + wobble2 * (cos2 * phases.x - sin2 * phases.y) + wobble3 * (cos3 * phases.z - sin3 * phases.w)
            let r = k / edge
            let coverage = PhotoMath.coverage((r - 1) * small)
            guard coverage > 0 else { return (current, 0) }
            // A dome: the normal tilts outwards with the radius; flattened by `dome`.
            let height = (max(0, 1 - min(1, r) * min(1, r))).squareRoot()
            let tiltOut = PhotoMath.rotate(q / max(edge, 0.2), by: shape.rotation) * dome
            var n = SIMD3(tiltOut.x, tiltOut.y, height + (1 - dome))
            n = PhotoMath.normalized(n)
            let (diffuse, specular) = lamp.lighting(normal: n)
            let tone =
                1 + texture * coarse.sample(p, offset: coarseOffset) + crumb * fine.sample(p, offset: fineOffset)
            // Where the lump meets what is beneath, less light reaches it.
            let rim = 1 - 0.35 * PhotoMath.smoothstep(0.7, 1.0, r)
            let color = base * (tone * diffuse * rim) + PhotoColor(repeating: specular * gloss)
            return (color, coverage)
        }
    }

    /// Paints a stroke through `points`: a noodle, a chilli strip, a skewer. Shaded as a cylinder,
    /// with a highlight along its lit side.
    mutating func strand(
        _ points: [SIMD2<Float>], radius: Float, color: PhotoColor, gloss: Float = 0.3, texture: Float = 0.1,
        shadow: Float = 0.3
    ) {
        guard points.count >= 2 else { return }
        let segments = zip(points, points.dropFirst()).map { Segment(a: $0, b: $1, radius: radius) }
        if shadow > 0 {
            let offset = shadowOffset(lift: radius * 0.9)
            for segment in segments {
                let moved = Segment(a: segment.a + offset, b: segment.b + offset, radius: radius * 1.1)
                buffer.paint(moved.box(margin: radius)) { p, current in
                    let c = PhotoMath.smoothstep(radius * 0.8, -radius * 0.3, moved.measure(p).distance)
                    return (current * (1 - shadow * c), c > 0 ? 1 : 0)
                }
            }
        }
        let offset = textureOffset()
        let coarse = self.coarse
        let lamp = self.lamp
        for segment in segments {
            let direction = segment.b - segment.a
            let across = SIMD2(-direction.y, direction.x) / max(1e-4, PhotoMath.length(direction))
            buffer.paint(segment.box(margin: 1.5)) { p, current in
                let m = segment.measure(p)
                let coverage = PhotoMath.coverage(m.distance)
                guard coverage > 0 else { return (current, 0) }
                let side = PhotoMath.clamp(m.across, -1, 1)
                let n = SIMD3(across.x * side, across.y * side, (max(0, 1 - side * side)).squareRoot())
                let (diffuse, specular) = lamp.lighting(normal: n)
                let tone = 1 + texture * coarse.sample(p, offset: offset)
                let rim = 1 - 0.3 * PhotoMath.smoothstep(0.6, 1, abs(side))
                return (color * (tone * diffuse * rim) + PhotoColor(repeating: specular * gloss), coverage)
            }
        }
    }

    /// A wavy path of `count` points from `start` heading at `turns`, bending by up to `bend` turns a
    /// step and turning steadily by `curl` turns a step: the shape of a noodle or a strip of pepper.
    mutating func wanderingPath(
        from start: SIMD2<Float>, turns: Float, step: Float, count: Int, bend: Float, curl: Float = 0
    ) -> [SIMD2<Float>] {
        var points = [start]
        var heading = turns
        var drift = rng.float(-bend...bend)
        for _ in 1..<max(2, count) {
            drift = drift * 0.8 + rng.float(-bend...bend) * 0.5
            heading += drift + curl
            let d = PhotoMath.direction(turns: heading)
            points.append(points[points.count - 1] + SIMD2(d.x, d.y * tilt) * step)
        }
        return points
    }
}
