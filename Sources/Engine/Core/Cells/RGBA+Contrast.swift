extension RGBA {
    /// The least WCAG 2 contrast ratio of text and its background that Burin keeps on terminals of
    /// 16 or 8 colours: the level WCAG asks of body text (AA).
    public static let legibleContrastRatio = 4.5

    /// WCAG 2's relative luminance (alpha ignored): 0 for black, 1 for white.
    public var relativeLuminance: Double {
        let linear = SRGB.toLinearDouble
        return 0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }

    /// WCAG 2's contrast ratio with `other`: 1 (the same) to 21 (black and white).
    public func contrastRatio(with other: RGBA) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
