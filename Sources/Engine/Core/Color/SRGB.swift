/// sRGB's transfer function (IEC 61966-2-1), Burin's one copy: encoded 8-bit values to linear light
/// and back. Resampling averages light rather than encoded values (averaging encoded values darkens
/// every edge between contrasting colours), and CIELAB and WCAG's luminance start from linear light.
public enum SRGB {
    /// Linear light (0...1) of each 8-bit sRGB value, for loops over pixels.
    public static let toLinear: [Float] = (0..<256).map { decode(Float($0) / 255) }

    /// Linear light of each 8-bit sRGB value in double precision, for colours that are measured.
    public static let toLinearDouble: [Double] = (0..<256).map { decode(Double($0) / 255) }

    /// Steps of the inverse table: 4096 keeps every 8-bit output exact to within one level.
    public static let inverseSteps = 4096

    /// The 8-bit sRGB value of linear light i / inverseSteps.
    public static let fromLinearTable: [UInt8] = (0...inverseSteps).map { i in
        byte(encode(Float(i) / Float(inverseSteps)))
    }

    /// The 8-bit sRGB value of linear light `l`, clamped to 0...1, from the table (to within a level).
    /// Inlinable: the scaler calls it three times for every pixel it writes, from another module.
    @inlinable @inline(__always)
    public static func fromLinear(_ l: Float) -> UInt8 {
        let i = Int(min(max(l, 0), 1) * Float(inverseSteps) + 0.5)
        return fromLinearTable[i]
    }

    /// The 8-bit sRGB value of linear light `l`, clamped to 0...1, computed exactly.
    public static func fromLinearExactly(_ l: Float) -> UInt8 {
        byte(encode(min(max(l, 0), 1)))
    }

    /// Linear light of an encoded value, both 0...1.
    static func decode<F: ColorScalar>(_ c: F) -> F {
        c <= 0.04045 ? c / 12.92 : F.power((c + 0.055) / 1.055, 2.4)
    }

    /// The encoded value of linear light, both 0...1.
    static func encode<F: ColorScalar>(_ l: F) -> F {
        l <= 0.0031308 ? l * 12.92 : 1.055 * F.power(l, 1 / 2.4) - 0.055
    }

    /// An encoded value 0...1 as an 8-bit level, rounded and clamped.
    private static func byte(_ c: Float) -> UInt8 {
        UInt8(min(max(c * 255 + 0.5, 0), 255))
    }
}
