/// What exports read of a record without decoding it whole.
public enum RecordFields {
    /// The members of the object in `bytes` whose values are scalars, in order: the name, and the
    /// value's text (a string decoded, a number or boolean as written, null as nothing). Nil when
    /// the record is not an object.
    public static func topLevelScalars(_ bytes: UnsafeRawBufferPointer) -> [(name: String, text: String)]? {
        let cursor = JSONCursor(bytes)
        let start = cursor.space(0)
        guard start < cursor.count, bytes[start] == 0x7B else { return nil }
        var fields: [(name: String, text: String)] = []
        var scratch: [UInt8] = []
        func text(_ range: Range<Int>, escaped: Bool) -> String {
            guard escaped else {
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            cursor.decodeString(range, into: &scratch)
            return String(decoding: scratch, as: UTF8.self)
        }
        _ = cursor.members(of: start) { key, escaped, value in
            guard value < cursor.count else { return true }
            let b = bytes[value]
            guard b != 0x7B, b != 0x5B else { return false }
            let name = text(key, escaped: escaped)
            if b == 0x22 {
                guard let (end, escapedValue) = cursor.stringEnd(value) else { return true }
                fields.append((name, text((value + 1)..<(end - 1), escaped: escapedValue)))
            } else {
                let end = cursor.tokenEnd(value)
                let raw = text(value..<end, escaped: false)
                fields.append((name, raw == "null" ? "" : raw))
            }
            return false
        }
        return fields
    }

    /// Whether `bytes` hold one JSON value with balanced brackets and closed strings, and nothing
    /// after it: what a JSON array may be made of (not a full validation).
    public static func isWholeValue(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let cursor = JSONCursor(bytes)
        let start = cursor.space(0)
        guard start < cursor.count, let end = cursor.valueEnd(start) else { return false }
        return cursor.space(end) == cursor.count
    }
}
