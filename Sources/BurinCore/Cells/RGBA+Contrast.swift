#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RGBA {
    /// The least WCAG 2 contrast ratio of text and its background that Burin keeps on terminals of
    /// 16 or 8 colours: the level WCAG asks of body text (AA).
    public static let legibleContrastRatio = 4.5

    /// WCAG 2's relative luminance (alpha ignored): 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG 2's contrast ratio with `other`: 1 (the same) to 21 (black and white).
    public func contrastRatio(with other: RGBA) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
