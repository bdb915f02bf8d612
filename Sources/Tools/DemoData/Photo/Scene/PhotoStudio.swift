import BurinCore

/// Everything one photo is painted with: the picture, its random stream, where the light comes from,
/// the camera's angle and two noise fields that every texture samples.
///
/// The camera looks down at the table at an angle, so a round plate shows as an ellipse flattened by
/// `tilt`; the light is a soft window to one side, so every shadow falls the same way.
struct PhotoStudio {
    var buffer: PhotoBuffer
    var rng: SplitMix64
    /// The window light every surface is shaded by.
    let lamp: Lamp
    /// Height of a circle on the table over its width, 0.6 (low angle) ... 1 (straight down).
    let tilt: Float
    /// The shorter side of the picture, which every size is measured against.
    let unit: Float
    /// Blotches: a few cells across the picture.
    let coarse: NoiseField
    /// Crumb and grain: cells of a few pixels, strong enough to survive JPEG's quantisation as a real
    /// photo's texture does (a photo's JPEG size and decoding time come mostly from such detail).
    let fine: NoiseField

    init(width: Int, height: Int, tilt: Float, rng: SplitMix64) {
        var rng = rng
        buffer = PhotoBuffer(width: width, height: height)
        unit = Float(min(width, height))
        self.tilt = tilt
        // The window is somewhere above the table on one side: never straight behind the camera.
        let side = PhotoMath.direction(turns: rng.float(0.5...1.0))
        lamp = Lamp(towards: SIMD3(side.x * 0.75, side.y * 0.75, rng.float(0.45...0.8)))
        coarse = .fractal(width: width, height: height, cell: SIMD2(repeating: unit / 5), count: 4, rng: &rng)
        fine = .fractal(width: width, height: height, cell: SIMD2(repeating: 4), count: 2, gain: 2, rng: &rng)
        self.rng = rng
    }

    var width: Int { buffer.width }
    var height: Int { buffer.height }
    var size: SIMD2<Float> { SIMD2(Float(buffer.width), Float(buffer.height)) }

    /// Where shadows fall from an object lifted `lift` pixels off the table.
    func shadowOffset(lift: Float) -> SIMD2<Float> {
        SIMD2(-lamp.light.x, -lamp.light.y) / max(0.3, lamp.light.z) * lift
    }

    /// A circle of radius `r` lying on the table at `center`, as the camera sees it.
    func disc(_ center: SIMD2<Float>, _ r: Float) -> Ellipse {
        Ellipse(center: center, radii: SIMD2(r, r * tilt))
    }

    /// A random place to read a noise field from, so that two textures do not repeat each other.
    mutating func textureOffset() -> SIMD2<Int> {
        SIMD2(rng.int(0...(width - 1)), rng.int(0...(height - 1)))
    }

    /// Darkens a soft ellipse by up to `strength`: the shadow of something standing on the table.
    mutating func shadow(_ shape: Ellipse, softness: Float, strength: Float) {
        let soft = max(1, softness)
        // Far inside or outside the soft edge the shadow is whole or absent: only the band between
        // needs the (square-root) distance.
        let band = soft / max(1, min(shape.radii.x, shape.radii.y))
        let inner = max(0, 1 - band) * max(0, 1 - band)
        let outer = (1 + band) * (1 + band)
        buffer.paint(shape.box(margin: soft)) { p, current in
            let q = shape.local(p)
            let k2 = q.x * q.x + q.y * q.y
            if k2 >= outer { return (current, 0) }
            let c = k2 <= inner ? 1 : PhotoMath.smoothstep(soft, -soft, Ellipse.distance(local: q, radii: shape.radii))
            guard c > 0 else { return (current, 0) }
            // Shadows keep some of their hue but lose saturation, as in a real photo.
            let dark = current * (1 - strength * c)
            return (dark.mixed(PhotoColor(repeating: dark.luma), 0.15 * c), 1)
        }
    }
}

/// A soft window light: the direction it comes from and where its highlights peak.
struct Lamp {
    /// Towards the light: x right, y down the picture, z towards the camera; unit length.
    let light: SIMD3<Float>
    /// Between the light and the camera: where highlights peak.
    let halfway: SIMD3<Float>

    init(towards direction: SIMD3<Float>) {
        light = PhotoMath.normalized(direction)
        let h = light + SIMD3(0, 0, 1)
        halfway = PhotoMath.normalized(h)
    }

    /// The brightness of a surface with normal `n`: ambient plus diffuse, and the specular peak
    /// separately (added, not multiplied, so it can whiten any colour).
    @inline(__always)
    func lighting(normal n: SIMD3<Float>) -> (diffuse: Float, specular: Float) {
        let d = max(0, PhotoMath.dot(n, light))
        let s = max(0, PhotoMath.dot(n, halfway))
        let s8 = PhotoMath.pow8(s)
        return (0.58 + 0.55 * d, s8 * s8)
    }
}
