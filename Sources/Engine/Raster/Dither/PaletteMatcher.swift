public import BurinCore

/// How far a colour is from each colour of a terminal palette, as the draw workers judge it when they
/// reduce pictures to 8 or 16 colours: CIELAB distance, with lightness counted `lightnessWeight`
/// times.
///
/// The dither (`PaletteDither`) counts it once, as the screen's own reduction does, so that a pixel
/// the palette shows closely gets the very colour the screen would have given it. Quadrant and
/// sextant cells fitted to two palette colours (`MosaicCell.paletteCell`) count it twice: at the
/// size of a cell the eye resolves lightness far finer than hue, and a cell's two colours are its
/// shape. Measured on `bench --scenario quality`, doubling it raised both scores of the sextant fit
/// (SSIM on luma 0.462 to 0.477, mean CIEDE2000 13.4 to 13.3, 8 x 4 slots in 16 colours) at every
/// size; three times raised SSIM further but cost CIEDE2000.
///
/// - Note: Pure and `Sendable`; the palette's tables are made once per matcher.
public struct PaletteMatcher: Sendable {
    public let palette: TerminalPalette
    /// The palette in linear light, index for index.
    let linear: [SIMD3<Float>]
    /// The palette in CIELAB with its lightness weighted, index for index.
    let weighted: [SIMD3<Float>]

    /// How many times lightness counts against each of a* and b*.
    public let lightnessWeight: Float

    public init(palette: TerminalPalette, lightnessWeight: Float) {
        self.palette = palette
        self.lightnessWeight = lightnessWeight
        linear = palette.colors.map(Self.linear)
        weighted = linear.map { Self.lab($0, lightnessWeight: lightnessWeight) }
    }

    /// The index of the palette colour nearest to a colour given by its `weightedLab`.
    @inline(__always)
    func nearest(weighted target: SIMD3<Float>) -> Int {
        var best = 0
        var bestDistance = Float.infinity
        for k in weighted.indices {
            let d = target - weighted[k]
            let distance = (d * d).sum()
            if distance < bestDistance {
                bestDistance = distance
                best = k
            }
        }
        return best
    }

    /// Squared distance between two colours given by their `weightedLab`.
    @inline(__always)
    static func distance(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
        let d = a - b
        return (d * d).sum()
    }

    /// An 8-bit sRGB colour in linear light.
    @inline(__always)
    static func linear(_ c: RGBA) -> SIMD3<Float> {
        SIMD3(SRGB.toLinear[Int(c.r)], SRGB.toLinear[Int(c.g)], SRGB.toLinear[Int(c.b)])
    }

    /// An 8-bit sRGB colour packed as `0xRRGGBB` in linear light.
    @inline(__always)
    static func linear(packed p: Int32) -> SIMD3<Float> {
        SIMD3(SRGB.toLinear[Int(p >> 16)], SRGB.toLinear[Int((p >> 8) & 0xff)], SRGB.toLinear[Int(p & 0xff)])
    }

    /// CIELAB (D65) of a linear-light sRGB colour, its lightness multiplied by this matcher's weight.
    @inline(__always)
    func weightedLab(_ c: SIMD3<Float>) -> SIMD3<Float> { Self.lab(c, lightnessWeight: lightnessWeight) }

    /// CIELAB (D65) of a linear-light sRGB colour, its lightness multiplied by `lightnessWeight`.
    static func lab(_ c: SIMD3<Float>, lightnessWeight: Float) -> SIMD3<Float> {
        var lab = CIELab.components(linear: c)
        lab.x *= lightnessWeight
        return lab
    }
}
