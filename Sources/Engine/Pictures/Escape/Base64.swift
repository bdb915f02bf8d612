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

    /// `text` decoded; nil where it is not padded standard base64.
    public static func decode(_ text: [UInt8]) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        var value = [UInt8](repeating: 255, count: 256)
        for (i, c) in alphabet.enumerated() { value[Int(c)] = UInt8(i) }
        var out = [UInt8]()
        out.reserveCapacity(text.count / 4 * 3)
        var i = 0
        while i < text.count {
            let padding = (text[i + 3] == UInt8(ascii: "=") ? 1 : 0) + (text[i + 2] == UInt8(ascii: "=") ? 1 : 0)
            guard padding == 0 || i + 4 == text.count else { return nil }
            var v: UInt32 = 0
            for k in 0..<4 {
                let c = text[i + k]
                let digit = k >= 4 - padding ? 0 : value[Int(c)]
                guard digit != 255 else { return nil }
                v = v << 6 | UInt32(digit)
            }
            out.append(UInt8(v >> 16))
            if padding < 2 { out.append(UInt8((v >> 8) & 255)) }
            if padding < 1 { out.append(UInt8(v & 255)) }
            i += 4
        }
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
