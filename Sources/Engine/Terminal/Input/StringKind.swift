/// The control strings a terminal sends (ECMA-48 8.3.x): each runs from its `ESC x` introducer to
/// ST (`ESC \`), or BEL, which xterm accepts for OSC and others send for all of them.
enum StringKind: Sendable, Equatable {
    /// `ESC ]`: operating system command (OSC 11's background colour).
    case operatingSystemCommand
    /// `ESC P`: device control string (XTVERSION).
    case deviceControl
    /// `ESC _`: application program command (kitty graphics answers).
    case applicationProgramCommand
    /// `ESC ^` and `ESC X`: privacy message and start of string; nothing Burin asks for.
    case privacyOrPlain

    init?(introducer: UInt8) {
        switch introducer {
        case UInt8(ascii: "]"): self = .operatingSystemCommand
        case UInt8(ascii: "P"): self = .deviceControl
        case UInt8(ascii: "_"): self = .applicationProgramCommand
        case UInt8(ascii: "^"), UInt8(ascii: "X"): self = .privacyOrPlain
        default: return nil
        }
    }
}
