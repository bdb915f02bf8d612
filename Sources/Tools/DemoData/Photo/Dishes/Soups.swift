/// Dishes served in broth: noodle soup and ramen, 麻辣烫, hot pot, congee, fish in chilli broth.
extension PhotoStudio {
    /// A bowl of noodles in broth with sliced meat, greens, egg and spring onion.
    mutating func noodleSoup(at center: SIMD2<Float>, radius r: Float) {
        let surface = bowl(at: center, radius: r)
        let broths: [UInt32] = [0xC98A4B, 0xB5652F, 0xE0C38E, 0xA8421E, 0xD9B27A]
        liquid(surface, PhotoColor(hex: rng.pick(broths)))
        let noodle = PhotoColor(hex: rng.pick([0xEBD49A, 0xF1E9D2, 0xE3C77E]))
        noodles(in: surface.scaled(0.92), count: rng.int(45...75), color: noodle, thickness: rng.float(0.007...0.011))
        droplets(in: surface, count: rng.int(10...30), color: PhotoColor(hex: 0xE8A848), size: 0.004...0.012)
        // Meat slices fanned over one side.
        let meat: UInt32 = rng.pick([0x8A4A32, 0xB56A55, 0x6B3A25, 0xC98870])
        let side = surface.point(rng.inDisc() * 0.35)
        for i in 0..<rng.int(3...5) {
            let at = side + SIMD2(Float(i) * r * 0.09, Float(i) * r * 0.03)
            let shape = Ellipse(
                center: at, radii: SIMD2(r * 0.2, r * 0.13 * tilt),
                rotation: PhotoMath.direction(turns: rng.float(0...0.5)))
            paint(piece(shape, PhotoColor(hex: meat), wobble: 0.1, texture: 0.35, crumb: 0.12, gloss: 0.45, dome: 0.25))
        }
        if rng.chance(0.6) { egg(at: surface.point(rng.inDisc() * 0.6), radius: r * 0.15) }
        for _ in 0..<rng.int(2...5) {
            leaf(
                at: surface.point(rng.inDisc() * 0.7), length: r * rng.float(0.12...0.2),
                color: PhotoColor(hex: 0x3F8A2C))
        }
        scallions(in: surface, count: rng.int(15...40))
        if rng.chance(0.5) { seeds(in: surface, count: rng.int(10...30), colors: [0xB3261E, 0x8E1B14]) }
    }

    /// 麻辣烫: red chilli-oil broth crowded with tofu, fish balls, mushrooms, greens and lotus root.
    mutating func spicyBroth(at center: SIMD2<Float>, radius r: Float) {
        let surface = bowl(at: center, radius: r)
        liquid(surface, PhotoColor(hex: rng.pick([0xB0301A, 0x9E2A14, 0xC2461F])), sheen: 0.3, cloud: 0.2)
        droplets(in: surface, count: rng.int(40...90), color: PhotoColor(hex: 0xE2672A), size: 0.005...0.016)
        toppings(
            in: surface, count: rng.int(4...8), spread: 0.75, size: 0.05...0.08, aspect: 0.7...1,
            colors: [0xE8D9A8, 0xD9C07A], wobble: 0.02, texture: 0.1, gloss: 0.2, dome: 0.2)
        toppings(
            in: surface, count: rng.int(3...6), spread: 0.7, size: 0.035...0.05, aspect: 0.9...1,
            colors: [0xF2EEE4, 0xD8B8A0], wobble: 0.03, texture: 0.05, gloss: 0.4, dome: 0.9)
        for _ in 0..<rng.int(3...6) {
            leaf(
                at: surface.point(rng.inDisc() * 0.8), length: r * rng.float(0.15...0.25),
                color: PhotoColor(hex: 0x2F6B22))
        }
        toppings(
            in: surface, count: rng.int(3...6), spread: 0.7, size: 0.03...0.05, aspect: 0.8...1,
            colors: [0x6B4428, 0x7C5230], wobble: 0.15, texture: 0.3, gloss: 0.3, dome: 0.5)
        seeds(in: surface, count: rng.int(20...50), colors: [0x3A1A0C, 0x5A2A12, 0xC8321E], size: 0.007)
    }

    /// A steel hot pot of red broth (sometimes split with a pale one), chillies, peppercorns, bubbles.
    mutating func hotPot(at center: SIMD2<Float>, radius r: Float) {
        let surface = pot(at: center, radius: r)
        liquid(surface, PhotoColor(hex: 0xA3200F), sheen: 0.25, cloud: 0.22)
        if rng.chance(0.5) {
            // A divided pot: the far half holds a pale mushroom broth.
            let half = Ellipse(center: surface.center, radii: surface.radii * 0.98)
            let pale = PhotoColor(hex: rng.pick([0xE3CFA2, 0xD9C9A8]))
            let coarse = self.coarse
            buffer.paint(half.box()) { p, current in
                let c = PhotoMath.coverage(half.distance(p)) * PhotoMath.smoothstep(1, -1, p.y - half.center.y)
                return (pale * (1 + 0.1 * coarse.sample(p)), c)
            }
        }
        for _ in 0..<rng.int(12...24) {
            let start = surface.point(rng.inDisc() * 0.8)
            let path = wanderingPath(from: start, turns: rng.float(0...1), step: r * 0.05, count: 4, bend: 0.06)
            strand(path, radius: r * 0.03, color: PhotoColor(hex: rng.pick([0x8E160C, 0x6E1008])), gloss: 0.8)
        }
        seeds(in: surface, count: rng.int(40...80), colors: [0x4A2010, 0x2E140A], size: 0.008)
        droplets(in: surface, count: rng.int(20...40), color: PhotoColor(hex: 0xD8542A), size: 0.006...0.02)
    }

    /// Congee: a bowl of pale rice porridge with century egg, spring onion, shredded ginger, floss.
    mutating func congee(at center: SIMD2<Float>, radius r: Float) {
        let surface = bowl(at: center, radius: r, glaze: rng.pick([0xF3F1EA, 0x2A2A2C, 0x3C5A7A, 0xE9E1CF]))
        liquid(surface, PhotoColor(hex: rng.pick([0xEDE5D3, 0xE6DCC4, 0xF0EADC])), sheen: 0.18, cloud: 0.06)
        toppings(
            in: surface, count: rng.int(50...120), spread: 0.9, size: 0.006...0.011, aspect: 0.4...0.6,
            colors: [0xF5F1E6, 0xE2D8C0], wobble: 0.05, texture: 0, gloss: 0.3, dome: 0.6, shadow: 0.1)
        toppings(
            in: surface, count: rng.int(3...6), spread: 0.5, size: 0.04...0.06, aspect: 0.5...0.8,
            colors: [0x3B3327, 0x5B4A2A, 0x2A2620], wobble: 0.1, texture: 0.3, gloss: 0.8, dome: 0.5)
        if rng.chance(0.6) {
            toppings(
                in: surface.moved(SIMD2(r * 0.2, 0)), count: rng.int(30...60), spread: 0.3, size: 0.006...0.01,
                aspect: 0.3...0.5, colors: [0xB07A3E, 0x9C6530, 0xC89050], wobble: 0.3, texture: 0.2, dome: 0.3)
        }
        scallions(in: surface.scaled(0.7), count: rng.int(12...30))
    }

    /// 水煮鱼 / 酸菜鱼: pale fish slices in a red or golden broth under chillies and pickled greens.
    mutating func fishStew(at center: SIMD2<Float>, radius r: Float) {
        let surface = bowl(at: center, radius: r)
        let red = rng.chance(0.6)
        liquid(surface, PhotoColor(hex: red ? 0xB33A1A : 0xD9A441), sheen: 0.3, cloud: 0.18)
        toppings(
            in: surface, count: rng.int(8...14), spread: 0.75, size: 0.06...0.1, aspect: 0.5...0.8,
            colors: [0xF1E8DA, 0xE9DCC6], wobble: 0.25, texture: 0.12, gloss: 0.45, dome: 0.4)
        if !red {
            for _ in 0..<rng.int(4...8) {
                leaf(at: surface.point(rng.inDisc() * 0.8), length: r * 0.18, color: PhotoColor(hex: 0x9C9A3A))
            }
        }
        for _ in 0..<rng.int(8...20) {
            let start = surface.point(rng.inDisc() * 0.8)
            let path = wanderingPath(from: start, turns: rng.float(0...1), step: r * 0.04, count: 4, bend: 0.05)
            strand(
                path, radius: r * 0.022, color: PhotoColor(hex: rng.pick([0xB01E10, 0xC8321E, 0x7A120A])), gloss: 0.7)
        }
        seeds(in: surface, count: rng.int(20...50), colors: [0x4A2A12, 0x6B3A1A], size: 0.007)
        scallions(in: surface, count: rng.int(6...16))
    }
}
