/// A colour in CIE L*a*b* (D65 white), the space in which Burin judges how near colours look: the
/// screen's palette reduction, the dither's and the mosaic cells' palette matching (at single
/// precision, `components(linear:)`), the feed's readable text backgrounds and the bench's CIEDE2000.
///
/// From sRGB: IEC 61966-2-1 decoding (`SRGB`), the sRGB primaries' XYZ matrix, D65's white
/// (0.95047, 1, 1.08883), and CIE 15's cube root with its linear toe.
public struct CIELab: Sendable, Equatable {
    public var l: Double
    public var a: Double
    public var b: Double

    /// The squared CIE76 difference (ΔE*ab²): enough to rank colours by nearness.
    public func squaredDistance(to other: CIELab) -> Double {
        let dl = l - other.l
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// L*, a* and b* of a linear-light sRGB colour at single precision, for loops over pixels.
    public static func components(linear c: SIMD3<Float>) -> SIMD3<Float> {
        let (l, a, b) = lab(c.x, c.y, c.z)
        return SIMD3(l, a, b)
    }

    /// L*, a* and b* of linear-light red, green and blue.
    static func lab<F: ColorScalar>(_ r: F, _ g: F, _ b: F) -> (F, F, F) {
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b
        let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE 15's f: the cube root above (6/29)³, its tangent line below.
    private static func f<F: ColorScalar>(_ t: F) -> F {
        t > 216 / 24389 ? F.cubeRoot(t) : (24389 / 27 * t + 16) / 116
    }
}

// In an extension, so that Swift still synthesises the memberwise `init(l:a:b:)`.
extension CIELab {
    /// The Lab of an sRGB colour (alpha ignored).
    public init(_ colour: RGBA) {
        let linear = SRGB.toLinearDouble
        let (l, a, b) = Self.lab(linear[Int(colour.r)], linear[Int(colour.g)], linear[Int(colour.b)])
        self.init(l: l, a: a, b: b)
    }
}
