public import BurinCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour in CIE L*a*b* (D65 white), the space CIEDE2000 measures differences in.
public struct CIELab: Sendable, Equatable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The Lab of an sRGB colour (alpha ignored): IEC 61966-2-1 decoding, the sRGB primaries' XYZ
    /// matrix, D65's white (0.95047, 1, 1.08883), and CIE 15's cube root with its linear toe.
    public init(_ colour: RGBA) {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(colour.r)
        let g = linear(colour.g)
        let bl = linear(colour.b)
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * bl) / 0.950_47
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * bl
        let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * bl) / 1.088_83
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }
}
