/// One result of ncurses' `get_wch`: a character (`OK`) or a function-key code (`KEY_CODE_YES`).
enum CursesInput: Hashable, Sendable {
    case character(UInt32)
    case keyCode(Int32)
}

/// The ncurses key codes the decoder needs. They are macros of curses.h; the ncurses owner file fills
/// them in (`CursesKeyCodes.ncurses`), so this decoder stays free of C and testable alone.
struct CursesKeyCodes: Sendable {
    var up: Int32
    var down: Int32
    var left: Int32
    var right: Int32
    var pageUp: Int32
    var pageDown: Int32
    var home: Int32
    var end: Int32
    var backspace: Int32
    var enter: Int32
    /// `KEY_F0`; function key n is `function0 + n` for n in 1...63.
    var function0: Int32
    var resize: Int32
    var mouse: Int32
}

/// The mouse button masks the decoder needs, filled in by the ncurses owner file.
struct CursesMouseMasks: Sendable {
    var button1Pressed: UInt
    var button1Clicked: UInt
    var wheelUp: UInt
    var wheelDown: UInt
}

/// What one `get_wch` result means.
enum DecodedInput: Equatable, Sendable {
    case event(InputEvent)
    /// `KEY_MOUSE`: the caller reads the event with `getmouse` and decodes it with `mouseEvent`.
    case mouse
    /// `KEY_RESIZE`: ncurses has resized its windows; the caller reads the new size.
    case resize
    /// Nothing the viewer acts on (an unmapped key, a stray control character).
    case ignored
}

/// Maps raw ncurses input to `InputEvent`s. Pure: no terminal needed.
enum InputDecoder {
    static func decode(_ input: CursesInput, codes: CursesKeyCodes) -> DecodedInput {
        switch input {
        case .character(let value): decodeCharacter(value)
        case .keyCode(let code): decodeKeyCode(code, codes: codes)
        }
    }

    /// A mouse report: wheel notches (button 4/5 presses) and button-1 presses or clicks. With
    /// `mouseinterval(0)` ncurses reports presses rather than synthesised clicks; both count.
    static func mouseEvent(buttons: UInt, x: Int, y: Int, masks: CursesMouseMasks) -> InputEvent? {
        guard x >= 0, y >= 0 else { return nil }
        if buttons & masks.wheelUp != 0 { return .mouse(.wheelUp(x: x, y: y)) }
        if buttons & masks.wheelDown != 0 { return .mouse(.wheelDown(x: x, y: y)) }
        if buttons & (masks.button1Pressed | masks.button1Clicked) != 0 { return .mouse(.click(x: x, y: y)) }
        return nil
    }

    private static func decodeCharacter(_ value: UInt32) -> DecodedInput {
        switch value {
        // nonl() and raw mode: Enter arrives as CR; Ctrl-J (LF) is taken as Enter too.
        case 0x0D, 0x0A: return .event(.key(.enter))
        case 0x09: return .event(.key(.tab))
        case 0x1B: return .event(.key(.escape))
        // Terminals send DEL or BS for the backspace key; BS is also Ctrl-H, which cannot be told apart.
        case 0x7F, 0x08: return .event(.key(.backspace))
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(UInt8(0x60 + value)))
            return .event(.key(.control(letter)))
        case 0x00...0x1F, 0x80...0x9F: return .ignored
        default:
            guard let scalar = Unicode.Scalar(value) else { return .ignored }
            return .event(.key(.character(Character(scalar))))
        }
    }

    private static func decodeKeyCode(_ code: Int32, codes: CursesKeyCodes) -> DecodedInput {
        switch code {
        case codes.up: return .event(.key(.up))
        case codes.down: return .event(.key(.down))
        case codes.left: return .event(.key(.left))
        case codes.right: return .event(.key(.right))
        case codes.pageUp: return .event(.key(.pageUp))
        case codes.pageDown: return .event(.key(.pageDown))
        case codes.home: return .event(.key(.home))
        case codes.end: return .event(.key(.end))
        case codes.backspace: return .event(.key(.backspace))
        case codes.enter: return .event(.key(.enter))
        case codes.resize: return .resize
        case codes.mouse: return .mouse
        case (codes.function0 + 1)...(codes.function0 + 63):
            return .event(.key(.function(Int(code - codes.function0))))
        default: return .ignored
        }
    }
}
