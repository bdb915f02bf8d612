import BurinCore
import BurinRaster

/// What the camera adds after the scene is laid: light falling off across the table, a vignette, the
/// blur of a shallow depth of field, a colour grade, micro-texture and sensor grain on the way to 8-bit
/// pixels.
///
/// The micro-texture and the grain are what keep a JPEG of the photo from compressing to almost
/// nothing, as a real photo's does not: a painted picture of flat colours would decode unrealistically
/// fast.
struct PhotoFinish {
    /// How much brighter the side towards the light is than the far side (0...0.4).
    var falloff: Float = 0.2
    /// Darkening at the corners (0...0.5).
    var vignette: Float = 0.25
    /// The sharp band of the picture (0 top ... 1 bottom); outside it the picture blurs with distance.
    var focus: ClosedRange<Float> = 0...1
    /// The blur radius at the far edge, as a share of the shorter side (0 is all sharp).
    var blur: Float = 0
    /// Colour balance multiplied in: warm light is more red, less blue.
    var balance = PhotoColor(1, 1, 1)
    /// 0 keeps tones, 1 applies a full S-curve.
    var contrast: Float = 0.3
    /// Grain amplitude in 8-bit levels.
    var grain: Float = 3
    /// How far the studio's fine noise varies the brightness everywhere (0.05 is ±10%): the
    /// micro-texture every real surface has under light. With the grain, it is what a real photo's
    /// JPEG spends its bytes, and its decoder its time, on.
    var detail: Float = 0.04
    /// Seeds the grain pattern.
    var seed: UInt64 = 0

    /// Applies the camera to `studio`'s picture and returns it as opaque 8-bit pixels.
    func develop(_ studio: inout PhotoStudio) -> PixelCanvas {
        if blur > 0 { depthOfField(&studio.buffer, radius: max(1, Int(blur * studio.unit))) }
        return quantise(studio.buffer, light: studio.lamp.light, texture: studio.fine)
    }

    /// Blurs rows outside the focus band, more the farther they are.
    private func depthOfField(_ buffer: inout PhotoBuffer, radius: Int) {
        let blurred = buffer.blurred(radius: radius)
        let w = buffer.width
        let h = buffer.height
        let low = focus.lowerBound
        let high = focus.upperBound
        buffer.transform { x, y, current in
            let v = (Float(y) + 0.5) / Float(h)
            let away = v < low ? (low - v) / max(low, 0.05) : v > high ? (v - high) / max(1 - high, 0.05) : 0
            let t = PhotoMath.smoothstep(0, 1, away)
            return t > 0 ? current.mixed(blurred[y * w + x], t) : current
        }
    }

    /// Lights (falloff towards `light`, vignette), grades, adds grain and rounds to 8 bits, in one
    /// pass over the picture.
    private func quantise(_ buffer: PhotoBuffer, light: SIMD3<Float>, texture: NoiseField) -> PixelCanvas {
        var canvas = PixelCanvas(width: buffer.width, height: buffer.height)
        let size = SIMD2(Float(buffer.width), Float(buffer.height))
        let falloff = self.falloff
        let vignette = self.vignette
        let detail = self.detail
        let seedBits = UInt32(truncatingIfNeeded: seed ^ (seed >> 32))
        let balance = self.balance
        let contrast = self.contrast
        let grain = self.grain
        let w = buffer.width
        // The texture is read shifted (its wrap makes any shift valid), so it does not line up with
        // the shapes that read it unshifted.
        let shift = SIMD2(17 % texture.width, 29 % texture.height)
        let roughness = texture.width == w && texture.height == buffer.height ? texture.values : []
        buffer.pixels.withUnsafeBufferPointer { source in
            canvas.pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<buffer.height {
                    let py = (Float(y) + 0.5) / size.y - 0.5
                    let textureRow = ((y + shift.y) % buffer.height) * w
                    for x in 0..<w {
                        let px = (Float(x) + 0.5) / size.x - 0.5
                        let toward = 2 * (px * light.x + py * light.y)
                        let corner = (px * px + py * py) * 2
                        let tx = x + shift.x < w ? x + shift.x : x + shift.x - w
                        let rough = roughness.isEmpty ? 1 : 1 + detail * roughness[textureRow + tx]
                        let lit = (1 + falloff * toward) * (1 - vignette * corner * corner) * rough
                        var c = source[y * w + x] * (balance * lit)
                        c = PhotoColor(PhotoMath.clamp(c.x), PhotoMath.clamp(c.y), PhotoMath.clamp(c.z))
                        c = c.mixed(c * c * (3 - 2 * c), contrast)
                        let h = Self.hash(UInt32(truncatingIfNeeded: x), UInt32(truncatingIfNeeded: y), seedBits)
                        // Luma grain plus a little chroma grain, as a sensor's.
                        let g = (Float(h & 0xFF) + Float((h >> 8) & 0xFF)) / 255 - 1
                        let chroma = Float((h >> 16) & 0xFF) / 255 - 0.5
                        let value =
                            c * 255 + (g * grain) + PhotoColor(chroma, -chroma * 0.5, chroma * 0.3) * grain * 0.5
                        out[y * w + x] = RGBA(Self.byte(value.x), Self.byte(value.y), Self.byte(value.z))
                    }
                }
            }
        }
        return canvas
    }

    @inline(__always)
    private static func byte(_ v: Float) -> UInt8 {
        guard v == v else { return 0 }
        // Truncation is rounding down here: the value is never negative.
        return UInt8(min(255, max(0, v + 0.5)))
    }

    /// A well-mixed 32-bit hash of a pixel position (for grain: no visible pattern, no state).
    @inline(__always)
    private static func hash(_ x: UInt32, _ y: UInt32, _ seed: UInt32) -> UInt32 {
        var h = x &* 0x9E37_79B1 ^ y &* 0x85EB_CA77 ^ seed
        h ^= h >> 15
        h = h &* 0x2C1B_3C6D
        h ^= h >> 12
        h = h &* 0x297A_2D39
        h ^= h >> 15
        return h
    }
}
