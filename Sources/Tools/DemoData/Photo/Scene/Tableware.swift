/// What food is served in: plates, bowls, boards, paper-lined baskets and hot-pot pans. Each returns
/// the area its food fills, as an ellipse on the picture.
extension PhotoStudio {
    static let ceramics: [UInt32] = [0xF4F2EC, 0xF1EBDD, 0xEEF1F3, 0xC5D6C6, 0x2E3034, 0xE7DCCB]
    static let bowlGlazes: [UInt32] = [0xF3F1EA, 0x2A2A2C, 0xB7694B, 0xE9E1CF, 0x3C5A7A, 0xD8D1C4]
    static let bands: [UInt32] = [0x2F5A9E, 0xB08D3C, 0x8C2F2A]

    /// A round plate: its shadow, the thickness of its edge, a lit rim rising from a flat well, maybe a
    /// painted band. Returns the well.
    mutating func plate(at center: SIMD2<Float>, radius r: Float) -> Ellipse {
        let glaze = PhotoColor(hex: rng.pick(Self.ceramics))
        let band: PhotoColor? = rng.chance(0.3) ? PhotoColor(hex: rng.pick(Self.bands)) : nil
        let top = disc(center, r)
        shadow(top.scaled(1.03).moved(shadowOffset(lift: r * 0.07)), softness: r * 0.12, strength: 0.5)
        // The edge of the plate below its rim, seen because the camera looks down at an angle.
        let side = top.moved(SIMD2(0, r * (1.04 - tilt) * 0.09 + 1))
        buffer.paint(side.box(margin: 2)) { p, current in
            let c = PhotoMath.coverage(side.distance(p))
            return (glaze * 0.72, c)
        }
        let lamp = self.lamp
        let fine = self.fine
        let offset = textureOffset()
        buffer.paint(top) { p, q, k in
            // The slope of the plate's surface at radius k: flat well, rising wall, gentle rim, round lip.
            let wall = PhotoMath.smoothstep(0.64, 0.70, k) * (1 - PhotoMath.smoothstep(0.76, 0.82, k))
            let lip = PhotoMath.smoothstep(0.94, 1.0, k)
            let slope = 1.1 * wall + 0.12 * (1 - wall) * PhotoMath.smoothstep(0.8, 0.84, k) - 2.4 * lip
            let n = PhotoMath.rotationalNormal(slope: slope, at: q, radius: k)
            let (diffuse, specular) = lamp.lighting(normal: n)
            var color = glaze * (0.12 + 0.86 * diffuse) * (1 + 0.015 * fine.sample(p, offset: offset))
            if let band {
                let stripe = PhotoMath.smoothstep(0.86, 0.87, k) * (1 - PhotoMath.smoothstep(0.9, 0.91, k))
                color = color.mixed(band * diffuse, stripe * 0.9)
            }
            return color + PhotoColor(repeating: specular * 0.55)
        }
        return top.scaled(0.66)
    }

    /// A bowl seen from above at an angle: its outside below the rim, the rim, the shaded inner wall.
    /// Returns the surface of what it holds, lower than the rim (so shifted down in the picture).
    mutating func bowl(at center: SIMD2<Float>, radius r: Float, glaze hex: UInt32? = nil) -> Ellipse {
        let glaze = PhotoColor(hex: hex ?? rng.pick(Self.bowlGlazes))
        let rim = disc(center, r)
        let drop = r * (1.05 - tilt) * 0.55
        let outside = Ellipse(center: center + SIMD2(0, drop), radii: SIMD2(r * 0.9, r * tilt * 0.95))
        shadow(outside.scaled(1.1).moved(shadowOffset(lift: r * 0.25)), softness: r * 0.2, strength: 0.55)
        let light = lamp.light
        buffer.paint(outside) { _, q, _ in
            // A curved wall: lit on the light's side, darker towards the foot.
            let shade = 0.7 + 0.35 * (q.x * light.x) - 0.18 * max(0, q.y)
            return glaze * shade
        }
        let inner = rim.scaled(0.92)
        let lamp = self.lamp
        buffer.paint(rim) { _, q, k in
            let radial = k > 1e-4 ? q / k : SIMD2(0, 0)
            if k > 0.92 {
                // The rounded lip.
                let bend = (k - 0.96) / 0.04
                var n = SIMD3(radial.x * bend, radial.y * bend, 1)
                n = PhotoMath.normalized(n)
                let (diffuse, specular) = lamp.lighting(normal: n)
                return glaze * diffuse + PhotoColor(repeating: specular * 0.6)
            }
            // The inner wall faces the centre: lit on the side away from the light, darker deeper down.
            let facing = -(radial.x * light.x + radial.y * light.y)
            let depth = PhotoMath.smoothstep(0.92, 0.6, k)
            return glaze * (0.62 + 0.3 * facing - 0.25 * depth)
        }
        let surface = Ellipse(
            center: inner.center + SIMD2(0, r * (1.05 - tilt) * 0.2), radii: inner.radii * 0.9)
        return surface
    }

    /// A wooden or slate board, slightly turned. Returns the ellipse inside it where food goes.
    mutating func board(at center: SIMD2<Float>, half: SIMD2<Float>, slate: Bool) -> Ellipse {
        let rotation = PhotoMath.direction(turns: rng.float(-0.03...0.03))
        let base = slate ? PhotoColor(hex: 0x2B2D30) : PhotoColor(hex: rng.pick([0xC4935F, 0xA8743F, 0xD3AE7E]))
        let top = RoundedBox(
            center: center, half: SIMD2(half.x, half.y * tilt), corner: half.y * 0.12, rotation: rotation)
        let thickness = max(2, half.y * 0.06)
        let edge = RoundedBox(
            center: center + SIMD2(0, thickness), half: top.half, corner: top.corner, rotation: rotation)
        let shade = Ellipse(center: center, radii: top.half * 1.02, rotation: rotation)
        shadow(shade.moved(shadowOffset(lift: thickness * 2.5)), softness: half.y * 0.15, strength: 0.45)
        buffer.paint(edge.box(margin: 2)) { p, current in
            (base * 0.6, PhotoMath.coverage(edge.distance(p)))
        }
        let offset = textureOffset()
        let fine = self.fine
        let coarse = self.coarse
        let direction = rotation
        buffer.paint(top.box(margin: 2)) { p, current in
            let coverage = PhotoMath.coverage(top.distance(p))
            guard coverage > 0 else { return (current, 0) }
            // Grain along the board's length: the fine field read stretched along it.
            let along = PhotoMath.unrotate(p - center, by: direction)
            let grain = fine.sample(SIMD2(along.x / 9, along.y * 1.5) + center, offset: offset)
            let tone = slate ? 1 + 0.12 * coarse.sample(p) + 0.06 * grain : 1 + 0.14 * grain + 0.08 * coarse.sample(p)
            return (base * tone, coverage)
        }
        return Ellipse(center: center, radii: top.half * SIMD2(0.86, 0.78), rotation: rotation)
    }

    /// A plastic basket lined with checked paper, as fried food is served. Returns the paper's hollow.
    mutating func basket(at center: SIMD2<Float>, radius r: Float) -> Ellipse {
        let outer = Ellipse(center: center, radii: SIMD2(r * 1.15, r * tilt))
        let plastic = PhotoColor(hex: rng.pick([0xC8352B, 0x2D5DA8, 0x2B2B2B]))
        shadow(outer.scaled(1.04).moved(shadowOffset(lift: r * 0.15)), softness: r * 0.15, strength: 0.5)
        let lamp = self.lamp
        buffer.paint(outer) { _, q, k in
            let n = PhotoMath.rotationalNormal(slope: k > 0.88 ? -1.5 : 0.6, at: q, radius: k)
            let (diffuse, specular) = lamp.lighting(normal: n)
            return plastic * diffuse + PhotoColor(repeating: specular * 0.5)
        }
        let paper = outer.scaled(0.86)
        let check = r * 0.16
        let coarse = self.coarse
        let offset = textureOffset()
        buffer.paint(paper, softness: 1.5) { p, _, _ in
            let d = p - center
            let u = (d.x + d.y) / check
            let v = (d.x - d.y) / check
            let odd = (PhotoMath.floor(u) + PhotoMath.floor(v)) & 1
            let paperColor = odd == 0 ? PhotoColor(0.93, 0.92, 0.88) : PhotoColor(0.78, 0.2, 0.17)
            // Crumpled: the coarse field as soft folds.
            let fold = 1 + 0.16 * coarse.sample(p, offset: offset)
            return paperColor * fold * 0.95
        }
        return paper.scaled(0.85)
    }

    /// A steel hot-pot pan with two handles. Returns the broth's surface.
    mutating func pot(at center: SIMD2<Float>, radius r: Float) -> Ellipse {
        let rim = disc(center, r)
        let steel = PhotoColor(hex: rng.pick([0xB9BDC2, 0x8E9399, 0x3B3C3F]))
        shadow(rim.scaled(1.08).moved(shadowOffset(lift: r * 0.2)), softness: r * 0.15, strength: 0.55)
        for side: Float in [-1, 1] {
            let handle = Ellipse(
                center: center + SIMD2(side * r * 1.08, 0), radii: SIMD2(r * 0.12, r * 0.07 * tilt + 2))
            paint(piece(handle, steel * 0.8, wobble: 0, texture: 0.05, crumb: 0.02, gloss: 0.8, dome: 0.6, shadow: 0.3))
        }
        let lamp = self.lamp
        let coarse = self.coarse
        buffer.paint(rim) { _, q, k in
            let n = PhotoMath.rotationalNormal(slope: k > 0.95 ? -2 : 0.9, at: q, radius: k)
            let (diffuse, specular) = lamp.lighting(normal: n)
            // Brushed metal: streaks around the centre.
            let brushed = 1 + 0.06 * coarse.sample(SIMD2(k * 900, 3))
            return steel * diffuse * brushed + PhotoColor(repeating: specular * 0.9)
        }
        return rim.scaled(0.9)
    }
}
