/// The few cursor escapes graphics need around themselves.
///
/// Both protocols draw at the cursor. The screen's encoder keeps its own idea of where the cursor is
/// and which colours are set, so every graphics command is bracketed by DECSC/DECRC (save and restore
/// the cursor and its colours): the encoder never learns that either changed.
enum CursorEscape {
    static let save: [UInt8] = [0x1B, UInt8(ascii: "7")]
    static let restore: [UInt8] = [0x1B, UInt8(ascii: "8")]
    /// SGR 0. mlterm paints the rest of a sixel's last cell row, below its last pixel, in the
    /// background set when the picture arrives: the default one, not the status bar's a frame ended in.
    static let defaultColours: [UInt8] = Array("\u{1B}[0m".utf8)

    /// CUP to the 0-based (`column`, `row`).
    static func moveTo(column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[\(max(row, 0) + 1);\(max(column, 0) + 1)H".utf8)
    }
}
