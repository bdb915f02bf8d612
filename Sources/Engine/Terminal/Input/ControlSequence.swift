import BurinCore

/// What a complete control sequence (`ESC [` parameters intermediates final) is: a key, a mouse
/// report, or a reply to a question. Nil for one that is none Burin uses (a key with modifiers, a
/// focus report): it is dropped, never read as other keys.
enum ControlSequence {
    /// `parameters`: the bytes between `ESC [` and `final` (parameter and intermediate bytes).
    static func interpret(parameters: [UInt8], final: UInt8) -> InputEvent? {
        let marker = parameters.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let body = marker == nil ? parameters[...] : parameters.dropFirst()
        // Intermediate bytes (0x20-0x2F) sit between the parameters and the final byte.
        let split = body.firstIndex { (0x20...0x2F).contains($0) } ?? body.endIndex
        let numbers = Self.numbers(body[..<split])
        let intermediates = body[split...]

        switch marker {
        case UInt8(ascii: "?"):
            return privateReply(numbers: numbers, intermediates: intermediates, final: final)
        case UInt8(ascii: "<"):
            guard intermediates.isEmpty, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
            guard let numbers, numbers.count == 3 else { return nil }
            return MouseReport.sgr(
                button: numbers[0], x: numbers[1], y: numbers[2], pressed: final == UInt8(ascii: "M")
            )
            .map(InputEvent.mouse)
        case UInt8(ascii: ">"), UInt8(ascii: "="):
            // DA2 and DA3 answers (`CSI > ... c`), and whatever else a terminal volunteers.
            return .reply(.other(parameters + [final]))
        default:
            guard intermediates.isEmpty else { return nil }
            return plain(numbers: numbers, raw: parameters, final: final)
        }
    }

    private static func privateReply(numbers: [Int]?, intermediates: ArraySlice<UInt8>, final: UInt8) -> InputEvent? {
        switch (final, Array(intermediates)) {
        case (UInt8(ascii: "c"), []):
            guard let numbers else { return .reply(.other([final])) }
            return .reply(.primaryAttributes(numbers))
        case (UInt8(ascii: "S"), []):
            guard let numbers, numbers.count >= 2 else { return .reply(.other([final])) }
            return .reply(.graphicsAttribute(item: numbers[0], status: numbers[1], values: Array(numbers.dropFirst(2))))
        case (UInt8(ascii: "y"), [UInt8(ascii: "$")]):
            guard let numbers, numbers.count == 2 else { return .reply(.other([final])) }
            return .reply(.modeReport(mode: numbers[0], state: numbers[1]))
        case (UInt8(ascii: "u"), []), (UInt8(ascii: "R"), []), (UInt8(ascii: "n"), []):
            // Keyboard flags, DECXCPR's cursor, a private status report: answers, not keys.
            return .reply(.other([final]))
        default:
            return nil
        }
    }

    private static func plain(numbers: [Int]?, raw: [UInt8], final: UInt8) -> InputEvent? {
        switch final {
        case UInt8(ascii: "t"):
            guard let numbers, numbers.count == 3, numbers[1] > 0, numbers[2] > 0 else {
                return .reply(.other(raw + [final]))
            }
            let size = PixelSize(width: numbers[2], height: numbers[1])
            switch numbers[0] {
            case 6: return .reply(.cellSize(size))
            case 4: return .reply(.textAreaSize(size))
            default: return .reply(.other(raw + [final]))
            }
        case UInt8(ascii: "R"):
            // The cursor position report. (xterm sends Shift-F3 as `CSI 1 ; 2 R`: a key nothing
            // binds, so reading it as a report loses nothing.)
            guard let numbers, numbers.count == 2 else { return .reply(.other(raw + [final])) }
            return .reply(.cursorPosition(row: numbers[0], column: numbers[1]))
        case UInt8(ascii: "n"):
            return .reply(.other(raw + [final]))
        case UInt8(ascii: "~"):
            guard let numbers, numbers.count == 1 else { return nil }
            return KeyTables.tilde[numbers[0]].map(InputEvent.key)
        default:
            // Cursor keys; with a modifier (`CSI 1 ; 5 A`, Ctrl-Up) they are keys nothing binds.
            guard numbers == nil || numbers == [] || numbers == [1] else { return nil }
            return KeyTables.cursor[final].map(InputEvent.key)
        }
    }

    /// `;`-separated decimal numbers (an empty one is 0; `:` sub-parameters are read as
    /// separators); nil when anything else is there, [] for no parameters at all.
    static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        var current = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min(current * 10 + Int(byte - 0x30), 1 << 24)
            case UInt8(ascii: ";"), UInt8(ascii: ":"):
                numbers.append(current)
                current = 0
            default:
                return nil
            }
        }
        if !bytes.isEmpty { numbers.append(current) }
        return numbers
    }
}
