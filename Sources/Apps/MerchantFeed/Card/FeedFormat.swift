/// How the cards write numbers: short, in the conventions of a Chinese delivery app.
enum FeedFormat {
    /// `¥20`, `¥3.5`.
    static func price(_ value: Double) -> String {
        "¥" + trimmed(value)
    }

    /// `3421`, `1.2万`, `3.5亿`. The unit is chosen after rounding, so 99,999,999 is `1亿`, not `10000万`.
    static func count(_ value: Int) -> String {
        guard value >= 10_000 else { return String(value) }
        let wan = Double(value) / 10_000
        return wan < 9_999.95 ? trimmed(wan) + "万" : trimmed(wan / 10_000) + "亿"
    }

    /// `850m`, `2.1km`.
    static func distance(_ km: Double) -> String {
        km < 1 ? "\(Int((km * 1000).rounded()))m" : trimmed(km) + "km"
    }

    /// `4.6`.
    static func rating(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Five stars, filled to the rating rounded to the nearest whole star.
    static func stars(_ rating: Double) -> (filled: String, empty: String) {
        let n = max(0, min(5, Int(rating.rounded())))
        return (String(repeating: "★", count: n), String(repeating: "☆", count: 5 - n))
    }

    /// One decimal at most, none when it is zero.
    private static func trimmed(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let tenths = Int((v * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }
}
