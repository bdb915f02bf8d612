/// Which key a character or a short escape sequence stands for.
enum KeyTables {
    /// A typed character (a scalar of UTF-8 input, or a byte below 0x80), or nil for one no key
    /// stands for (NUL, a stray control character, a C1 control).
    static func character(_ byte: UInt8) -> Key? { character(Unicode.Scalar(byte)) }

    static func character(_ scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        // Raw mode with nonl(): Enter arrives as CR; Ctrl-J (LF) is taken as Enter too.
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x1B: return .escape
        // Terminals send DEL or BS for the backspace key; BS is also Ctrl-H, which cannot be told apart.
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(UInt8(0x60 + scalar.value))))
        case 0x00...0x1F, 0x80...0x9F: return nil
        default: return .character(Character(scalar))
        }
    }

    /// `ESC O` and one byte: the cursor keys in application mode (which ncurses' `keypad` turns
    /// on), Home and End, F1-F4, the keypad's Enter.
    static let singleShift: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "M"): .enter,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2), UInt8(ascii: "R"): .function(3),
        UInt8(ascii: "S"): .function(4),
    ]

    /// `CSI` final byte with no parameters (or `1`): the cursor keys in normal mode, Home and End.
    static let cursor: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    ]

    /// `CSI number ~`: the editing keypad (xterm, vt220, rxvt and tmux numberings) and F5-F12.
    static let tilde: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]
}
