/// Numbers as fixed-decimal text for tables and overlays, without Foundation's locale-dependent
/// formatters (a decimal comma would break the bench's columns and the overlay's width).
public enum DecimalText {
    /// `value` with exactly `digits` decimals; "inf"/"-inf" for infinities and "-" for NaN.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        if value.isNaN { return "-" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        // Past this, the integer arithmetic below could overflow; no figure shown gets near it.
        guard abs(value) < 1e12 else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled) - whole * Int(scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fractionText = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
}
