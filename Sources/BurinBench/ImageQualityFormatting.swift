/// Number formatting shared by the image-quality report: JSON has no infinities, and tables want
/// fixed decimals without Foundation's locale-dependent formatters.

/// `value` for JSONSerialization: a number, "inf"/"-inf" for infinities, "nan" for NaN,
/// "none" for nil.
func qualityJSONNumber(_ value: Double?) -> Any {
    guard let value else { return "none" }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return (value * 1000).rounded() / 1000
}

/// `value` with `digits` decimals; "inf" for infinity and "-" for NaN.
func qualityFixed(_ value: Double, _ digits: Int) -> String {
    if value.isNaN { return "-" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    // Past this, the integer arithmetic below could overflow; no measured figure gets near it.
    guard abs(value) < 1e12 else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled) - whole * Int(scale)
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    let fractionText = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
}
