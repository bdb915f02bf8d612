import BurinCore
import BurinRaster

/// Paints photograph-like pictures of dishes, deterministically.
///
/// A photo is laid like a food shot: a table surface, things around the dish (a napkin, another plate,
/// a dish of sauce, chopsticks), the dish's shadow, the dish and its food, then what the camera adds
/// (light falloff, vignette, depth of field, colour grade, grain). Everything is arithmetic on floats
/// with `+ - * /` and `sqrt` in a fixed order (see `PhotoMath`), so the same spec paints the same
/// pixels on every machine.
enum PhotoPainter {
    /// Paints the photo `spec` describes.
    static func paint(_ spec: PhotoSpec) -> PixelCanvas {
        let width = min(max(1, spec.width), maximumImageSide)
        let height = min(max(1, spec.height), maximumImageSide)
        var rng = SplitMix64(seed: spec.seed)
        let studioShot = spec.format == .png
        let tilt: Float = spec.dish.isSideView ? 0.45 : rng.chance(0.2) ? 1 : rng.float(0.62...0.9)
        var studio = PhotoStudio(width: width, height: height, tilt: tilt, rng: SplitMix64(seed: rng.next()))
        (studioShot ? .backdrop : studio.rng.pick(TableSurface.tables)).paint(&studio)

        let unit = studio.unit
        let jitter = SIMD2(rng.float(-0.07...0.07), rng.float(-0.05...0.05)) * unit
        let center = studio.size / 2 + jitter
        let radius = unit * rng.float(0.4...0.5)
        var finish = PhotoFinish(seed: rng.next())
        if spec.dish.isSideView {
            let horizon = Float(height) * rng.float(0.5...0.62)
            studio.cafeBackground(horizon: horizon)
            studio.milkTea(at: SIMD2(center.x, Float(height) * 0.5), height: Float(height) * 0.8)
        } else {
            let footprint = studio.disc(center, radius * 1.05)
            if !studioShot { setTable(&studio, around: footprint, dish: spec.dish) }
            serve(spec.dish, in: &studio, at: center, radius: radius)
            if !studioShot, rng.chance(0.4) { studio.chopsticks(near: footprint) }
            if tilt < 0.85, rng.chance(0.7) {
                let middle = center.y / Float(height)
                let reach = radius * tilt / Float(height)
                finish.focus = max(0, middle - reach * 1.1)...min(1, middle + reach * 1.4)
                finish.blur = rng.float(0.006...0.016)
            }
        }
        finish.falloff = rng.float(0.08...0.3)
        finish.vignette = rng.float(0.08...0.35)
        finish.contrast = rng.float(0.1...0.4)
        finish.grain = studioShot ? rng.float(0.5...1) : rng.float(3.5...6)
        finish.detail = studioShot ? rng.float(0.01...0.02) : rng.float(0.04...0.08)
        let warmth = rng.float(-0.05...0.07)
        finish.balance = PhotoColor(1 + warmth, 1, 1 - warmth) * rng.float(0.97...1.06)
        return finish.develop(&studio)
    }

    /// Things around the dish, painted before it (the chopsticks come after, across everything).
    private static func setTable(_ studio: inout PhotoStudio, around dish: Ellipse, dish kind: DishKind) {
        if studio.rng.chance(0.3) { studio.napkin(near: dish) }
        if studio.rng.chance(0.3) { studio.neighbourPlate(beside: dish) }
        if studio.rng.chance(0.35) { studio.sauceDish(near: dish) }
        if studio.rng.chance(0.4) {
            let crumbs: [UInt32] =
                kind == .coffee ? [0x3A2214, 0x2A180E] : [0x3F7F2A, 0xB3261E, 0xE9D6A0, 0x5A3A1A, 0xEFE3C2]
            studio.scatter(colors: crumbs, count: studio.rng.int(4...16), size: 0.006...0.014)
        }
    }

    private static func serve(_ dish: DishKind, in studio: inout PhotoStudio, at center: SIMD2<Float>, radius: Float) {
        switch dish {
        case .noodleSoup: studio.noodleSoup(at: center, radius: radius)
        case .spicyBroth: studio.spicyBroth(at: center, radius: radius)
        case .hotPot: studio.hotPot(at: center, radius: radius)
        case .congee: studio.congee(at: center, radius: radius)
        case .fishStew: studio.fishStew(at: center, radius: radius)
        case .riceBowl: studio.riceBowl(at: center, radius: radius)
        case .stirFry: studio.stirFry(at: center, radius: radius)
        case .dumplings: studio.dumplings(at: center, radius: radius)
        case .friedChicken: studio.friedChicken(at: center, radius: radius)
        case .skewers: studio.skewers(at: center, radius: radius * 0.9)
        case .crayfish: studio.crayfish(at: center, radius: radius)
        case .sushi: studio.sushi(at: center, radius: radius * 0.9)
        case .salad: studio.salad(at: center, radius: radius)
        case .pizza: studio.pizza(at: center, radius: radius * 0.9)
        case .pasta: studio.pasta(at: center, radius: radius)
        case .steak: studio.steak(at: center, radius: radius)
        case .coffee: studio.coffee(at: center, radius: radius * 0.85)
        case .dessert: studio.dessert(at: center, radius: radius)
        case .milkTea: studio.milkTea(at: center, height: studio.unit * 0.8)
        }
    }
}
