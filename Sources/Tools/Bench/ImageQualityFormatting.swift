/// JSON has no infinities: how the image-quality report writes the PSNR of an exact image.

/// `value` for JSONSerialization: a number, "inf"/"-inf" for infinities, "nan" for NaN,
/// "none" for nil.
func qualityJSONNumber(_ value: Double?) -> Any {
    guard let value else { return "none" }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return (value * 1000).rounded() / 1000
}
