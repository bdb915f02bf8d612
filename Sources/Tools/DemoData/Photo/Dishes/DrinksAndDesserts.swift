/// Tea shop and café photos: a cup of milk or fruit tea from the side, a latte from above, desserts.
extension PhotoStudio {
    /// A café behind the cup, out of focus: a wall with warm lights, the table's edge below.
    mutating func cafeBackground(horizon: Float) {
        let wall = PhotoColor(hex: rng.pick([0x5A4636, 0x8A7A66, 0x3A3A40, 0xB8A890, 0x6A5A4A]))
        let top = SIMD2<Float>(0, 0)
        let horizonY = horizon
        let coarse = self.coarse
        buffer.paint(PixelBox(x0: 0, y0: 0, x1: width, y1: Int(horizonY) + 2)) { p, current in
            let t = (p.y - top.y) / max(1, horizonY)
            let c = PhotoMath.coverage(p.y - horizonY)
            return (wall * (0.8 + 0.3 * t + 0.2 * coarse.sample(p)), c)
        }
        // Lamps and windows far behind: soft bright discs.
        for _ in 0..<rng.int(6...14) {
            let at = SIMD2(rng.float(0...Float(width)), rng.float(0...horizonY))
            let r = unit * rng.float(0.04...0.1)
            let glow = PhotoColor(hex: rng.pick([0xFFE2A8, 0xFFD08A, 0xF6F0E0, 0xFFB870]))
            let disc = Ellipse(center: at, radii: SIMD2(repeating: r))
            buffer.paint(disc.box(margin: 2)) { p, current in
                (current.mixed(glow, 0.55), PhotoMath.coverage(disc.distance(p), softness: 2))
            }
        }
        let blurred = buffer.blurred(radius: max(2, Int(unit * 0.03)))
        let w = width
        buffer.paint(PixelBox(x0: 0, y0: 0, x1: width, y1: height)) { p, current in
            let x = Int(p.x)
            let y = Int(p.y)
            let t = PhotoMath.smoothstep(horizonY + 4, horizonY - 4, p.y)
            return (blurred[y * w + x], t)
        }
    }

    /// A tall plastic cup of milk tea or fruit tea from the side: layered drink, pearls or fruit, ice,
    /// a domed lid and a straw. Fills most of the picture's height.
    mutating func milkTea(at center: SIMD2<Float>, height: Float) {
        let bottom = center.y + height * 0.45
        let topY = center.y - height * 0.35
        let halfTop = height * 0.22
        let halfBottom = height * 0.17
        let fruit = rng.chance(0.4)
        let drinks: [UInt32] =
            fruit ? [0xF2A43A, 0xE86A5A, 0xF2C84A, 0xD94A6A] : [0xC89A6A, 0xB07A4E, 0xD8B48A, 0x8A5A3A]
        let drink = PhotoColor(hex: rng.pick(drinks))
        let foam = PhotoColor(hex: 0xF3E6CC)
        // The cup stands on the table: its shadow starts at its foot and falls away from the light.
        shadow(
            Ellipse(
                center: SIMD2(center.x - lamp.light.x * halfBottom * 0.5, bottom),
                radii: SIMD2(halfBottom * 1.4, halfBottom * 0.28)),
            softness: halfBottom * 0.25, strength: 0.55)
        let light = lamp.light
        let coarse = self.coarse
        let layered = rng.chance(0.5)
        let foot = Ellipse(center: SIMD2(center.x, bottom), radii: SIMD2(halfBottom, halfBottom * 0.22))
        buffer.paint(PixelBox(around: center, reach: SIMD2(halfTop + 2, height))) { p, current in
            guard p.y >= topY, p.y <= bottom || foot.distance(p) < 1 else { return (current, 0) }
            let t = min(1, (p.y - topY) / (bottom - topY))
            let half = halfTop + (halfBottom - halfTop) * t
            let across = (p.x - center.x) / half
            let coverage = PhotoMath.coverage((abs(across) - 1) * half)
            guard coverage > 0 else { return (current, 0) }
            // Layers: a paler top (foam or juice), a darker bottom, a gradient between.
            var color = drink * (layered ? 0.75 + 0.35 * (1 - t) : 1)
            if t < 0.08 { color = fruit ? drink * 1.1 : foam }
            // The round cup: lit along one side, a bright reflection stripe, darker at the rims.
            let side = 0.85 + 0.25 * across * light.x - 0.3 * PhotoMath.smoothstep(0.7, 1, abs(across))
            let stripe = 0.35 * PhotoMath.smoothstep(0.1, 0, abs(across + 0.55 * light.x))
            return (color * side * (1 + 0.05 * coarse.sample(p)) + PhotoColor(repeating: stripe), coverage)
        }
        // Pearls at the bottom, or fruit slices floating.
        if fruit {
            for _ in 0..<rng.int(4...8) {
                let at = SIMD2(
                    center.x + rng.float(-0.7...0.7) * halfBottom,
                    rng.float(topY + height * 0.1...bottom - height * 0.1))
                let r = halfBottom * rng.float(0.25...0.4)
                let slice = Ellipse(
                    center: at, radii: SIMD2(r, r * rng.float(0.4...1)),
                    rotation: PhotoMath.direction(turns: rng.float(0...0.5)))
                paint(
                    piece(
                        slice, PhotoColor(hex: rng.pick([0xF6D04A, 0xF29A2A, 0x9CCB4A])), wobble: 0.03, texture: 0.3,
                        gloss: 0.5, dome: 0.2, shadow: 0))
            }
        } else {
            for _ in 0..<rng.int(18...36) {
                let at = SIMD2(
                    center.x + rng.float(-0.85...0.85) * halfBottom, bottom - rng.float(0.02...0.16) * height)
                let r = halfBottom * 0.11
                paint(
                    piece(
                        Ellipse(center: at, radii: SIMD2(r, r)), PhotoColor(hex: 0x2A1610), wobble: 0.02, texture: 0.05,
                        gloss: 0.9, dome: 0.95, shadow: 0))
            }
        }
        for _ in 0..<rng.int(2...5) {
            let at = SIMD2(center.x + rng.float(-0.6...0.6) * halfTop, topY + rng.float(0.06...0.3) * height)
            let cube = RoundedBox(
                center: at, half: SIMD2(repeating: halfTop * 0.22), corner: halfTop * 0.05,
                rotation: PhotoMath.direction(turns: rng.float(0...0.25)))
            buffer.paint(cube.box()) { p, current in
                (current.mixed(PhotoColor(0.95, 0.95, 0.95), 0.3), PhotoMath.coverage(cube.distance(p), softness: 2))
            }
        }
        // The lid's dome and the straw.
        let lid = Ellipse(center: SIMD2(center.x, topY), radii: SIMD2(halfTop * 1.04, halfTop * 0.25))
        paint(
            piece(lid, PhotoColor(0.9, 0.9, 0.92), wobble: 0, texture: 0.02, crumb: 0, gloss: 0.9, dome: 0.6, shadow: 0)
        )
        let strawColor = PhotoColor(hex: rng.pick([0xE8423A, 0x2A2A2A, 0x3A8AD8, 0xF2F2F2]))
        let lean = rng.float(-0.25...0.25)
        strand(
            [SIMD2(center.x + halfTop * 0.2, topY), SIMD2(center.x + halfTop * (0.2 + lean), topY - height * 0.2)],
            radius: halfTop * 0.09, color: strawColor, gloss: 0.6, shadow: 0)
    }

    /// A latte from above: cup and saucer, crema, a leaf of foam poured in.
    mutating func coffee(at center: SIMD2<Float>, radius r: Float) {
        _ = plate(at: center, radius: r)
        let cupGlaze = rng.pick(Self.bowlGlazes)
        let handleSide: Float = rng.chance(0.5) ? 1 : -1
        let handle = Ellipse(center: center + SIMD2(handleSide * r * 0.66, 0), radii: SIMD2(r * 0.13, r * 0.07 * tilt))
        paint(
            piece(
                handle, PhotoColor(hex: cupGlaze), wobble: 0, texture: 0, crumb: 0, gloss: 0.6, dome: 0.8, shadow: 0.4))
        let surface = bowl(at: center, radius: r * 0.58, glaze: cupGlaze)
        let crema = PhotoColor(hex: rng.pick([0x8A5630, 0x7A4A2A, 0x9A6438]))
        liquid(surface, crema, sheen: 0.2, cloud: 0.12)
        let foam = PhotoColor(hex: 0xF2E6D2)
        let axis = PhotoMath.direction(turns: rng.float(0...1))
        // Latte art: a stack of shrinking hearts of foam along one axis, a thin stroke through them.
        for i in 0..<rng.int(3...6) {
            let t = Float(i) * 0.17 - 0.35
            let at = surface.center + SIMD2(axis.x, axis.y * tilt) * (t * surface.radii.x)
            let size = surface.radii * (0.42 - Float(i) * 0.05)
            let blob = Ellipse(center: at, radii: SIMD2(size.x, size.y * 0.6), rotation: SIMD2(-axis.y, axis.x))
            paint(piece(blob, foam, wobble: 0.1, texture: 0.05, crumb: 0.02, gloss: 0.15, dome: 0.1, shadow: 0))
        }
        let from = surface.center - SIMD2(axis.x, axis.y * tilt) * (0.5 * surface.radii.x)
        let to = surface.center + SIMD2(axis.x, axis.y * tilt) * (0.6 * surface.radii.x)
        strand([from, to], radius: max(1, r * 0.012), color: foam, gloss: 0.1, texture: 0, shadow: 0)
        scatter(colors: [0x3A2214, 0x2A180E, 0x4A2C18], count: rng.int(5...12), size: 0.018...0.026)
    }

    /// A dessert plate: egg tarts, a cake topped with cream and berries, or a bowl of mango sago.
    mutating func dessert(at center: SIMD2<Float>, radius r: Float) {
        switch rng.int(0...2) {
        case 0:
            let well = plate(at: center, radius: r)
            let count = rng.int(3...5)
            for i in 0..<count {
                let at = well.point(
                    PhotoMath.direction(turns: Float(i) / Float(count) + 0.1) * (count > 3 ? 0.5 : 0.42))
                let shell = Ellipse(center: at, radii: SIMD2(r * 0.27, r * 0.27 * tilt))
                paint(
                    piece(
                        shell, PhotoColor(hex: 0xD9A050), wobble: 0.08, texture: 0.35, crumb: 0.2, gloss: 0.2, dome: 0.5
                    ))
                paint(
                    piece(
                        shell.scaled(0.75), PhotoColor(hex: 0xF2C04A), wobble: 0.05, texture: 0.45, crumb: 0.05,
                        gloss: 0.6, dome: 0.2, shadow: 0))
                toppings(
                    in: shell.scaled(0.7), count: rng.int(2...5), spread: 0.8, size: 0.015...0.03, aspect: 0.6...1,
                    colors: [0x7A3A12, 0x9A4A18], wobble: 0.3, texture: 0.3, gloss: 0.3, dome: 0.1, shadow: 0)
            }
        case 1:
            let well = plate(at: center, radius: r)
            let cake = well.scaled(1.05)
            paint(
                piece(
                    cake, PhotoColor(hex: rng.pick([0xF4ECDC, 0x6A3A24, 0xF2C6C8, 0xE8D27A])), wobble: 0.02,
                    texture: 0.06, gloss: 0.4, dome: 0.3))
            let berries: [UInt32] = [0xB0142A, 0x3A2A6A, 0xD8322A, 0x2A1A3A]
            for i in 0..<rng.int(6...10) {
                let at = cake.point(PhotoMath.direction(turns: Float(i) * 0.13) * 0.75)
                paint(
                    piece(
                        Ellipse(center: at, radii: SIMD2(r * 0.08, r * 0.07 * tilt)), PhotoColor(0.97, 0.95, 0.9),
                        wobble: 0.25, texture: 0.05, gloss: 0.3, dome: 0.9))
            }
            toppings(
                in: cake, count: rng.int(6...12), spread: 0.5, size: 0.025...0.04, aspect: 0.85...1, colors: berries,
                wobble: 0.1, texture: 0.15, gloss: 0.9, dome: 0.95)
            for _ in 0..<rng.int(1...3) {
                leaf(at: cake.point(rng.inDisc() * 0.4), length: r * 0.07, color: PhotoColor(hex: 0x3E8A2A))
            }
        default:
            let surface = bowl(at: center, radius: r * 0.9)
            liquid(surface, PhotoColor(hex: rng.pick([0xF2B43A, 0xF5C85A, 0xE8D8B8])), sheen: 0.2, cloud: 0.1)
            toppings(
                in: surface, count: rng.int(60...120), spread: 0.9, size: 0.005...0.008, aspect: 0.9...1,
                colors: [0xF4F0E4], wobble: 0, texture: 0, gloss: 0.7, dome: 0.9, shadow: 0.15)
            toppings(
                in: surface, count: rng.int(6...12), spread: 0.7, size: 0.03...0.045, aspect: 0.8...1,
                colors: [0xF5A21A, 0xF2B02A], wobble: 0.05, texture: 0.15, gloss: 0.7, dome: 0.6)
            toppings(
                in: surface, count: rng.int(3...7), spread: 0.6, size: 0.02...0.03, aspect: 0.6...0.9,
                colors: [0xF08A7A, 0xE86A5A], wobble: 0.3, texture: 0.2, gloss: 0.6, dome: 0.5)
        }
    }
}
