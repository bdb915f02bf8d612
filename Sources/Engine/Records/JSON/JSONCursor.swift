import Glibc

/// Reads a JSON record where it lies, without building values: skips values, walks members and
/// elements, finds scalars. Every read is bounds-checked and nothing recurses on the data's nesting
/// (containers are skipped by counting brackets), so malformed input, invalid UTF-8 or 10,000
/// levels of nesting end a walk early, never crash it.
struct JSONCursor {
    let bytes: UnsafeRawBufferPointer
    var count: Int { bytes.count }

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    enum ScalarKind {
        case string
        case number
        case bool
        case null
    }

    @inline(__always) func space(_ i: Int) -> Int {
        var i = i
        while i < count {
            let b = bytes[i]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { break }
            i += 1
        }
        return i
    }

    /// `i` at an opening quote: one past the closing quote, and whether a backslash came between.
    @inline(__always) func stringEnd(_ i: Int) -> (end: Int, escaped: Bool)? {
        var j = i + 1
        var escaped = false
        while j < count {
            let b = bytes[j]
            if b == 0x22 { return (j + 1, escaped) }
            if b == 0x5C {
                escaped = true
                j += 2
                continue
            }
            j += 1
        }
        return nil
    }

    @inline(__always) private func isDelimiter(_ b: UInt8) -> Bool {
        b == 0x2C || b == 0x7D || b == 0x5D || b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x3A
    }

    /// The end of a number or literal starting at `i`.
    @inline(__always) func tokenEnd(_ i: Int) -> Int {
        var j = i
        while j < count, !isDelimiter(bytes[j]) { j += 1 }
        return j
    }

    /// One past the value starting at `i`, or nil when it does not end (malformed).
    func valueEnd(_ i: Int) -> Int? {
        guard i < count else { return nil }
        switch bytes[i] {
        case 0x22: return stringEnd(i)?.end
        case 0x7B, 0x5B:
            var depth = 0
            var j = i
            while j < count {
                let b = bytes[j]
                if b == 0x22 {
                    guard let end = stringEnd(j)?.end else { return nil }
                    j = end
                    continue
                }
                if b == 0x7B || b == 0x5B {
                    depth += 1
                } else if b == 0x7D || b == 0x5D {
                    depth -= 1
                    if depth == 0 { return j + 1 }
                }
                j += 1
            }
            return nil
        default:
            let end = tokenEnd(i)
            return end > i ? end : nil
        }
    }

    /// Calls `body` with each member of the object at `i` (its key's bytes between the quotes,
    /// whether they hold an escape, and where its value starts) until `body` returns true.
    /// Returns whether `body` did.
    func members(
        of i: Int, _ body: (_ key: Range<Int>, _ escaped: Bool, _ value: Int) -> Bool
    ) -> Bool {
        guard i < count, bytes[i] == 0x7B else { return false }
        var j = space(i + 1)
        while j < count, bytes[j] == 0x22 {
            guard let (keyEnd, escaped) = stringEnd(j) else { return false }
            let colon = space(keyEnd)
            guard colon < count, bytes[colon] == 0x3A else { return false }
            let value = space(colon + 1)
            if body((j + 1)..<(keyEnd - 1), escaped, value) { return true }
            guard let end = valueEnd(value) else { return false }
            j = space(end)
            guard j < count, bytes[j] == 0x2C else { return false }
            j = space(j + 1)
        }
        return false
    }

    /// Calls `body` with where each element of the array at `i` starts, and its position, until
    /// `body` returns true. Returns whether it did.
    func elements(of i: Int, _ body: (_ value: Int, _ position: Int) -> Bool) -> Bool {
        guard i < count, bytes[i] == 0x5B else { return false }
        var j = space(i + 1)
        var position = 0
        while j < count, bytes[j] != 0x5D {
            if body(j, position) { return true }
            guard let end = valueEnd(j) else { return false }
            j = space(end)
            guard j < count, bytes[j] == 0x2C else { return false }
            j = space(j + 1)
            position += 1
        }
        return false
    }

    /// Calls `body` with every scalar value in `range` (keys are not values) until it returns true;
    /// a string's range is between its quotes. One pass, no recursion.
    func scalars(
        in range: Range<Int>, _ body: (_ kind: ScalarKind, _ value: Range<Int>, _ escaped: Bool) -> Bool
    ) -> Bool {
        var j = range.lowerBound
        let end = min(range.upperBound, count)
        while j < end {
            let b = bytes[j]
            switch b {
            case 0x22:
                guard let (stringEnd, escaped) = stringEnd(j) else { return false }
                let next = space(stringEnd)
                if next < count, bytes[next] == 0x3A {
                    j = next + 1
                    continue
                }
                if body(.string, (j + 1)..<(stringEnd - 1), escaped) { return true }
                j = stringEnd
            case 0x2D, 0x30...0x39:
                let e = tokenEnd(j)
                if body(.number, j..<e, false) { return true }
                j = e
            case 0x74, 0x66, 0x6E:
                let e = tokenEnd(j)
                if body(b == 0x6E ? .null : .bool, j..<e, false) { return true }
                j = e
            default:
                j += 1
            }
        }
        return false
    }

    /// The string between quotes in `range`, its escapes decoded into `out` (cleared first):
    /// `\uXXXX` with surrogate pairs; a lone surrogate or a bad escape becomes U+FFFD.
    func decodeString(_ range: Range<Int>, into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        var j = range.lowerBound
        let end = range.upperBound
        while j < end {
            let b = bytes[j]
            guard b == 0x5C, j + 1 < end else {
                out.append(b)
                j += 1
                continue
            }
            let e = bytes[j + 1]
            j += 2
            switch e {
            case 0x6E: out.append(0x0A)
            case 0x74: out.append(0x09)
            case 0x72: out.append(0x0D)
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x75:
                guard var scalar = hex4(j, end) else {
                    Self.append(0xFFFD, to: &out)
                    continue
                }
                j += 4
                if scalar >= 0xD800 && scalar < 0xDC00, j + 6 <= end, bytes[j] == 0x5C, bytes[j + 1] == 0x75,
                    let low = hex4(j + 2, end), low >= 0xDC00 && low < 0xE000
                {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    j += 6
                }
                Self.append(scalar, to: &out)
            default: out.append(e)
            }
        }
    }

    private func hex4(_ at: Int, _ end: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var value: UInt32 = 0
        for k in at..<(at + 4) {
            let b = bytes[k]
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x41...0x46: d = b - 0x41 + 10
            case 0x61...0x66: d = b - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt32(d)
        }
        return value
    }

    /// `scalar`'s UTF-8; a value that is no Unicode scalar (a lone surrogate) as U+FFFD.
    static func append(_ scalar: UInt32, to out: inout [UInt8]) {
        UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { out.append($0) }
    }
}
