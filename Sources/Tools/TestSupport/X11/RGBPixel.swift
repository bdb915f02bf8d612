/// One pixel of a screenshot, eight bits a channel.
public struct RGBPixel: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// Reads `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8((hex >> 16) & 0xff), UInt8((hex >> 8) & 0xff), UInt8(hex & 0xff))
    }

    public static let black = RGBPixel(0, 0, 0)
    public static let white = RGBPixel(255, 255, 255)

    /// The largest difference of one channel: "within 8 of white" reads as every channel within 8.
    public func difference(from other: RGBPixel) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)))
    }

    public var description: String {
        "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
