/// A base64 decoder for checking what the encoders send (tests only).
enum Base64Decoding {
    static func decode(_ text: [UInt8]) -> [UInt8]? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var value = [Int](repeating: -1, count: 256)
        for (i, c) in alphabet.enumerated() { value[Int(c)] = i }
        guard text.count % 4 == 0 else { return nil }
        var out = [UInt8]()
        var i = 0
        while i < text.count {
            var quad = [Int]()
            var padding = 0
            for k in 0..<4 {
                let c = text[i + k]
                if c == UInt8(ascii: "=") {
                    padding += 1
                    quad.append(0)
                } else {
                    guard value[Int(c)] >= 0, padding == 0 else { return nil }
                    quad.append(value[Int(c)])
                }
            }
            let v = quad[0] << 18 | quad[1] << 12 | quad[2] << 6 | quad[3]
            out.append(UInt8(v >> 16))
            if padding < 2 { out.append(UInt8((v >> 8) & 0xff)) }
            if padding < 1 { out.append(UInt8(v & 0xff)) }
            i += 4
        }
        return out
    }
}
