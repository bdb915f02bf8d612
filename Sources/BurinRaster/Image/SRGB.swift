#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// sRGB ↔ linear light lookup tables, so resampling averages light rather than encoded values
/// (averaging encoded values darkens every edge between contrasting colours).
enum SRGB {
    /// Linear light (0...1) of each 8-bit sRGB value.
    static let toLinear: [Float] = (0..<256).map { i in
        let c = Float(i) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// Steps of the inverse table: 4096 keeps every 8-bit output exact to within one level.
    static let inverseSteps = 4096

    /// The 8-bit sRGB value of linear light i / inverseSteps.
    static let fromLinearTable: [UInt8] = (0...inverseSteps).map { i in
        let l = Float(i) / Float(inverseSteps)
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * powf(l, 1 / 2.4) - 0.055
        return UInt8(min(max(c * 255 + 0.5, 0), 255))
    }

    /// The 8-bit sRGB value of linear light `l`, clamped to 0...1.
    @inline(__always)
    static func fromLinear(_ l: Float) -> UInt8 {
        let i = Int(min(max(l, 0), 1) * Float(inverseSteps) + 0.5)
        return fromLinearTable[i]
    }
}
