/// The few cursor escapes graphics need around themselves.
///
/// Both protocols draw at the cursor. ncurses keeps its own idea of where the cursor is, so every
/// graphics command is bracketed by DECSC/DECRC (save and restore cursor): ncurses never learns that
/// the cursor moved.
enum CursorEscape {
    static let save: [UInt8] = [0x1B, UInt8(ascii: "7")]
    static let restore: [UInt8] = [0x1B, UInt8(ascii: "8")]

    /// CUP to the 0-based (`column`, `row`).
    static func moveTo(column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[\(max(row, 0) + 1);\(max(column, 0) + 1)H".utf8)
    }
}
