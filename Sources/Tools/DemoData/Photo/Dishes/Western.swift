/// Salad bowls, pizza, pasta, steak, and sushi on a board.
extension PhotoStudio {
    /// A salad or power bowl: overlapping leaves, tomatoes, avocado, grains, a drizzle.
    mutating func salad(at center: SIMD2<Float>, radius r: Float) {
        let surface = rng.chance(0.6) ? bowl(at: center, radius: r) : plate(at: center, radius: r)
        liquid(surface, PhotoColor(hex: 0x3F6A2A), sheen: 0.05, cloud: 0.3)
        let greens: [UInt32] = [0x4E8F2E, 0x6FAE3E, 0x2F6B22, 0x8CBF4F, 0x6E2A4A]
        for _ in 0..<rng.int(16...26) {
            leaf(
                at: surface.point(rng.inDisc() * 0.85), length: r * rng.float(0.18...0.3),
                color: PhotoColor(hex: rng.pick(greens)), breadth: 0.55...0.9, ragged: 0.32)
        }
        toppings(
            in: surface, count: rng.int(4...8), spread: 0.75, size: 0.035...0.05, aspect: 0.85...1,
            colors: [0xD8321E, 0xE5452A, 0xF2B01E], wobble: 0.03, texture: 0.08, gloss: 0.9, dome: 0.95)
        if rng.chance(0.6) {
            toppings(
                in: surface, count: rng.int(3...6), spread: 0.6, size: 0.04...0.06, aspect: 0.5...0.7,
                colors: [0xB9C96A, 0xA4B85A], wobble: 0.1, texture: 0.1, gloss: 0.4, dome: 0.4)
        }
        seeds(in: surface, count: rng.int(20...60), colors: [0xE9D6A0, 0xF3EBD2, 0x3A2A1A], size: 0.007)
        if rng.chance(0.5) {
            let path = wanderingPath(
                from: surface.point(SIMD2(-0.6, 0)), turns: 0, step: r * 0.08, count: 16, bend: 0.08)
            strand(path, radius: r * 0.015, color: PhotoColor(hex: 0xF1E8D0), gloss: 0.6, shadow: 0)
        }
    }

    /// A round pizza: golden crust, tomato, melted cheese, toppings, basil.
    mutating func pizza(at center: SIMD2<Float>, radius r: Float) {
        let under =
            rng.chance(0.5)
            ? board(at: center, half: SIMD2(r * 1.1, r * 1.1), slate: false) : plate(at: center, radius: r * 1.1)
        let pie = Ellipse(center: under.center, radii: SIMD2(r * 0.95, r * 0.95 * tilt))
        paint(piece(pie, PhotoColor(hex: 0xD9A452), wobble: 0.03, texture: 0.3, crumb: 0.15, gloss: 0.15, dome: 0.5))
        let sauce = pie.scaled(0.84)
        liquid(sauce, PhotoColor(hex: 0xB8321C), sheen: 0.15, cloud: 0.2)
        let fine = self.fine
        let coarse = self.coarse
        let offset = textureOffset()
        let cheese = PhotoColor(hex: rng.pick([0xF2D98A, 0xF5E3A8, 0xEFCB6A]))
        buffer.paint(sauce.box()) { p, current in
            let inside = PhotoMath.coverage(sauce.distance(p))
            let melt = PhotoMath.smoothstep(-0.05, 0.15, coarse.sample(p, offset: offset) + 0.3 * fine.sample(p))
            return (cheese * (1 + 0.1 * fine.sample(p, offset: offset)), inside * melt)
        }
        toppings(
            in: sauce, count: rng.int(7...14), spread: 0.85, size: 0.045...0.06, aspect: 0.95...1,
            colors: [0xA8281A, 0x8E2014, 0x6B4A2A], wobble: 0.04, texture: 0.25, gloss: 0.6, dome: 0.25)
        for _ in 0..<rng.int(3...7) {
            leaf(at: sauce.point(rng.inDisc() * 0.8), length: r * 0.08, color: PhotoColor(hex: 0x2E6B1E))
        }
    }

    /// Spaghetti twirled in a nest with tomato sauce, basil and grated cheese.
    mutating func pasta(at center: SIMD2<Float>, radius r: Float) {
        let well = plate(at: center, radius: r)
        let nest = well.scaled(0.75)
        let noodle = PhotoColor(hex: rng.pick([0xEBCB7A, 0xF0D68E]))
        // A twirl: strands circling the middle, each a partial circle of its own radius.
        for _ in 0..<rng.int(60...90) {
            let around = rng.float(0...1)
            let ring = rng.float(0.1...0.95)
            let start = nest.point(PhotoMath.direction(turns: around) * ring)
            let step = r * 0.03
            let curl = step / (2 * Float.pi * ring * nest.radii.x)
            let path = wanderingPath(
                from: start, turns: around + 0.25, step: step, count: rng.int(12...30), bend: 0.01, curl: curl)
            let inside = path.prefix { PhotoMath.length(well.local($0)) < 0.95 }
            strand(Array(inside), radius: r * 0.013, color: noodle * rng.float(0.88...1.05), gloss: 0.45)
        }
        if rng.chance(0.7) {
            let sauce = Ellipse(center: nest.point(SIMD2(0, -0.1)), radii: nest.radii * 0.45)
            paint(
                piece(
                    sauce, PhotoColor(hex: rng.pick([0xB8321C, 0xE8DCC0, 0x6A8A2A])), wobble: 0.3, texture: 0.2,
                    gloss: 0.7, dome: 0.3))
        }
        toppings(
            in: nest, count: rng.int(30...60), spread: 0.6, size: 0.004...0.008, aspect: 0.4...0.8,
            colors: [0xF6F0DA], wobble: 0.2, texture: 0, gloss: 0.1, dome: 0.5, shadow: 0.1)
        for _ in 0..<rng.int(1...3) {
            leaf(at: nest.point(rng.inDisc() * 0.4), length: r * 0.12, color: PhotoColor(hex: 0x2E6B1E))
        }
    }

    /// A grilled steak with grill marks, potatoes and greens.
    mutating func steak(at center: SIMD2<Float>, radius r: Float) {
        let well = plate(at: center, radius: r)
        let meat = Ellipse(
            center: well.point(SIMD2(-0.15, -0.1)), radii: SIMD2(r * 0.45, r * 0.3 * tilt),
            rotation: PhotoMath.direction(turns: rng.float(-0.08...0.08)))
        paint(
            piece(
                meat, PhotoColor(hex: rng.pick([0x6A3420, 0x5A2A18, 0x7A4028])), wobble: 0.12, texture: 0.3,
                crumb: 0.15, gloss: 0.5, dome: 0.4))
        for i in 0..<4 {
            let along = Float(i) * 0.4 - 0.6
            let a = meat.point(SIMD2(along - 0.3, -0.75))
            let b = meat.point(SIMD2(along + 0.3, 0.75))
            strand([a, b], radius: r * 0.018, color: PhotoColor(hex: 0x2A140C), gloss: 0.2, texture: 0.2, shadow: 0)
        }
        toppings(
            in: Ellipse(center: well.point(SIMD2(0.45, 0.35)), radii: well.radii * 0.35), count: rng.int(4...7),
            spread: 0.8, size: 0.035...0.05, aspect: 0.7...0.95, colors: [0xE0B25A, 0xD49E44], wobble: 0.15,
            texture: 0.3, gloss: 0.5, dome: 0.8)
        for _ in 0..<rng.int(4...8) {
            leaf(
                at: well.point(SIMD2(rng.float(0.2...0.7), rng.float(-0.6...0))), length: r * 0.14,
                color: PhotoColor(hex: 0x3E7F24))
        }
    }

    /// Sushi on a board: rows of nigiri with striped fish and rolls of maki.
    mutating func sushi(at center: SIMD2<Float>, radius r: Float) {
        let area = board(at: center, half: SIMD2(r * 1.25, r * 0.8), slate: rng.chance(0.5))
        let fish: [UInt32] = [0xF08A5A, 0xE25A3A, 0xF4B08A, 0xF3EDE0, 0xD83A2A]
        let count = rng.int(4...6)
        for i in 0..<count {
            let x = (Float(i) + 0.5) / Float(count) * 1.7 - 0.85
            let at = area.point(SIMD2(x, -0.35))
            let rice = Ellipse(center: at, radii: SIMD2(r * 0.17, r * 0.3 * tilt), rotation: area.rotation)
            paint(
                piece(
                    rice, PhotoColor(0.95, 0.94, 0.9), wobble: 0.05, texture: 0.04, crumb: 0.25, gloss: 0.1, dome: 0.7))
            let top = piece(
                rice.scaled(1.05).moved(SIMD2(0, -r * 0.02)), PhotoColor(hex: rng.pick(fish)), wobble: 0.05,
                texture: 0.2, crumb: 0.05, gloss: 0.8, dome: 0.6, shadow: 0.2)
            paint(top)
            for s in 0..<4 {
                let y = Float(s) * 0.45 - 0.7
                strand(
                    [top.shape.point(SIMD2(-0.7, y)), top.shape.point(SIMD2(0.7, y + 0.15))], radius: r * 0.01,
                    color: top.color.mixed(.one, 0.5), gloss: 0.3, texture: 0, shadow: 0)
            }
        }
        for i in 0..<rng.int(3...5) {
            let at = area.point(SIMD2(Float(i) * 0.42 - 0.8, 0.5))
            let nori = Ellipse(center: at, radii: SIMD2(r * 0.18, r * 0.18 * tilt))
            paint(piece(nori, PhotoColor(hex: 0x1E2A1E), wobble: 0.03, texture: 0.1, gloss: 0.3, dome: 0.3))
            paint(
                piece(
                    nori.scaled(0.8), PhotoColor(0.94, 0.93, 0.88), wobble: 0.06, texture: 0.04, crumb: 0.3, gloss: 0.1,
                    dome: 0.2, shadow: 0))
            paint(
                piece(
                    nori.scaled(0.35), PhotoColor(hex: rng.pick(fish)), wobble: 0.2, texture: 0.2, gloss: 0.5,
                    dome: 0.3, shadow: 0))
        }
        toppings(
            in: Ellipse(center: area.point(SIMD2(0.75, 0.45)), radii: area.radii * 0.16), count: rng.int(5...9),
            spread: 0.6, size: 0.02...0.03, aspect: 0.3...0.6, colors: [0xF2C6B0, 0xE8B49A], wobble: 0.2,
            texture: 0.1, gloss: 0.4, dome: 0.2)
    }
}
