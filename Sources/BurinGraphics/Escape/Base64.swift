/// Standard base64 (RFC 4648, with padding), as the kitty graphics protocol carries its payloads.
///
/// Written here rather than through Foundation so that the graphics target stays free of it and the
/// encoder appends straight into the escape being built.
public enum Base64 {
    private static let alphabet: [UInt8] = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The encoded length of `count` bytes.
    public static func encodedCount(_ count: Int) -> Int { (max(count, 0) + 2) / 3 * 4 }

    /// `bytes` encoded.
    public static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(encodedCount(bytes.count))
        append(bytes, to: &out)
        return out
    }

    /// Appends the encoding of `bytes` to `out`.
    public static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        let table = alphabet
        bytes.withUnsafeBufferPointer { source in
            var i = 0
            let full = source.count / 3 * 3
            while i < full {
                let v = UInt32(source[i]) << 16 | UInt32(source[i + 1]) << 8 | UInt32(source[i + 2])
                out.append(table[Int(v >> 18)])
                out.append(table[Int((v >> 12) & 63)])
                out.append(table[Int((v >> 6) & 63)])
                out.append(table[Int(v & 63)])
                i += 3
            }
            let rest = source.count - full
            if rest == 1 {
                let v = UInt32(source[i]) << 16
                out.append(table[Int(v >> 18)])
                out.append(table[Int((v >> 12) & 63)])
                out.append(UInt8(ascii: "="))
                out.append(UInt8(ascii: "="))
            } else if rest == 2 {
                let v = UInt32(source[i]) << 16 | UInt32(source[i + 1]) << 8
                out.append(table[Int(v >> 18)])
                out.append(table[Int((v >> 12) & 63)])
                out.append(table[Int((v >> 6) & 63)])
                out.append(UInt8(ascii: "="))
            }
        }
    }
}
