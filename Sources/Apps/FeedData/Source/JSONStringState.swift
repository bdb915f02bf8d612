/// Whether a byte scan is inside a JSON string, and whether the next byte is escaped: the one piece
/// of JSON the record scanners need to find structure without parsing (a `{`, `[` or newline inside
/// a string is text).
struct JSONStringState {
    private(set) var isInside = false
    private var escaped = false

    /// A `"` outside a string opens one.
    mutating func open() { isInside = true }

    /// Reads `byte` inside a string; true when it closed the string.
    mutating func closes(at byte: UInt8) -> Bool {
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            isInside = false
            return true
        }
        return false
    }
}
