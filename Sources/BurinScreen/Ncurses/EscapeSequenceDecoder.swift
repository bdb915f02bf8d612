/// Escape sequences ncurses did not recognise, read from one batch of input.
///
/// When the terminal sends a key in a form the terminfo entry does not list (tmux's `ESC [ 1 ~` for
/// Home under TERM=xterm-256color, an Alt combination, a mouse report while reporting is off),
/// ncurses hands it over byte by byte, starting with ESC. Taken one by one, that ESC would read as
/// the Escape key and quit the viewer. This decoder recognises the common navigation keys among
/// such sequences and swallows the rest; a lone ESC stays the Escape key.
enum EscapeSequenceDecoder {
    /// Decodes a batch of `get_wch` results, everything that arrived together.
    static func decode(_ batch: [CursesInput], codes: CursesKeyCodes) -> [DecodedInput] {
        var decoded: [DecodedInput] = []
        var i = 0
        while i < batch.count {
            guard batch[i] == .character(0x1B), i + 1 < batch.count, case .character(let next) = batch[i + 1] else {
                decoded.append(InputDecoder.decode(batch[i], codes: codes))
                i += 1
                continue
            }
            let (key, length) = sequence(after: batch[(i + 1)...], introducer: next)
            decoded.append(key.map { .event(.key($0)) } ?? .ignored)
            i += 1 + length
        }
        return decoded
    }

    /// The key an escape sequence stands for (nil: none the viewer uses) and how many inputs after
    /// the ESC it spans.
    private static func sequence(after rest: ArraySlice<CursesInput>, introducer: UInt32) -> (Key?, Int) {
        var bytes: [UInt32] = []
        for input in rest {
            guard case .character(let c) = input else { break }
            bytes.append(c)
        }
        switch introducer {
        case 0x5B:  // CSI: ESC [ parameters intermediates final
            var end = 1
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return (nil, bytes.count) }
            let body = String(String.UnicodeScalarView(bytes[1...end].compactMap(Unicode.Scalar.init)))
            return (csiKeys[body], end + 1)
        case 0x4F:  // SS3: ESC O final
            guard bytes.count >= 2 else { return (nil, bytes.count) }
            let body = String(String.UnicodeScalarView(bytes[1...1].compactMap(Unicode.Scalar.init)))
            return (ss3Keys[body], 2)
        case 0x1B:
            // ESC ESC: the first is the Escape key pressed twice, or Alt-Escape; either way one Escape.
            return (.escape, 1)
        default:
            // Alt plus a key: nothing the viewer binds.
            return (nil, 1)
        }
    }

    private static let csiKeys: [String: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
        "1~": .home, "7~": .home, "4~": .end, "8~": .end, "5~": .pageUp, "6~": .pageDown,
    ]

    private static let ss3Keys: [String: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
    ]
}
