public import Foundation

/// Where a window is on the screen, read from the header of `xwd`'s dump of it.
///
/// An XWD file starts with 25 big-endian 32-bit fields (xwd swaps them on little-endian machines); the
/// window's size, position (relative to its parent, here the root: no window manager runs) and
/// border width are fields 20 to 24.
public struct XWDWindowGeometry: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public var borderWidth: Int
}

// In an extension, so that the struct keeps its synthesized memberwise init.
extension XWDWindowGeometry {
    /// Reads the geometry from the first 100 bytes of an XWD file; nil when they are not an XWD header.
    public init?(xwdHeader data: Data) {
        let bytes = [UInt8](data.prefix(100))
        guard bytes.count == 100 else { return nil }
        func field(_ i: Int) -> UInt32 {
            bytes[(4 * i)..<(4 * i + 4)].reduce(0) { $0 << 8 | UInt32($1) }
        }
        // Version 7 is the only XWD version xwd has written since X11R4.
        guard field(0) >= 100, field(1) == 7 else { return nil }
        self.init(
            x: Int(Int32(bitPattern: field(22))), y: Int(Int32(bitPattern: field(23))), width: Int(field(20)),
            height: Int(field(21)), borderWidth: Int(field(24)))
    }
}
