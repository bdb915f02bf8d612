/// The last line of defence between cell text and the terminal: every writer of cell text (the
/// terminal screen's encoder, the snapshot writers) sends it through here.
///
/// Cell text is sanitised upstream, but a control character that slips through would move the
/// cursor, start an escape sequence or ring the bell, so C0 controls, DEL, and C1 controls are
/// replaced by U+FFFD.
public enum TerminalText {
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` with control characters replaced; a space for empty text.
    public static func safe(_ text: String) -> String {
        if text.isEmpty { return " " }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(isControl(scalar) ? replacement : scalar) }
        return String(out)
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (v >= 0x7F && v <= 0x9F)
    }
}
