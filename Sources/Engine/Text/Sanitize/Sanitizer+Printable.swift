import BurinCore

extension Sanitizer {
    /// `string` made safe to write to a terminal or to stderr as one line of a message: the same
    /// replacements as for display text (escape sequences become `␛`, controls their pictures, C1 and
    /// bidi controls `�`), and a newline becomes a visible `␤`, so a value can neither move the cursor,
    /// retitle the terminal nor fake a line of its own.
    ///
    /// Every message Burin prints (command-line errors, `--strict` reports, file names, TERM) goes
    /// through here; text drawn on the screen goes through `sanitize` via the layout engine and the
    /// grid writer. One sanitiser, two shapes of output.
    public static func printable(_ string: String) -> String {
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return string }
        var clusters: [Cluster] = []
        var lineBreaks: [Int] = []
        _ = Sanitizer(newlines: .marker).append(string, to: &clusters, lineBreaks: &lineBreaks)
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for cluster in clusters { out += cluster.text }
        return out
    }

    /// Bytes that should be UTF-8 but may not be (a file name, an argument): valid stretches go through
    /// `printable(_:)`, each byte that is not part of valid UTF-8 is shown as `\xNN`, so two names that
    /// differ only in such bytes still read differently.
    public static func printable(bytes: some Collection<UInt8>) -> String {
        var out = ""
        var valid: [UInt8] = []
        var rest = Array(bytes)[...]
        func flushValid() {
            guard !valid.isEmpty else { return }
            out += printable(String(decoding: valid, as: UTF8.self))
            valid.removeAll(keepingCapacity: true)
        }
        while let first = rest.first {
            let length = UTF8Sequence.validLength(at: rest)
            if length > 0 {
                valid += rest.prefix(length)
                rest = rest.dropFirst(length)
            } else {
                flushValid()
                out += "\\x" + String(first, radix: 16, uppercase: true).leftPadded(to: 2)
                rest = rest.dropFirst()
            }
        }
        flushValid()
        return out
    }
}

/// UTF-8 validation one scalar at a time (RFC 3629: no overlongs, no surrogates, nothing above
/// U+10FFFF).
private enum UTF8Sequence {
    /// The length of the valid UTF-8 sequence that starts `bytes`, or 0 when it is not one.
    static func validLength(at bytes: ArraySlice<UInt8>) -> Int {
        guard let lead = bytes.first else { return 0 }
        let (length, low, high): (Int, UInt8, UInt8) =
            switch lead {
            case 0x00...0x7F: (1, 0x80, 0xBF)
            case 0xC2...0xDF: (2, 0x80, 0xBF)
            case 0xE0: (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
            case 0xED: (3, 0x80, 0x9F)
            case 0xF0: (4, 0x90, 0xBF)
            case 0xF1...0xF3: (4, 0x80, 0xBF)
            case 0xF4: (4, 0x80, 0x8F)
            default: (0, 0, 0)
            }
        guard length > 0, bytes.count >= length else { return 0 }
        let start = bytes.startIndex
        for i in 1..<length {
            let b = bytes[start + i]
            let (lo, hi) = i == 1 ? (low, high) : (0x80, 0xBF)
            guard b >= lo, b <= hi else { return 0 }
        }
        return length
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
