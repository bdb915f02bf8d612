/// The parts dishes are assembled from: broth, oil, noodles, rice, leaves, slices, toppings. Each
/// paints into an area (an ellipse: a plate's well, a bowl's surface).
extension PhotoStudio {
    /// A liquid filling `surface`: toned by the noise, darker where the bowl's wall shades it, with the
    /// window's reflection on the side towards the light.
    mutating func liquid(_ surface: Ellipse, _ color: PhotoColor, sheen: Float = 0.35, cloud: Float = 0.12) {
        let light = lamp.light
        let glint = Ellipse(
            center: surface.center + SIMD2(light.x, light.y) * surface.radii * 0.45,
            radii: surface.radii * SIMD2(0.35, 0.18), rotation: PhotoMath.direction(turns: rng.float(0...0.5)))
        let coarse = self.coarse
        let fine = self.fine
        let offset = textureOffset()
        buffer.paint(surface, softness: 1.5) { p, _, k in
            let wall = 1 - 0.3 * PhotoMath.smoothstep(0.7, 1.0, k)
            let tone = 1 + cloud * coarse.sample(p, offset: offset) + 0.03 * fine.sample(p, offset: offset)
            let reflection = sheen * PhotoMath.smoothstep(0.4, -0.6, glint.distance(p) / max(1, glint.radii.y))
            return color * (tone * wall) + PhotoColor(repeating: reflection)
        }
    }

    /// Beads of oil floating on broth: small glossy lenses, lighter than the broth.
    mutating func droplets(in surface: Ellipse, count: Int, color: PhotoColor, size: ClosedRange<Float>) {
        for _ in 0..<count {
            let center = surface.point(rng.inDisc() * 0.92)
            let r = unit * rng.float(size)
            let shape = Ellipse(center: center, radii: SIMD2(r, r * tilt))
            paint(piece(shape, color, wobble: 0.05, texture: 0.05, crumb: 0, gloss: 0.9, dome: 0.35, shadow: 0))
        }
    }

    /// `count` pieces scattered over `area` (`spread` of its radius), back to front so nearer pieces
    /// overlap farther ones.
    mutating func toppings(
        in area: Ellipse, count: Int, spread: Float = 0.85, size: ClosedRange<Float>, aspect: ClosedRange<Float>,
        colors: [UInt32], wobble: Float = 0.12, texture: Float = 0.15, gloss: Float = 0.25, dome: Float = 0.7,
        shadow: Float = 0.35
    ) {
        var pieces: [FoodPiece] = []
        for _ in 0..<count {
            let center = area.point(rng.inDisc() * spread)
            let r = unit * rng.float(size)
            let shape = Ellipse(
                center: center, radii: SIMD2(r, r * rng.float(aspect) * (0.5 + 0.5 * tilt)),
                rotation: PhotoMath.direction(turns: rng.float(0...0.5)))
            pieces.append(
                piece(
                    shape, PhotoColor(hex: rng.pick(colors)) * rng.float(0.9...1.08), wobble: wobble, texture: texture,
                    gloss: gloss, dome: dome, shadow: shadow))
        }
        for piece in pieces.sorted(by: { $0.shape.center.y < $1.shape.center.y }) { paint(piece) }
    }

    /// A heap of rice: hundreds of small glossy grains over a shaded mound.
    mutating func rice(in area: Ellipse, color: PhotoColor = PhotoColor(0.95, 0.94, 0.9)) {
        paint(piece(area, color * 0.9, wobble: 0.12, texture: 0.05, crumb: 0.1, gloss: 0.05, dome: 0.6, shadow: 0.45))
        let grain = max(1.2, unit * 0.011)
        let count = Int(area.radii.x * area.radii.y * 3.14 / (grain * grain * 2.2))
        for _ in 0..<min(count, 2_500) {
            let q = rng.inDisc() * 0.95
            let center = area.point(q)
            let shape = Ellipse(
                center: center, radii: SIMD2(grain, grain * 0.5),
                rotation: PhotoMath.direction(turns: rng.float(0...0.5)))
            // Grains near the edge of the mound are in its shade.
            let shade = 1 - 0.2 * PhotoMath.length(q)
            paint(
                FoodPiece(
                    shape: shape, color: color * shade * rng.float(0.92...1.04), wobble: 0, texture: 0.02, crumb: 0,
                    gloss: 0.25, dome: 0.9, shadow: 0.18, lift: 0.4))
        }
    }

    /// Noodles: long wandering strands crossing `area`, clipped to it.
    mutating func noodles(in area: Ellipse, count: Int, color: PhotoColor, thickness: Float) {
        let radius = max(1.2, unit * thickness)
        for _ in 0..<count {
            let start = area.point(rng.inDisc() * 0.8)
            let path = wanderingPath(
                from: start, turns: rng.float(0...1), step: radius * 1.5, count: rng.int(20...45), bend: 0.06,
                curl: rng.float(-0.025...0.025))
            let inside = path.prefix { PhotoMath.length(area.local($0)) < 0.95 }
            strand(Array(inside), radius: radius, color: color * rng.float(0.9...1.05), gloss: 0.35, shadow: 0.35)
        }
    }

    /// A leaf: an oval (`breadth` its width over its length) with a paler vein down its middle;
    /// broad, ragged leaves for lettuce.
    mutating func leaf(
        at center: SIMD2<Float>, length: Float, color: PhotoColor, breadth: ClosedRange<Float> = 0.35...0.55,
        ragged: Float = 0.18
    ) {
        let heading = PhotoMath.direction(turns: rng.float(0...1))
        let shape = Ellipse(center: center, radii: SIMD2(length, length * rng.float(breadth) * tilt), rotation: heading)
        paint(piece(shape, color, wobble: ragged, texture: 0.22, crumb: 0.05, gloss: 0.35, dome: 0.3, shadow: 0.35))
        let tip = heading * (length * 0.85)
        strand(
            [center - tip, center + tip], radius: max(0.7, length * 0.04), color: color.mixed(.one, 0.35), gloss: 0.1,
            texture: 0, shadow: 0)
    }

    /// Rings of spring onion: green discs with a paler hollow.
    mutating func scallions(in area: Ellipse, count: Int) {
        for _ in 0..<count {
            let center = area.point(rng.inDisc() * 0.9)
            let r = unit * rng.float(0.01...0.018)
            let outer = Ellipse(center: center, radii: SIMD2(r, r * tilt))
            let green = PhotoColor(hex: rng.pick([0x4E9A2E, 0x6DB33F, 0x3E7F24, 0xA9CF6A]))
            paint(piece(outer, green, wobble: 0.1, texture: 0.1, gloss: 0.4, dome: 0.4, shadow: 0.3))
            paint(piece(outer.scaled(0.55), green.mixed(PhotoColor(0.85, 0.9, 0.7), 0.6), wobble: 0.1, shadow: 0))
        }
    }

    /// Small seeds or flakes (sesame, chilli, pepper) over `area`.
    mutating func seeds(in area: Ellipse, count: Int, colors: [UInt32], size: Float = 0.006) {
        toppings(
            in: area, count: count, spread: 0.9, size: (size * 0.7)...(size * 1.3), aspect: 0.45...0.7, colors: colors,
            wobble: 0.05, texture: 0, gloss: 0.3, dome: 0.8, shadow: 0.2)
    }

    /// Half a boiled egg: white round, a golden yolk.
    mutating func egg(at center: SIMD2<Float>, radius r: Float) {
        let white = Ellipse(
            center: center, radii: SIMD2(r, r * 0.75 * tilt), rotation: PhotoMath.direction(turns: rng.float(0...0.5)))
        paint(piece(white, PhotoColor(0.96, 0.95, 0.9), wobble: 0.04, texture: 0.03, gloss: 0.5, dome: 0.6))
        let yolk = PhotoColor(hex: rng.pick([0xF2A81D, 0xE8901A, 0xF5C242]))
        paint(
            piece(white.scaled(0.55), yolk, wobble: 0.06, texture: 0.1, crumb: 0.08, gloss: 0.6, dome: 0.3, shadow: 0))
    }
}
