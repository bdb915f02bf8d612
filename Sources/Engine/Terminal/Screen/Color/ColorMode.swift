/// How many colours a screen can show.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit colour.
    case direct
    /// The xterm 256-colour palette.
    case palette256 = "256"
    /// The sixteen ANSI colours (bright included).
    case palette16 = "16"
    /// The eight basic ANSI colours.
    case palette8 = "8"
    /// No colour at all: attributes only (`NO_COLOR`, or a terminal such as vt100).
    case none
}
