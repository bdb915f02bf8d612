/// The things around a dish that make a table look laid: chopsticks, a napkin, a dish of sauce,
/// another plate cut off by the frame, crumbs and herbs.
extension PhotoStudio {
    /// A point off the main dish: `dish` grown by `gap`, at a random angle on the side away from
    /// the centre of the picture, so props frame the dish rather than cover it.
    mutating func besides(_ dish: Ellipse, gap: Float) -> SIMD2<Float> {
        let middle = size / 2
        let away = dish.center - middle
        let base: Float =
            PhotoMath.length(away) > unit * 0.05 ? turns(of: away) : rng.float(0...1)
        let d = PhotoMath.direction(turns: base + rng.float(-0.22...0.22))
        return dish.center + d * (dish.radii * (1 + gap))
    }

    /// The angle of `v` in turns, to the nearest 64th of a turn (no trigonometry: see `PhotoMath`).
    private func turns(of v: SIMD2<Float>) -> Float {
        var best: Float = 0
        var bestDot: Float = -2
        let unitV = v / max(1e-4, PhotoMath.length(v))
        for step in 0..<64 {
            let t = Float(step) / 64
            let dot = PhotoMath.dot(PhotoMath.direction(turns: t), unitV)
            if dot > bestDot {
                bestDot = dot
                best = t
            }
        }
        return best
    }

    /// A pair of chopsticks lying side by side, tapering to their tips.
    mutating func chopsticks(near dish: Ellipse) {
        let colors: [UInt32] = [0xD8B98A, 0x1F1C1A, 0x8E2B22, 0xC9A46A, 0xE9E2D0]
        let color = PhotoColor(hex: rng.pick(colors))
        let start = besides(dish, gap: rng.float(0.12...0.3))
        let heading = PhotoMath.direction(turns: rng.float(0.1...0.4) + (rng.chance(0.5) ? 0.5 : 0))
        let length = unit * rng.float(0.7...1.0)
        let across = SIMD2(-heading.y, heading.x)
        let thick = max(1.5, unit * 0.011)
        for i in 0..<2 {
            let base = start + across * (Float(i) * thick * 3.2) - heading * (length * 0.5)
            // Three segments of falling radius give the taper.
            let points = (0...3).map { base + heading * (length * Float($0) / 3) }
            for (j, pair) in zip(points, points.dropFirst()).enumerated() {
                strand([pair.0, pair.1], radius: thick * (1 - 0.18 * Float(j)), color: color, gloss: 0.35, shadow: 0.4)
            }
        }
    }

    /// A folded cloth napkin under one corner of the scene.
    mutating func napkin(near dish: Ellipse) {
        let colors: [UInt32] = [0xE9E4DA, 0xB7C4CC, 0xD9B8A0, 0x8FA58C, 0xF2F0EA]
        let color = PhotoColor(hex: rng.pick(colors))
        let at = besides(dish, gap: rng.float(0.2...0.5))
        let box = RoundedBox(
            center: at, half: SIMD2(unit * rng.float(0.18...0.3), unit * rng.float(0.12...0.2)), corner: unit * 0.01,
            rotation: PhotoMath.direction(turns: rng.float(0...1)))
        shadow(
            Ellipse(center: at, radii: box.half * 1.02, rotation: box.rotation).moved(shadowOffset(lift: unit * 0.01)),
            softness: unit * 0.02, strength: 0.3)
        let coarse = self.coarse
        let offset = textureOffset()
        buffer.paint(box.box(margin: 2)) { p, current in
            let coverage = PhotoMath.coverage(box.distance(p))
            guard coverage > 0 else { return (current, 0) }
            let local = PhotoMath.unrotate(p - box.center, by: box.rotation)
            // One fold across the middle: a crease of light and shade.
            let crease = PhotoMath.smoothstep(0, box.half.y * 0.12, abs(local.y))
            let fold: Float = local.y < 0 ? 1.04 : 0.94
            let tone: Float = (0.86 + 0.14 * crease) * fold + 0.08 * coarse.sample(p, offset: offset)
            return (color * tone, coverage)
        }
    }

    /// A small dish of soy sauce or chilli oil.
    mutating func sauceDish(near dish: Ellipse) {
        let at = besides(dish, gap: rng.float(0.15...0.35))
        let r = unit * rng.float(0.08...0.12)
        let surface = bowl(at: at, radius: r, glaze: rng.pick([0xF3F1EA, 0xE9E1CF, 0x2A2A2C]))
        let sauce = PhotoColor(hex: rng.pick([0x2A1408, 0x8E1E0C, 0x3B2A10, 0xC0521C]))
        paint(piece(surface, sauce, wobble: 0, texture: 0.1, crumb: 0.03, gloss: 0.9, dome: 0.1, shadow: 0))
        for _ in 0..<rng.int(0...5) {
            let seed = surface.point(rng.inDisc() * 0.7)
            paint(
                piece(
                    Ellipse(center: seed, radii: SIMD2(repeating: r * 0.06)), PhotoColor(hex: 0xE8D9A8), wobble: 0,
                    texture: 0, crumb: 0, gloss: 0.2, dome: 0.5, shadow: 0))
        }
    }

    /// Another plate at the edge of the frame, mostly cut off: a table with more than one dish.
    mutating func neighbourPlate(beside dish: Ellipse) {
        let at = besides(dish, gap: rng.float(0.9...1.3))
        let r = unit * rng.float(0.3...0.45)
        let well = plate(at: at, radius: r)
        let colors: [UInt32] = [0x6E9F3D, 0xC77B2E, 0x8A3B22, 0xE3C26A, 0x4F7A35]
        for _ in 0..<rng.int(4...9) {
            let center = well.point(rng.inDisc() * 0.6)
            let radius = r * rng.float(0.12...0.25)
            paint(
                piece(
                    Ellipse(center: center, radii: SIMD2(radius, radius * tilt)), PhotoColor(hex: rng.pick(colors)),
                    wobble: 0.2, texture: 0.2))
        }
    }

    /// Crumbs, seeds or torn herbs scattered on the table.
    mutating func scatter(colors: [UInt32], count: Int, size: ClosedRange<Float>) {
        for _ in 0..<count {
            let at = SIMD2(rng.float(0...Float(width)), rng.float(0...Float(height)))
            let r = unit * rng.float(size)
            let shape = Ellipse(
                center: at, radii: SIMD2(r, r * rng.float(0.4...1)),
                rotation: PhotoMath.direction(turns: rng.float(0...1)))
            paint(piece(shape, PhotoColor(hex: rng.pick(colors)), wobble: 0.25, texture: 0.1, gloss: 0.1, shadow: 0.25))
        }
    }
}
