/// Separates the terminal's answers to queries from key presses, fed bytes as they arrive.
///
/// Answers may arrive split across reads, interleaved with keys the user pressed meanwhile, or not
/// at all. The parser recognises the replies Burin asks for (`TerminalReply`) and keeps every other
/// byte, in order, as typeahead for the input path: an arrow key's `ESC [ A` stays typeahead, a CSI
/// of a reply form is consumed. A sequence cut off at the end of a read is held until the next one;
/// `finish()` gives a still unfinished one back as typeahead (it was a key such as Alt-_ after all).
/// String replies (APC, DCS) are bounded by `stringLimit` bytes; a longer one is typeahead too.
///
/// 8-bit C1 controls are not read as introducers: in UTF-8 input those bytes are continuation
/// bytes of typed characters.
public struct TerminalReplyParser: Sendable {
    /// The longest string reply (APC or DCS body) accepted.
    public static let stringLimit = 4096
    /// The longest control sequence accepted.
    public static let sequenceLimit = 64

    private enum State: Sendable {
        case ground
        case escape
        case controlSequence
        /// In an APC (`_`) or DCS (`P`) string; `sawEscape` when the last byte was ESC (maybe ST).
        case string(introducer: UInt8, sawEscape: Bool)
    }

    private var state = State.ground
    /// The bytes of the sequence being read, from its ESC.
    private var pending: [UInt8] = []
    private var typeahead: [UInt8] = []

    public init() {}

    /// Reads `bytes` and returns the replies they completed, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalReply] {
        var replies: [TerminalReply] = []
        for byte in bytes {
            if let reply = step(byte) { replies.append(reply) }
        }
        return replies
    }

    /// The bytes that were not replies, in order, and forgets them.
    public mutating func takeTypeahead() -> [UInt8] {
        defer { typeahead.removeAll() }
        return typeahead
    }

    /// Ends the input: a sequence still being read was typed, not answered, and joins the typeahead.
    public mutating func finish() {
        typeahead += pending
        pending.removeAll()
        state = .ground
    }

    private mutating func step(_ byte: UInt8) -> TerminalReply? {
        switch state {
        case .ground:
            if byte == 0x1B {
                pending = [byte]
                state = .escape
            } else {
                typeahead.append(byte)
            }
            return nil
        case .escape:
            pending.append(byte)
            switch byte {
            case UInt8(ascii: "["):
                state = .controlSequence
            case UInt8(ascii: "_"), UInt8(ascii: "P"):
                state = .string(introducer: byte, sawEscape: false)
            case 0x1B:
                // The first ESC was a key of its own; the second may start a reply.
                typeahead.append(0x1B)
                pending = [0x1B]
            default:
                release()
            }
            return nil
        case .controlSequence:
            pending.append(byte)
            if (0x40...0x7E).contains(byte) {
                let reply = Self.controlReply(pending)
                if reply == nil { typeahead += pending }
                pending.removeAll()
                state = .ground
                return reply
            }
            if !(0x20...0x3F).contains(byte) || pending.count > Self.sequenceLimit {
                // Not a control sequence after all (or a runaway one): the bytes were typed.
                release()
            }
            return nil
        case .string(let introducer, let sawEscape):
            pending.append(byte)
            if sawEscape, byte == UInt8(ascii: "\\") {
                let body = Array(pending[2..<(pending.count - 2)])
                pending.removeAll()
                state = .ground
                return Self.stringReply(introducer: introducer, body: body)
            }
            if pending.count > Self.stringLimit + 4 {
                release()
                return nil
            }
            state = .string(introducer: introducer, sawEscape: byte == 0x1B && !sawEscape)
            return nil
        }
    }

    /// Gives the pending bytes back as typeahead.
    private mutating func release() {
        typeahead += pending
        pending.removeAll()
        state = .ground
    }

    /// The reply a complete `ESC [ ... final` stands for, or nil when it is no reply (a key).
    static func controlReply(_ sequence: [UInt8]) -> TerminalReply? {
        let body = sequence.dropFirst(2)
        guard let final = body.last else { return nil }
        let parameters = body.dropLast()
        let isPrivate = parameters.first == UInt8(ascii: "?")
        let numbers = parseNumbers(isPrivate ? parameters.dropFirst() : parameters[...])
        switch (final, isPrivate) {
        case (UInt8(ascii: "c"), true):
            guard let numbers else { return nil }
            return .primaryAttributes(numbers)
        case (UInt8(ascii: "S"), true):
            guard let numbers, numbers.count >= 2 else { return nil }
            return .graphicsAttribute(item: numbers[0], status: numbers[1], values: Array(numbers.dropFirst(2)))
        case (UInt8(ascii: "t"), false):
            guard let numbers, numbers.count == 3, numbers[1] > 0, numbers[2] > 0 else { return nil }
            let size = PixelSize(width: numbers[2], height: numbers[1])
            switch numbers[0] {
            case 6: return .cellSize(size)
            case 4: return .textAreaSize(size)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `;`-separated decimal numbers (an empty one is 0); nil when anything else is there.
    static func parseNumbers(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        var current = 0
        var any = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min(current * 10 + Int(byte - 0x30), 1 << 24)
                any = true
            case UInt8(ascii: ";"):
                numbers.append(current)
                current = 0
                any = true
            default:
                return nil
            }
        }
        if any { numbers.append(current) }
        return numbers
    }

    /// The reply an APC or DCS string stands for.
    static func stringReply(introducer: UInt8, body: [UInt8]) -> TerminalReply {
        if introducer == UInt8(ascii: "_"), body.first == UInt8(ascii: "G") {
            let content = body.dropFirst()
            let split = content.firstIndex(of: UInt8(ascii: ";")) ?? content.endIndex
            var id: UInt32? = nil
            for pair in content[..<split].split(separator: UInt8(ascii: ",")) {
                guard pair.count > 2, pair.first == UInt8(ascii: "i"), pair.dropFirst().first == UInt8(ascii: "=")
                else {
                    continue
                }
                id = UInt32(String(decoding: pair.dropFirst(2), as: UTF8.self))
            }
            let message = split < content.endIndex ? content[(split + 1)...] : []
            return .kittyGraphics(id: id, message: printable(message))
        }
        if introducer == UInt8(ascii: "P"), body.starts(with: [UInt8(ascii: ">"), UInt8(ascii: "|")]) {
            return .version(printable(body.dropFirst(2)))
        }
        return .other(body)
    }

    /// `bytes` as text with anything but printable ASCII dropped: replies end up in reports and logs.
    static func printable(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes.filter { (0x20...0x7E).contains($0) }, as: UTF8.self)
    }
}
