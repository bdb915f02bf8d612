/// What showing one image in pixels costs on a draw worker, and what it sends to the terminal.
public struct ImageQualityPixelCost: Sendable, Equatable {
    /// Median seconds to encode the kitty payload as PNG (deflate + base64).
    public var kittyPNGSeconds: Double
    /// Bytes of the kitty transmission carrying the PNG (escapes included).
    public var kittyPNGBytes: Int
    /// Median seconds for the raw payload (RGB, or RGBA where transparent; base64).
    public var kittyRawSeconds: Double
    public var kittyRawBytes: Int
    /// Median seconds to reduce the picture to 256 colours.
    public var sixelQuantiseSeconds: Double
    /// Median seconds to encode the whole palette picture as sixel bands.
    public var sixelEncodeSeconds: Double
    /// Bytes of the sixel sequence.
    public var sixelBytes: Int

    public init(
        kittyPNGSeconds: Double, kittyPNGBytes: Int, kittyRawSeconds: Double, kittyRawBytes: Int,
        sixelQuantiseSeconds: Double, sixelEncodeSeconds: Double, sixelBytes: Int
    ) {
        self.kittyPNGSeconds = kittyPNGSeconds
        self.kittyPNGBytes = kittyPNGBytes
        self.kittyRawSeconds = kittyRawSeconds
        self.kittyRawBytes = kittyRawBytes
        self.sixelQuantiseSeconds = sixelQuantiseSeconds
        self.sixelEncodeSeconds = sixelEncodeSeconds
        self.sixelBytes = sixelBytes
    }

    /// The mean of several images' costs; nil for none.
    public static func mean(_ costs: [ImageQualityPixelCost]) -> ImageQualityPixelCost? {
        guard !costs.isEmpty else { return nil }
        let n = Double(costs.count)
        func m(_ value: (ImageQualityPixelCost) -> Double) -> Double { costs.reduce(0) { $0 + value($1) } / n }
        func b(_ value: (ImageQualityPixelCost) -> Int) -> Int {
            Int((Double(costs.reduce(0) { $0 + value($1) }) / n).rounded())
        }
        return ImageQualityPixelCost(
            kittyPNGSeconds: m(\.kittyPNGSeconds), kittyPNGBytes: b(\.kittyPNGBytes),
            kittyRawSeconds: m(\.kittyRawSeconds),
            kittyRawBytes: b(\.kittyRawBytes), sixelQuantiseSeconds: m(\.sixelQuantiseSeconds),
            sixelEncodeSeconds: m(\.sixelEncodeSeconds), sixelBytes: b(\.sixelBytes))
    }

    var json: [String: Any] {
        [
            "kitty_png_us": qualityJSONNumber(kittyPNGSeconds * 1e6), "kitty_png_bytes": kittyPNGBytes,
            "kitty_raw_us": qualityJSONNumber(kittyRawSeconds * 1e6), "kitty_raw_bytes": kittyRawBytes,
            "sixel_quantise_us": qualityJSONNumber(sixelQuantiseSeconds * 1e6),
            "sixel_encode_us": qualityJSONNumber(sixelEncodeSeconds * 1e6), "sixel_bytes": sixelBytes,
        ]
    }
}
