/// Splits a program's output into text and control functions, byte by byte (a sequence may be cut
/// anywhere between writes). ECMA-48's shapes: C0 controls, `ESC` and one byte (with an
/// intermediate for charset designations), CSI with parameters, intermediates and a final byte, and
/// strings (OSC, DCS, APC, PM, SOS) to BEL or ST. Strings are kept up to a bound only: a kitty
/// transmission's megabytes of base64 are not needed to tell what it is.
struct OutputParser: Sendable {
    /// What one complete piece of output is.
    enum Item: Equatable, Sendable {
        case text(Character)
        case control(UInt8)
        /// `ESC` and its final byte (with any intermediate bytes before it).
        case escape(intermediates: [UInt8], final: UInt8)
        case controlSequence(parameters: [UInt8], final: UInt8)
        /// A string: its introducer (`]`, `P`, `_`, `^`, `X`) and its first `stringPrefix` bytes.
        case string(introducer: UInt8, prefix: [UInt8])
    }

    static let stringPrefix = 256

    private enum State: Sendable {
        case ground
        case escape(intermediates: [UInt8])
        case controlSequence
        case string(introducer: UInt8, sawEscape: Bool)
    }

    private var state = State.ground
    private var collected: [UInt8] = []
    /// Whether the last control sequence's parameters had colons (`38:2::r:g:b`).
    private(set) var lastParametersUsedColons = false
    private var utf8: [UInt8] = []

    mutating func step(_ byte: UInt8) -> Item? {
        switch state {
        case .ground:
            if byte == 0x1B {
                state = .escape(intermediates: [])
                return nil
            }
            if byte < 0x20 || byte == 0x7F { return .control(byte) }
            return text(byte)
        case .escape(let intermediates):
            switch byte {
            case UInt8(ascii: "["):
                collected.removeAll()
                state = .controlSequence
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                collected.removeAll()
                state = .string(introducer: byte, sawEscape: false)
            case 0x20...0x2F:
                state = .escape(intermediates: intermediates + [byte])
            default:
                state = .ground
                return .escape(intermediates: intermediates, final: byte)
            }
            return nil
        case .controlSequence:
            if (0x40...0x7E).contains(byte) {
                state = .ground
                lastParametersUsedColons = collected.contains(UInt8(ascii: ":"))
                return .controlSequence(parameters: collected, final: byte)
            }
            if byte == 0x1B {
                state = .escape(intermediates: [])
            } else if byte >= 0x20 {
                collected.append(byte)
            }
            return nil
        case .string(let introducer, let sawEscape):
            if byte == 0x07 || (sawEscape && byte == UInt8(ascii: "\\")) {
                state = .ground
                return .string(introducer: introducer, prefix: collected)
            }
            if byte != 0x1B, collected.count < Self.stringPrefix { collected.append(byte) }
            state = .string(introducer: introducer, sawEscape: byte == 0x1B)
            return nil
        }
    }

    private mutating func text(_ byte: UInt8) -> Item? {
        if byte < 0x80 {
            utf8.removeAll()
            return .text(Character(Unicode.Scalar(byte)))
        }
        if byte & 0xC0 != 0x80 { utf8.removeAll() }
        utf8.append(byte)
        let lead = utf8[0]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard utf8.count >= length else { return nil }
        defer { utf8.removeAll() }
        var iterator = utf8.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .text("\u{FFFD}") }
        return .text(Character(scalar))
    }
}
