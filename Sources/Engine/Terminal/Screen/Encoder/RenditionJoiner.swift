/// Joins SGR escapes sent one after another into one: `ESC[1m ESC[38;5;208m ESC[48;5;17m` is sent as
/// `ESC[1;38;5;208;48;5;17m`, which every terminal reads the same (ECMA-48: an SGR's parameters are
/// applied in order), two bytes less for each escape joined. Most cells of a picture drawn in
/// half-blocks change both colours, so a one-line scroll that exposes a thumbnail's line sends a few
/// hundred bytes less. Only escapes of the plain form `ESC [ digits ; : m` with parameters are joined;
/// anything else (`sgr0` as `ESC(B ESC[m`, a terminal's own spelling) goes as it is and ends the run.
struct RenditionJoiner {
    /// Where the `m` of the last SGR appended sits in the output, while nothing came after it.
    private var end: Int?

    /// Appends `escape` to `out`, into the SGR just before it where both are plain SGRs.
    mutating func append(_ escape: [UInt8], to out: inout [UInt8]) {
        guard Self.isPlainSGR(escape) else {
            out += escape
            end = nil
            return
        }
        if let end, end == out.count - 1, out[end] == Self.final {
            out[end] = Self.separator
            out += escape[2...]
        } else {
            out += escape
        }
        end = out.count - 1
    }

    private static let final = UInt8(ascii: "m")
    private static let separator = UInt8(ascii: ";")

    /// `ESC [`, one or more digits, `;` and `:`, then `m`.
    static func isPlainSGR(_ escape: [UInt8]) -> Bool {
        guard escape.count > 3, escape[0] == 0x1B, escape[1] == UInt8(ascii: "["), escape.last == final else {
            return false
        }
        for byte in escape[2..<(escape.count - 1)] {
            guard (0x30...0x39).contains(byte) || byte == separator || byte == UInt8(ascii: ":") else { return false }
        }
        return true
    }
}
