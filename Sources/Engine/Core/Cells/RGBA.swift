/// A colour with straight (not premultiplied) alpha, eight bits a channel, in sRGB.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Reads `0xRRGGBB`.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(UInt8((hex >> 16) & 0xff), UInt8((hex >> 8) & 0xff), UInt8(hex & 0xff), alpha)
    }

    /// Parses `#rrggbb` or `rrggbb`; nil for anything else.
    public init?(hexString: String) {
        var s = Substring(hexString)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
        self.init(hex: v)
    }

    public static let clear = RGBA(0, 0, 0, 0)
    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(255, 255, 255)

    public var isOpaque: Bool { a == 255 }
    public var isClear: Bool { a == 0 }
    public var opaque: RGBA { RGBA(r, g, b, 255) }

    /// This colour with its alpha scaled by `factor` (0...1).
    public func withAlpha(_ factor: Double) -> RGBA {
        RGBA(r, g, b, UInt8((Double(a) * min(max(factor, 0), 1)).rounded()))
    }

    /// Linear mix towards `other` by `t` (0 = self, 1 = other), channel by channel in sRGB.
    public func mixed(with other: RGBA, _ t: Double) -> RGBA {
        let t = min(max(t, 0), 1)
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - t) + Double(y) * t).rounded()) }
        return RGBA(m(r, other.r), m(g, other.g), m(b, other.b), m(a, other.a))
    }

    public var description: String {
        let h = [r, g, b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        return a == 255 ? "#\(h)" : "#\(h)/\(a)"
    }
}
