/// Tells binary data from JSON text by its first bytes, so a picture given as the feed is reported as
/// "not a JSON feed" instead of as a screenful of bad records.
///
/// Only clear cases count: a known file signature; a sample dense with control bytes (JSON text holds
/// none but whitespace, so one byte in twenty is not a stray bad record); or a start that is not text
/// at all (a NUL or another control byte, or bytes that are not UTF-8, before the first line ends or
/// within the first `sampleSize` bytes) where JSON would begin with `{` or `[`. A text file of other
/// lines (`x`, `hello`) is still a feed whose records are bad, and a JSONL file whose third line holds
/// a NUL is a feed with one bad record. The density test is what keeps random bytes that happen to
/// start with `{` or with a short clean line (about one sample in a hundred) from passing as a feed.
enum BinarySniffer {
    /// Bytes looked at.
    static let sampleSize = 512

    /// What the data looks like when it is clearly binary ("a PNG image", "binary data"), else nil.
    static func binaryKind(of sample: some Collection<UInt8>) -> String? {
        let bytes = Array(sample.prefix(sampleSize))
        for (signature, name) in signatures where bytes.starts(with: signature) { return name }
        let controls = bytes.count(where: isControl)
        if controls >= minimumControls, controls * controlDensityDivisor >= bytes.count { return "binary data" }
        var first = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { first = 3 }
        while first < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[first]) { first += 1 }
        guard first < bytes.count else { return nil }
        if bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[") { return nil }
        // The first line (or the whole sample): text has no controls but tab and CR, and is UTF-8.
        let lineEnd = bytes[first...].firstIndex(of: 0x0A) ?? bytes.count
        let line = bytes[first..<lineEnd]
        if line.contains(where: isControl) { return "binary data" }
        // A sample cut inside a character is not evidence: only a complete bad sequence is.
        if !isUTF8(line, cutAtEnd: lineEnd == bytes.count) { return "binary data" }
        return nil
    }

    /// A sample is binary when at least this many of its bytes, and one in `controlDensityDivisor`,
    /// are control bytes. Random bytes hold one in 8.5 (60 in 512, 4.6 standard deviations above the
    /// 26 that one in twenty makes), so this misjudges about one random sample in half a million.
    private static let minimumControls = 8
    private static let controlDensityDivisor = 20

    /// A byte that JSON text never holds raw: a C0 control other than tab, line feed and carriage
    /// return, or DEL.
    private static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D || byte == 0x7F
    }

    private static let signatures: [([UInt8], String)] = [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG image"),
        ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        (Array("GIF8".utf8), "a GIF image"),
        (Array("%PDF".utf8), "a PDF document"),
        ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"),
        ([0x1F, 0x8B], "gzip-compressed data"),
        ([0x28, 0xB5, 0x2F, 0xFD], "zstd-compressed data"),
        ([0x7F, 0x45, 0x4C, 0x46], "an ELF executable"),
    ]

    private static func isUTF8(_ bytes: ArraySlice<UInt8>, cutAtEnd: Bool) -> Bool {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let lead = bytes[i]
            let length =
                switch lead {
                case 0x00...0x7F: 1
                case 0xC2...0xDF: 2
                case 0xE0...0xEF: 3
                case 0xF0...0xF4: 4
                default: 0
                }
            guard length > 0 else { return false }
            if i + length > bytes.endIndex { return cutAtEnd }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return false }
            i += length
        }
        return true
    }
}
