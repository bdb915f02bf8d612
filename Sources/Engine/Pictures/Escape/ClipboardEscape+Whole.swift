extension ClipboardEscape {
    /// The request that copies all of `bytes`, or nil when they are more than `maximumBytes`: a
    /// record cut short would be pasted as if it were whole, so it is refused instead.
    public static func copyWhole(_ bytes: [UInt8], route: EscapeRoute = .direct) -> [UInt8]? {
        guard bytes.count <= maximumBytes else { return nil }
        var out = Array("\u{1B}]52;c;".utf8)
        Base64.append(bytes, to: &out)
        out += [0x1B, UInt8(ascii: "\\")]
        return route.wrap(out)
    }
}
