/// A record as one JSONL line: a record read over several lines (pretty-printed JSON, records found
/// inside an object) has its line breaks and the indentation after them taken out. JSON cannot hold
/// a raw line break inside a string, so every one is whitespace between tokens; a single space is
/// kept where dropping it would join two bare words (`true` and `false` of a malformed record).
enum OneLineRecord {
    /// `bytes` on one line; nil when they are already (then they are written byte for byte as read).
    static func joined(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        guard bytes.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        var line: [UInt8] = []
        line.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                line.append(byte)
                index += 1
                continue
            }
            while index < bytes.count, isBreakOrIndent(bytes[index]) { index += 1 }
            if let before = line.last, index < bytes.count, isBare(before), isBare(bytes[index]) { line.append(0x20) }
        }
        return line
    }

    private static func isBreakOrIndent(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || byte == 0x20 || byte == 0x09
    }

    /// Part of a literal, a number or a string's edge: what a removed break may have separated.
    private static func isBare(_ byte: UInt8) -> Bool {
        !(byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")
            || byte == 0x20 || byte == 0x09)
    }
}
