import BurinCore

/// Reads the ANSI text chafa writes (`-f symbols -c full`) back into terminal cells, so its output can
/// be reconstructed into pixels and measured exactly as Burin's cells are.
///
/// Understood: printable characters (one cell each), newlines (a new row), SGR 0 (reset), 7/27
/// (reverse on/off), 39/49 (default colours), 38;2;r;g;b and 48;2;r;g;b (also in the colon form
/// 38:2::r:g:b), the sixteen ANSI colours (30-37, 40-47, 90-97, 100-107, what `-c 16` and `-c 8`
/// write) as xterm shows them by default (`TerminalPalette`), and REP (`CSI n b`, repeat the last
/// character), which chafa's output compression may use. Every other escape sequence (cursor
/// show/hide, OSC titles, 256-colour indices) is skipped. The input is untrusted: numbers are
/// clamped and nothing is ever indexed blindly.
public enum ChafaANSIParser {
    /// The most cells `REP` may add at once; chafa repeats at most a row's width.
    public static let maximumRepeat = 4096

    /// Parses `bytes` (UTF-8; invalid sequences become U+FFFD cells) into rows of cells.
    public static func parse(_ bytes: [UInt8]) -> ChafaFrame {
        parse(String(decoding: bytes, as: UTF8.self))
    }

    /// Parses `text` into rows of cells.
    public static func parse(_ text: String) -> ChafaFrame {
        var state = SGRState()
        var rows: [[Cell]] = [[]]
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil

        func next() -> Unicode.Scalar? {
            if let p = pending {
                pending = nil
                return p
            }
            return scalars.next()
        }

        while let scalar = next() {
            switch scalar.value {
            case 0x1B:
                guard let introducer = next() else { break }
                switch introducer {
                case "[":
                    let sequence = readControlSequence(next)
                    pending = sequence.interruptedBy
                    guard let final = sequence.final, sequence.isPlain else { continue }
                    if final == "m" {
                        state.apply(sequence.parameters)
                    } else if final == "b", let last = rows[rows.count - 1].last {
                        let count = min(max(sequence.parameters.first?.first ?? 1, 1), maximumRepeat)
                        rows[rows.count - 1].append(contentsOf: repeatElement(last, count: count))
                    }
                case "]", "P", "_", "^", "X":
                    skipString(next)
                default:
                    // A two-character escape (ESC 7, ESC =, ...): nothing follows it.
                    continue
                }
            case 0x0A:
                rows.append([])
            case 0x00..<0x20, 0x7F..<0xA0:
                // Other C0 and C1 controls (CR, BEL, ...) place nothing.
                continue
            default:
                rows[rows.count - 1].append(state.cell(String(scalar)))
            }
        }
        if rows.count > 1, rows[rows.count - 1].isEmpty { rows.removeLast() }
        return ChafaFrame(rows: rows)
    }

    /// A CSI sequence after `ESC [`: parameters (each with its colon sub-parameters) and final byte.
    struct ControlSequence {
        var parameters: [[Int]] = []
        var final: Unicode.Scalar? = nil
        /// False when a private marker (`?`, `<`, `=`, `>`) or an intermediate byte was present.
        var isPlain = true
        /// A character that ended the sequence without being part of it, to be read again.
        var interruptedBy: Unicode.Scalar? = nil
    }

    /// The largest parameter value kept; larger ones are clamped so arithmetic cannot overflow.
    static let parameterLimit = 1 << 20

    static func readControlSequence(_ next: () -> Unicode.Scalar?) -> ControlSequence {
        var sequence = ControlSequence()
        var current: [Int] = [0]
        var sawAny = false
        while let s = next() {
            switch s.value {
            case 0x30...0x39:
                let digit = Int(s.value - 0x30)
                current[current.count - 1] = min(current[current.count - 1] * 10 + digit, parameterLimit)
                sawAny = true
            case 0x3A:
                current.append(0)
                sawAny = true
            case 0x3B:
                sequence.parameters.append(current)
                current = [0]
                sawAny = true
            case 0x3C...0x3F:
                sequence.isPlain = false
            case 0x20...0x2F:
                sequence.isPlain = false
            case 0x40...0x7E:
                if sawAny || !sequence.parameters.isEmpty { sequence.parameters.append(current) }
                sequence.final = s
                return sequence
            default:
                // Not part of a control sequence: the sequence is abandoned and the character kept.
                sequence.interruptedBy = s
                return sequence
            }
        }
        return sequence
    }

    /// Skips an OSC/DCS/APC/PM/SOS string up to its terminator (BEL or `ESC \`).
    static func skipString(_ next: () -> Unicode.Scalar?) {
        while let s = next() {
            if s.value == 0x07 { return }
            if s.value == 0x1B {
                _ = next()
                return
            }
        }
    }
}

/// The graphic rendition chafa's output has set so far.
struct SGRState {
    var foreground: CellColor = .terminalDefault
    var background: CellColor = .terminalDefault
    var reverse = false

    func cell(_ text: String) -> Cell {
        Cell(text, foreground: foreground, background: background, attributes: reverse ? .reverse : [])
    }

    /// Applies one SGR sequence's parameters, left to right.
    mutating func apply(_ parameters: [[Int]]) {
        if parameters.isEmpty {
            self = SGRState()
            return
        }
        var i = 0
        while i < parameters.count {
            let parameter = parameters[i]
            i += 1
            switch parameter[0] {
            case 0: self = SGRState()
            case 7: reverse = true
            case 27: reverse = false
            case 39: foreground = .terminalDefault
            case 49: background = .terminalDefault
            case 30...37: foreground = Self.ansi(parameter[0] - 30)
            case 40...47: background = Self.ansi(parameter[0] - 40)
            case 90...97: foreground = Self.ansi(parameter[0] - 90 + 8)
            case 100...107: background = Self.ansi(parameter[0] - 100 + 8)
            case 38, 48:
                let colour: CellColor?
                if parameter.count > 1 {
                    colour = Self.extendedColour(colonForm: Array(parameter.dropFirst()))
                } else {
                    let (c, used) = Self.extendedColour(semicolonForm: parameters[i...].map { $0[0] })
                    colour = c
                    i += used
                }
                if let colour {
                    if parameter[0] == 38 { foreground = colour } else { background = colour }
                }
            default:
                // Bold, underline...: not in chafa's output, and not part of what a half-block
                // cell shows.
                continue
            }
        }
    }

    /// `2;r;g;b` (or `5;n`) following a 38/48, and how many parameters it took.
    static func extendedColour(semicolonForm rest: [Int]) -> (CellColor?, Int) {
        guard let kind = rest.first else { return (nil, 0) }
        switch kind {
        case 2:
            guard rest.count >= 4 else { return (nil, rest.count) }
            return (rgb(rest[1], rest[2], rest[3]), 4)
        case 5:
            // A palette index: its colour depends on the terminal, so it is not guessed.
            return (nil, min(2, rest.count))
        default:
            return (nil, 1)
        }
    }

    /// `2::r:g:b`, `2:r:g:b` (or `5:n`) as colon sub-parameters of a 38/48.
    static func extendedColour(colonForm sub: [Int]) -> CellColor? {
        guard sub.first == 2 else { return nil }
        // ITU T.416 puts a colour-space id before r:g:b; many terminals omit it.
        let values = sub.count >= 5 ? Array(sub[2...4]) : Array(sub.dropFirst())
        guard values.count == 3 else { return nil }
        return rgb(values[0], values[1], values[2])
    }

    /// ANSI colour `index` (0-15) as the bench's terminal shows it.
    static func ansi(_ index: Int) -> CellColor {
        CellColor(TerminalPalette.xtermDefaults[index])
    }

    static func rgb(_ r: Int, _ g: Int, _ b: Int) -> CellColor {
        .rgb(UInt8(min(r, 255)), UInt8(min(g, 255)), UInt8(min(b, 255)))
    }
}
