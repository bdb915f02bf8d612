/// A small JSON parser over raw bytes, written for hostile input.
///
/// It never traps on any byte sequence: nesting is limited (`maximumDepth`), invalid UTF-8 inside
/// strings becomes U+FFFD, lone surrogate escapes become U+FFFD, and every failure is a
/// `JSONParseError` with the byte offset. It is faster than `JSONSerialization` for one-line records
/// because it builds Swift values directly, with no bridging.
struct JSONParser {
    /// Arrays and objects nested deeper than this are refused, so recursion stays shallow.
    static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    private var scratch: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses exactly one JSON value filling `bytes` (surrounding whitespace allowed).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.position == bytes.count else {
            throw parser.failure("unexpected \(parser.describeCurrent()) after the value")
        }
        return value
    }

    /// Parses `bytes` held in an array; convenience for tests and small inputs.
    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONParseError) { return .success(try parse(buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw failure("unexpected end of record") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected \(describeCurrent())")
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if closes(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                throw failure("expected a member name, found \(describeCurrent())")
            }
            let key = try parseString()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after \"\(key.prefix(40))\"") }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            members.append((key, value))
            skipWhitespace()
            if closes(UInt8(ascii: "}")) { return .object(members) }
            guard peek == UInt8(ascii: ",") else {
                throw failure("expected ',' or '}' in an object, found \(describeCurrent())")
            }
            position += 1
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if closes(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if closes(UInt8(ascii: "]")) { return .array(elements) }
            guard peek == UInt8(ascii: ",") else {
                throw failure("expected ',' or ']' in an array, found \(describeCurrent())")
            }
            position += 1
        }
    }

    /// Steps over `bracket` where it is next, leaving the container it closes; false where it is not.
    private mutating func closes(_ bracket: UInt8) -> Bool {
        guard peek == bracket else { return false }
        position += 1
        depth -= 1
        return true
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth)") }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count else { throw failure("unexpected end of record") }
        for i in 0..<count where bytes[position + i] != word.utf8Start[i] {
            throw failure("unexpected \(describeCurrent())")
        }
        position += count
        return value
    }

    /// Validates the JSON number grammar, then converts with the standard library.
    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        guard let first = peek, isDigit(first) else { throw failure("invalid number") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek == UInt8(ascii: ".") {
            position += 1
            guard let d = peek, isDigit(d) else { throw failure("invalid number") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard let d = peek, isDigit(d) else { throw failure("invalid number") }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else { throw failure("invalid number") }
        return value
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        position += 1
        let start = position
        // Fast path: no escapes, so the bytes are the string (invalid UTF-8 repaired by `decoding`).
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            position += 1
        }
        guard position < bytes.count else { throw failure("unterminated string") }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let b = bytes[position]
            position += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape()
            default:
                scratch.append(b)
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseEscape() throws(JSONParseError) {
        guard let e = peek else { throw failure("unterminated string") }
        position += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(e)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate needs a low one right after; anything else is replaced.
                if bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                {
                    let saved = position
                    position += 2
                    let low = try parseHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        position = saved
                        scalar = 0xFFFD
                    }
                } else {
                    scalar = 0xFFFD
                }
            } else if (0xDC00..<0xE000).contains(scalar) {
                scalar = 0xFFFD
            }
            let unicode = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            scratch.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw failure("invalid escape '\\\(describe(e))'")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw failure("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[position]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let b = peek, isDigit(b) { position += 1 }
    }

    private mutating func skipWhitespace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { position += 1 }
    }

    private func describeCurrent() -> String {
        guard let b = peek else { return "end of record" }
        return "'\(describe(b))'"
    }

    /// A byte as printable text for a message: ASCII as itself, anything else as hex.
    private func describe(_ b: UInt8) -> String {
        (0x21...0x7E).contains(b) ? String(UnicodeScalar(b)) : "0x" + String(b, radix: 16, uppercase: true)
    }

    private func failure(_ reason: String) -> JSONParseError {
        JSONParseError(offset: position, reason: reason)
    }
}

/// Why a record is not valid JSON, and where (byte offset within the record).
struct JSONParseError: Error, Sendable, Equatable {
    let offset: Int
    let reason: String
}
