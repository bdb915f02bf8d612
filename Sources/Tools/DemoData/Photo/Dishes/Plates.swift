/// Dishes served on a plate, a board or in a basket: rice with toppings, stir-fries, dumplings, fried
/// chicken, skewers, crayfish.
extension PhotoStudio {
    /// Rice with a braised topping and greens (盖浇饭, 黄焖鸡, 卤肉饭).
    mutating func riceBowl(at center: SIMD2<Float>, radius r: Float) {
        let well = rng.chance(0.5) ? plate(at: center, radius: r) : bowl(at: center, radius: r * 0.92)
        let riceSide = rng.float(-0.4...0.4)
        rice(in: Ellipse(center: well.point(SIMD2(riceSide, -0.15)), radii: well.radii * 0.62))
        let sauces: [UInt32] = [0x7A3A18, 0x9A5322, 0x5A2A14, 0xA86A2A]
        let sauce = PhotoColor(hex: rng.pick(sauces))
        let topping = Ellipse(center: well.point(SIMD2(-riceSide, 0.25)), radii: well.radii * 0.5)
        liquid(topping.scaled(0.9), sauce * 0.8, sheen: 0.25, cloud: 0.2)
        toppings(
            in: topping, count: rng.int(8...16), spread: 0.8, size: 0.035...0.06, aspect: 0.6...0.9,
            colors: [0x8A4420, 0x6E3214, 0xA65A2A, 0xE0B070], wobble: 0.2, texture: 0.3, gloss: 0.7, dome: 0.6)
        for _ in 0..<rng.int(2...5) {
            leaf(
                at: well.point(rng.inDisc() * 0.7), length: r * rng.float(0.12...0.2), color: PhotoColor(hex: 0x3F7F2A))
        }
        if rng.chance(0.4) { egg(at: well.point(rng.inDisc() * 0.5), radius: r * 0.16) }
        if rng.chance(0.6) { seeds(in: well.scaled(0.7), count: rng.int(15...40), colors: [0xEFE3C2, 0x2B2520]) }
    }

    /// A glossy stir-fry: meat, red chillies, green peppers, garlic.
    mutating func stirFry(at center: SIMD2<Float>, radius r: Float) {
        let well = plate(at: center, radius: r)
        let heap = well.scaled(0.95)
        liquid(heap.scaled(0.85), PhotoColor(hex: rng.pick([0x8A3A14, 0x6A2A10, 0xA04A1C])), sheen: 0.2, cloud: 0.25)
        toppings(
            in: heap, count: rng.int(14...26), spread: 0.8, size: 0.03...0.055, aspect: 0.5...0.9,
            colors: [0x7A3A1E, 0x5E2A14, 0x94502A, 0xB87A4A], wobble: 0.25, texture: 0.35, gloss: 0.7, dome: 0.5)
        for _ in 0..<rng.int(8...18) {
            let start = heap.point(rng.inDisc() * 0.75)
            let path = wanderingPath(from: start, turns: rng.float(0...1), step: r * 0.05, count: 4, bend: 0.04)
            let chilli: UInt32 =
                rng.chance(0.5) ? rng.pick([0xC0241A, 0xA81A10]) : rng.pick([0x4E8A2A, 0x3A7020, 0x6AA33A])
            strand(path, radius: r * rng.float(0.025...0.04), color: PhotoColor(hex: chilli), gloss: 0.8)
        }
        toppings(
            in: heap, count: rng.int(6...14), spread: 0.8, size: 0.012...0.02, aspect: 0.6...0.9,
            colors: [0xF1E6C8, 0xE8DAB0], wobble: 0.1, texture: 0.05, gloss: 0.5)
        scallions(in: heap, count: rng.int(8...20))
        seeds(in: heap, count: rng.int(10...30), colors: [0xEFE3C2])
    }

    /// Dumplings or buns in a ring on a plate, pleated, some browned; a dish of vinegar beside.
    mutating func dumplings(at center: SIMD2<Float>, radius r: Float) {
        let well = plate(at: center, radius: r)
        let count = rng.int(5...8)
        let skin = PhotoColor(hex: rng.pick([0xF1E9D6, 0xEDE2C8, 0xF4EFE2, 0xE9D8B8]))
        let browned = rng.chance(0.4)
        let start = rng.float(0...1)
        var pieces: [FoodPiece] = []
        for i in 0..<count {
            let d = PhotoMath.direction(turns: start + Float(i) / Float(count))
            let at = well.point(d * 0.55)
            let shape = Ellipse(
                center: at, radii: SIMD2(r * 0.27, r * 0.19 * tilt),
                rotation: PhotoMath.direction(turns: start + Float(i) / Float(count) + 0.25))
            pieces.append(
                piece(shape, skin, wobble: 0.14, texture: browned ? 0.3 : 0.08, crumb: 0.05, gloss: 0.35, dome: 0.9))
        }
        if count > 6 {
            let middle = Ellipse(center: well.center, radii: SIMD2(r * 0.27, r * 0.19 * tilt))
            pieces.append(piece(middle, skin, wobble: 0.14, texture: 0.08, gloss: 0.35, dome: 0.9))
        }
        for piece in pieces.sorted(by: { $0.shape.center.y < $1.shape.center.y }) {
            paint(piece)
            // Pleats: short darker folds along the top of each dumpling.
            for j in 0..<5 {
                let along = Float(j - 2) * 0.28
                let a = piece.shape.point(SIMD2(along, -0.1))
                let b = piece.shape.point(SIMD2(along * 1.1, -0.55))
                strand([a, b], radius: max(0.8, r * 0.008), color: skin * 0.82, gloss: 0.1, texture: 0, shadow: 0)
            }
        }
        if rng.chance(0.5) { scallions(in: well.scaled(0.8), count: rng.int(6...14)) }
    }

    /// Fried chicken and chips in a paper-lined basket: craggy golden batter.
    mutating func friedChicken(at center: SIMD2<Float>, radius r: Float) {
        let hollow = basket(at: center, radius: r * 0.95)
        for _ in 0..<rng.int(10...18) {
            let start = hollow.point(rng.inDisc() * 0.8)
            let heading = rng.float(0...1)
            let d = PhotoMath.direction(turns: heading)
            let length = r * rng.float(0.25...0.4)
            let end = start + SIMD2(d.x, d.y * tilt) * length
            strand(
                [start, end], radius: r * 0.035, color: PhotoColor(hex: rng.pick([0xE9B54A, 0xF0C45A])), gloss: 0.3,
                texture: 0.2)
        }
        toppings(
            in: hollow, count: rng.int(5...9), spread: 0.6, size: 0.1...0.15, aspect: 0.6...0.85,
            colors: [0xC27A2A, 0xB0661E, 0xD08C36, 0x9E5418], wobble: 0.3, texture: 0.4, gloss: 0.4, dome: 0.85,
            shadow: 0.5)
        seeds(in: hollow.scaled(0.8), count: rng.int(20...50), colors: [0x6B3A12, 0xE8C27A], size: 0.005)
    }

    /// 烤串: skewers of charred meat on a tray, dusted with chilli and cumin.
    mutating func skewers(at center: SIMD2<Float>, radius r: Float) {
        let area = board(at: center, half: SIMD2(r * 1.2, r * 0.85), slate: rng.chance(0.5))
        let count = rng.int(3...5)
        let slant = rng.float(-0.08...0.08)
        for i in 0..<count {
            let y = (Float(i) + 0.5) / Float(count) * 1.6 - 0.8
            let d = PhotoMath.direction(turns: slant)
            let mid = area.point(SIMD2(0, y * 0.9))
            let length = area.radii.x * 1.9
            let a = mid - d * (length * 0.5)
            let b = mid + d * (length * 0.5)
            strand([a, b], radius: max(1, r * 0.015), color: PhotoColor(hex: 0xD9BC8A), gloss: 0.2, shadow: 0.35)
            let meat = PhotoColor(hex: rng.pick([0x7A3A1E, 0x8E4A24, 0x6A2E16, 0xA85A2E]))
            let chunks = rng.int(4...5)
            for j in 0..<chunks {
                let t = 0.2 + 0.62 * Float(j) / Float(chunks - 1)
                let at = a + (b - a) * t + SIMD2(0, rng.float(-1...1))
                let size = r * rng.float(0.1...0.13)
                let shape = Ellipse(
                    center: at, radii: SIMD2(size, size * 0.85 * tilt), rotation: PhotoMath.direction(turns: slant))
                paint(
                    piece(
                        shape, meat * rng.float(0.85...1.1), wobble: 0.35, texture: 0.5, crumb: 0.2, gloss: 0.5,
                        dome: 0.8))
            }
        }
        seeds(in: area, count: rng.int(60...120), colors: [0xB3261E, 0x8E4A1E, 0x5A3A1A], size: 0.006)
    }

    /// 小龙虾: a heap of red crayfish, segmented tails and claws, with garlic and herbs.
    mutating func crayfish(at center: SIMD2<Float>, radius r: Float) {
        let well = rng.chance(0.5) ? plate(at: center, radius: r) : bowl(at: center, radius: r)
        liquid(well.scaled(0.9), PhotoColor(hex: 0x9A2A12), sheen: 0.3, cloud: 0.3)
        let count = rng.int(7...11)
        var bodies: [(SIMD2<Float>, Float)] = []
        for _ in 0..<count { bodies.append((well.point(rng.inDisc() * 0.65), rng.float(0...1))) }
        for (at, heading) in bodies.sorted(by: { $0.0.y < $1.0.y }) {
            let d = PhotoMath.direction(turns: heading)
            let step = SIMD2(d.x, d.y * tilt)
            let shell = PhotoColor(hex: rng.pick([0xC8321E, 0xB52A16, 0xD8452A]))
            // Feelers and claws first, under the body.
            for side: Float in [-1, 1] {
                let across = SIMD2(-step.y, step.x) * side
                let claw = at - step * (r * 0.16) + across * (r * 0.16)
                strand([at - step * (r * 0.05), claw], radius: r * 0.03, color: shell * 0.85, gloss: 0.6)
                paint(
                    piece(
                        Ellipse(center: claw - step * (r * 0.08), radii: SIMD2(r * 0.1, r * 0.05), rotation: d), shell,
                        wobble: 0.1, texture: 0.2, gloss: 0.7, dome: 0.9))
                let feeler = at - step * (r * 0.1)
                strand(
                    [
                        feeler, feeler - step * (r * 0.3) + across * (r * 0.1),
                        feeler - step * (r * 0.5) + across * (r * 0.25),
                    ],
                    radius: max(0.7, r * 0.006), color: shell * 0.8, gloss: 0.3, shadow: 0)
            }
            // The head, then the tail's segments shrinking along the body, each with a pale seam.
            for s in 0..<7 {
                let t = Float(s)
                let center = at + step * (t * r * 0.075)
                let size = r * (0.15 - 0.012 * t)
                let shape = Ellipse(
                    center: center, radii: SIMD2(size * (s == 0 ? 1.3 : 0.7), size * 0.85 * tilt), rotation: d)
                paint(
                    piece(
                        shape, shell, wobble: 0.04, texture: 0.25, crumb: 0.1, gloss: 0.75, dome: 0.9,
                        shadow: s == 0 ? 0.4 : 0.15))
            }
        }
        seeds(in: well, count: rng.int(20...40), colors: [0xEFE3C2, 0xE8D9A8], size: 0.01)
        for _ in 0..<rng.int(3...6) {
            leaf(at: well.point(rng.inDisc() * 0.8), length: r * 0.1, color: PhotoColor(hex: 0x4E8A2A))
        }
    }
}
