/// How close one method came to the photograph at the displayed size.
public struct ImageQualityScore: Sendable, Equatable {
    /// Mean SSIM on luma: 1 is identical.
    public var ssim: Double
    /// Mean CIEDE2000 over the pixels: 0 is identical, about 1 just noticeable side by side.
    public var deltaE: Double

    /// The mean of several scores; nil for none.
    public static func mean(_ scores: [ImageQualityScore]) -> ImageQualityScore? {
        guard !scores.isEmpty else { return nil }
        let n = Double(scores.count)
        return ImageQualityScore(
            ssim: scores.reduce(0) { $0 + $1.ssim } / n, deltaE: scores.reduce(0) { $0 + $1.deltaE } / n)
    }

    var json: [String: Any] { ["ssim": qualityJSONNumber(ssim), "ciede2000": qualityJSONNumber(deltaE)] }
}
