#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A floating-point type the colour formulas (`SRGB`, `CIELab`) are written for, once for both
/// precisions: `Float` where every pixel is converted (the scaler's and the dither's tables and loops),
/// `Double` where a colour is measured (the screen's palette reduction, WCAG contrast, the bench's
/// metrics). Each brings the C library's power and cube root at its own precision, so each gives the
/// very values its own copy of the formulas gave before they were one.
protocol ColorScalar: BinaryFloatingPoint {
    static func power(_ base: Self, _ exponent: Self) -> Self
    static func cubeRoot(_ x: Self) -> Self
}

extension Float: ColorScalar {
    static func power(_ base: Float, _ exponent: Float) -> Float { powf(base, exponent) }
    static func cubeRoot(_ x: Float) -> Float { cbrtf(x) }
}

extension Double: ColorScalar {
    static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
    static func cubeRoot(_ x: Double) -> Double { cbrt(x) }
}
