/// A cell's colour: the terminal's default, or an sRGB value the screen reduces to what it can show.
///
/// Packed into 32 bits (`0` is the terminal default, `0x01rrggbb` a colour) so that a `Cell` is a
/// plain 16-byte value: a frame of ten thousand cells copies and compares as bytes.
public struct CellColor: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// `0` for the terminal default, else `1 << 24 | r << 16 | g << 8 | b`.
    public let rawValue: UInt32

    private static let rgbTag: UInt32 = 1 << 24

    private init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The terminal's own default colour (foreground or background, by where it is used).
    public static let terminalDefault = CellColor(rawValue: 0)

    /// An opaque sRGB colour.
    public static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> CellColor {
        CellColor(rawValue: rgbTag | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
    }

    /// `c` without its alpha.
    public init(_ c: RGBA) { self = .rgb(c.r, c.g, c.b) }

    public var isTerminalDefault: Bool { rawValue == 0 }

    /// The red, green and blue channels, or nil for the terminal default.
    @inline(__always)
    public var components: (r: UInt8, g: UInt8, b: UInt8)? {
        guard rawValue != 0 else { return nil }
        return (
            UInt8(truncatingIfNeeded: rawValue >> 16), UInt8(truncatingIfNeeded: rawValue >> 8),
            UInt8(truncatingIfNeeded: rawValue)
        )
    }

    /// The colour as RGBA, or nil for the terminal default.
    public var rgba: RGBA? { components.map { RGBA($0.r, $0.g, $0.b) } }

    public var description: String { rgba.map { "\($0)" } ?? "default" }
}
