import BurinCore

/// What the dish stands on: wooden planks, marble, linen, a checked cloth, slate, or (for the studio
/// shots that feeds keep as PNG) a seamless paper backdrop.
enum TableSurface {
    case wood
    case marble
    case linen
    case gingham
    case slate
    case backdrop

    /// The surfaces a restaurant photo is taken on (the backdrop is for studio shots).
    static let tables: [TableSurface] = [.wood, .wood, .wood, .marble, .linen, .gingham, .slate]

    private static let woods: [UInt32] = [0xB98A5E, 0x7A5238, 0x9C6B45, 0xCFC3B0, 0x4A3426, 0xA7825F]
    private static let marbles: [UInt32] = [0xE6E3DE, 0xD9D6D2, 0x3A3B40]
    private static let linens: [UInt32] = [0xD8CDBB, 0x9FA9B4, 0xA9B39A, 0xC98F74, 0xE9E4DA, 0x5E6670]
    private static let checks: [UInt32] = [0xB8322C, 0x2F5E9E, 0x3F7D4E, 0x2B2B2B]
    private static let slates: [UInt32] = [0x393C40, 0x4A4744, 0x2C2F33]
    private static let backdrops: [UInt32] = [0xF1ECE4, 0xE9EEF0, 0xF3E6D8, 0xE8E2EE, 0xF5F1E8]

    /// Covers the whole picture with this surface.
    func paint(_ studio: inout PhotoStudio) {
        switch self {
        case .wood: paintWood(&studio)
        case .marble: paintMarble(&studio)
        case .linen: paintLinen(&studio)
        case .gingham: paintGingham(&studio)
        case .slate: paintSlate(&studio)
        case .backdrop: paintBackdrop(&studio)
        }
    }

    /// Planks with streaked grain, each plank its own tone, thin dark seams between them.
    private func paintWood(_ studio: inout PhotoStudio) {
        let base = PhotoColor(hex: studio.rng.pick(Self.woods))
        let horizontal = studio.rng.chance(0.6)
        let streak = SIMD2<Float>(studio.unit * 0.9, 2.5)
        let grain = NoiseField.fractal(
            width: studio.width, height: studio.height, cell: horizontal ? streak : SIMD2(streak.y, streak.x),
            count: 3, persistence: 0.6, rng: &studio.rng)
        let plank = studio.unit * studio.rng.float(0.22...0.42)
        let tones = (0..<64).map { _ in studio.rng.float(-0.09...0.09) }
        let shifts = (0..<64).map { _ in studio.rng.int(0...(studio.width + studio.height)) }
        let coarse = studio.coarse
        studio.buffer.transform { x, y, _ in
            let across = Float(horizontal ? y : x)
            let index = Int(across / plank)
            let inPlank = across - Float(index) * plank
            let p = SIMD2(Float(x), Float(y))
            let shift = shifts[index & 63]
            let g = grain.sample(p, offset: horizontal ? SIMD2(shift, 0) : SIMD2(0, shift))
            // Growth rings: bands where the grain's value crosses steps.
            let ring = PhotoMath.fraction(g * 5)
            let band = 0.06 * PhotoMath.smoothstep(0.75, 0.95, ring)
            let seam = 1 - 0.45 * (1 - PhotoMath.smoothstep(0, 1.6, min(inPlank, plank - inPlank)))
            let tone = (1 + tones[index & 63] + 0.22 * g - band + 0.06 * coarse.sample(p)) * seam
            return base * tone
        }
    }

    /// Polished stone: a soft cloudy ground crossed by long thin veins that wander one way.
    private func paintMarble(_ studio: inout PhotoStudio) {
        let base = PhotoColor(hex: studio.rng.pick(Self.marbles))
        let dark = base.luma < 0.5
        let warp = NoiseField.fractal(
            width: studio.width, height: studio.height, cell: SIMD2(repeating: studio.unit / 2), count: 4,
            persistence: 0.55, rng: &studio.rng)
        let direction = PhotoMath.direction(turns: studio.rng.float(0...0.5))
        let period = studio.unit * studio.rng.float(0.35...0.7)
        let coarse = studio.coarse
        let fine = studio.fine
        let veinColor = dark ? PhotoColor(0.85, 0.83, 0.8) : PhotoColor(0.5, 0.5, 0.53)
        studio.buffer.transform { x, y, _ in
            let p = SIMD2(Float(x), Float(y))
            // Veins follow the lines where a warped ramp across the stone crosses whole numbers.
            let ramp = PhotoMath.dot(p, direction) / period + 0.45 * warp.sample(p)
            let f = PhotoMath.fraction(ramp)
            let line = min(f, 1 - f)
            let vein = 1 - PhotoMath.smoothstep(0.0, 0.02 + 0.02 * abs(fine.sample(p)), line)
            let haze = 1 - PhotoMath.smoothstep(0.0, 0.12, line)
            let cloud = base * (1 + 0.06 * coarse.sample(p, offset: SIMD2(7, 3)) + 0.03 * fine.sample(p))
            return cloud.mixed(veinColor, vein * 0.35 + haze * 0.1)
        }
    }

    /// Woven cloth: a fine criss-cross of threads and the soft folds of a draped cloth.
    private func paintLinen(_ studio: inout PhotoStudio) {
        let base = PhotoColor(hex: studio.rng.pick(Self.linens))
        let coarse = studio.coarse
        let fine = studio.fine
        studio.buffer.transform { x, y, _ in
            let p = SIMD2(Float(x), Float(y))
            let weave: Float = ((x ^ y) & 1) == 0 ? 0.03 : -0.03
            let fold = 0.13 * coarse.sample(p, offset: SIMD2(11, 5))
            return base * (1 + weave + fold + 0.07 * fine.sample(p))
        }
    }

    /// A checked tablecloth: stripes of colour crossing on white, darker where they cross.
    private func paintGingham(_ studio: inout PhotoStudio) {
        let ink = PhotoColor(hex: studio.rng.pick(Self.checks))
        let white = PhotoColor(0.95, 0.94, 0.91)
        let check = studio.unit * studio.rng.float(0.07...0.13)
        let coarse = studio.coarse
        let fine = studio.fine
        studio.buffer.transform { x, y, _ in
            let p = SIMD2(Float(x), Float(y))
            func stripe(_ v: Float) -> Float {
                let f = PhotoMath.fraction(v / check)
                return PhotoMath.smoothstep(0.46, 0.54, f) * (1 - PhotoMath.smoothstep(0.96, 1.0, f))
            }
            let cover = 0.5 * stripe(p.x) + 0.5 * stripe(p.y)
            let weave: Float = ((x ^ y) & 1) == 0 ? 0.025 : -0.025
            let fold = 0.1 * coarse.sample(p, offset: SIMD2(3, 9))
            return white.mixed(ink, cover * 1.4) * (1 + weave + fold + 0.05 * fine.sample(p))
        }
    }

    /// Dark stone: speckled, with a faint sheen.
    private func paintSlate(_ studio: inout PhotoStudio) {
        let base = PhotoColor(hex: studio.rng.pick(Self.slates))
        let coarse = studio.coarse
        let fine = studio.fine
        studio.buffer.transform { x, y, _ in
            let p = SIMD2(Float(x), Float(y))
            let speck = PhotoMath.smoothstep(0.35, 0.6, fine.sample(p, offset: SIMD2(5, 1)))
            return base * (1 + 0.14 * coarse.sample(p) + 0.1 * fine.sample(p) + 0.35 * speck)
        }
    }

    /// Seamless paper, lighter where the light falls: the studio shots of a product catalogue.
    private func paintBackdrop(_ studio: inout PhotoStudio) {
        let base = PhotoColor(hex: studio.rng.pick(Self.backdrops))
        let light = studio.lamp.light
        let size = studio.size
        let coarse = studio.coarse
        studio.buffer.transform { x, y, _ in
            let p = SIMD2(Float(x), Float(y)) / size - 0.5
            let toward = p.x * light.x + p.y * light.y
            return base * (0.93 + 0.12 * toward + 0.02 * coarse.sample(SIMD2(Float(x), Float(y))))
        }
    }
}
