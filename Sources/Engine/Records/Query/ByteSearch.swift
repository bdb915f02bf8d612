import Glibc

/// Finding a query's text in raw bytes at memchr speed: glibc's `memchr` (vectorised) looks for the
/// needle's rarest byte (by a table of how common bytes are in JSON records: quotes, digits, common
/// letters and the lead bytes of CJK characters are common), and each hit is checked whole. When
/// case does not matter, a letter is looked for in both cases. UTF-8 safe: folding touches only A-Z,
/// and every byte of a multi-byte sequence is 0x80 or above; a needle with other cased letters is
/// matched by its `CaseVariants`. (glibc's `memmem` is a GNU extension
/// Swift's Glibc module does not export; and a SIMD scan on the first two bytes was 5x slower on
/// Chinese text, whose lead bytes are everywhere.)
struct BytePattern: Sendable, Equatable {
    /// UTF-8, ASCII letters lowered when `caseSensitive` is false.
    let bytes: [UInt8]
    let caseSensitive: Bool
    /// The position of the byte `memchr` looks for: the needle's rarest.
    let anchor: Int
    /// The case forms of each scalar, when the needle is caseless and has letters beyond ASCII.
    let variants: CaseVariants?

    init(_ bytes: [UInt8], caseSensitive: Bool) {
        self.bytes = caseSensitive ? bytes : bytes.map(ByteSearch.lowered)
        self.caseSensitive = caseSensitive
        anchor = self.bytes.withUnsafeBytes { ByteSearch.rarestPosition($0, folded: !caseSensitive) }
        variants = caseSensitive ? nil : String(validating: bytes, as: UTF8.self).flatMap(CaseVariants.init)
    }

    /// Whether `haystack` holds the pattern.
    func occurs(in haystack: UnsafeRawBufferPointer) -> Bool {
        if let variants { return variants.occurs(in: haystack) }
        return bytes.withUnsafeBytes { needle in
            ByteSearch.find(needle, in: haystack, folded: !caseSensitive, anchor: anchor)
        }
    }

    /// Whether `value` is the pattern, whole.
    func equals(_ value: UnsafeRawBufferPointer) -> Bool {
        if let variants { return variants.equals(value) }
        guard value.count == bytes.count else { return false }
        return bytes.withUnsafeBytes { needle in
            caseSensitive
                ? memcmp(needle.baseAddress!, value.baseAddress!, needle.count) == 0
                : ByteSearch.foldedEqual(needle, value, at: 0)
        }
    }
}

enum ByteSearch {
    @inline(__always) static func lowered(_ b: UInt8) -> UInt8 { b &- 0x41 < 26 ? b | 0x20 : b }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }

    /// Whether `haystack[at...]` starts with `needle` (already lowered), ASCII letters folded.
    @inline(__always)
    static func foldedEqual(_ needle: UnsafeRawBufferPointer, _ haystack: UnsafeRawBufferPointer, at: Int) -> Bool {
        for k in 0..<needle.count where lowered(haystack[at + k]) != needle[k] { return false }
        return true
    }

    @inline(__always)
    static func equal(_ needle: UnsafeRawBufferPointer, _ haystack: UnsafeRawBufferPointer, at: Int) -> Bool {
        memcmp(needle.baseAddress!, haystack.baseAddress! + at, needle.count) == 0
    }

    /// Finds `needle` (lowered when `folded`, and then matched with ASCII letters folded), looking
    /// for its byte at `anchor` first (`rarestPosition`).
    static func find(
        _ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, folded: Bool, anchor: Int
    ) -> Bool {
        let m = needle.count
        let n = haystack.count
        guard m > 0 else { return true }
        guard n >= m, let h = haystack.baseAddress else { return false }
        let byte = needle[anchor]
        let both = folded && isLetter(byte)
        let other = byte ^ 0x20
        // Candidates for the anchor lie in [anchor, n - m + anchor].
        let end = n - m + anchor + 1
        var from = anchor
        var nextOther = both ? -1 : Int.max
        while from < end {
            var hit = next(byte, in: h, from: from, to: end)
            if both {
                if nextOther < from { nextOther = next(other, in: h, from: from, to: end) }
                hit = min(hit, nextOther)
            }
            guard hit < end else { return false }
            let start = hit - anchor
            if folded ? foldedEqual(needle, haystack, at: start) : equal(needle, haystack, at: start) { return true }
            from = hit + 1
        }
        return false
    }

    /// The position of `byte` in `h[from..<to]`, or `to`.
    @inline(__always)
    private static func next(_ byte: UInt8, in h: UnsafeRawPointer, from: Int, to: Int) -> Int {
        guard let found = memchr(h + from, Int32(byte), to - from) else { return to }
        return h.distance(to: UnsafeRawPointer(found))
    }

    /// The needle's byte least likely to occur in a record (both cases of a letter counted when folded).
    static func rarestPosition(_ needle: UnsafeRawBufferPointer, folded: Bool) -> Int {
        var best = 0
        var bestRank = Int.max
        for (i, b) in needle.enumerated() {
            var rank = Int(commonness[Int(b)])
            if folded && isLetter(b) { rank += Int(commonness[Int(b ^ 0x20)]) }
            if rank < bestRank {
                best = i
                bestRank = rank
            }
        }
        return best
    }

    /// How common each byte is in JSON records, 0 (never) to 255 (everywhere): a rough table after
    /// the memchr crate's, tuned for JSON (quotes, colons, commas, digits) and UTF-8 Chinese, whose
    /// lead bytes 0xE4-0xE9 start most characters.
    static let commonness: [UInt8] = (0..<256).map { b -> UInt8 in
        switch b {
        case 0x22, 0x3A, 0x2C: 255
        case 0x20, 0x0A: 220
        case 0x30...0x39: 200
        case 0xE4...0xE9: 210
        case 0x80...0xBF: 90
        case 0x61...0x7A:
            switch UInt8(b) {
            case UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"),
                UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"):
                190
            case UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"), UInt8(ascii: "j"): 30
            default: 130
            }
        case 0x41...0x5A: 60
        case 0x5B, 0x5D, 0x7B, 0x7D, 0x2E, 0x5F, 0x2D: 150
        case 0x21...0x7E: 50
        case 0xC2...0xDF, 0xEA...0xEF: 40
        case 0xF0...0xF4: 20
        case 0x09, 0x0D: 30
        default: 5
        }
    }
}
