import Testing

@testable import BurinText

/// `Sanitizer.printable`: the one path every message Burin writes to stderr goes through.
@Suite struct SanitizerPrintableTests {
    /// Nothing a terminal acts on survives: ESC, BEL, NUL and other C0, DEL, C1 (also as UTF-8), bidi.
    private static func isHarmless(_ text: String) -> Bool {
        !text.unicodeScalars.contains { s in
            s.value < 0x20 || (0x7F...0x9F).contains(s.value) || (0x202A...0x202E).contains(s.value)
                || (0x2066...0x2069).contains(s.value) || s.value == 0x061C || s.value == 0x200E || s.value == 0x200F
        }
    }

    @Test(arguments: [
        "unknown status \"\u{1B}]2;PWN\u{07}\"", "a\u{0}b\u{7}c\u{8}d\u{7F}", "\u{9B}31m\u{9D}2;t\u{9C}",
        "\u{202E}reversed\u{202C}", "\u{2066}isolate\u{2069}", "line\nbreak\r\n", "\u{1B}P+q\u{1B}\\",
    ])
    func controlsAndSequencesBecomeVisibleMarkers(_ input: String) {
        let output = Sanitizer.printable(input)
        #expect(Self.isHarmless(output), "\(output.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(output != input)
    }

    @Test func plainTextIsKeptAsIs() {
        #expect(Sanitizer.printable("cannot read feed.jsonl: No such file") == "cannot read feed.jsonl: No such file")
        #expect(Sanitizer.printable("美团 ☕ café") == "美团 ☕ café")
    }

    @Test func aNewlineCannotFakeALineOfItsOwn() {
        #expect(Sanitizer.printable("a\nburin: fake") == "a␤burin: fake")
    }

    @Test func bytesThatAreNotUTF8AreShownAsHexAndValidOnesSanitised() {
        #expect(Sanitizer.printable(bytes: Array("feed".utf8) + [0x9B] + Array(".jsonl".utf8)) == "feed\\x9B.jsonl")
        #expect(Sanitizer.printable(bytes: [0xFF, 0xFE, 0x41]) == "\\xFF\\xFEA")
        // Overlong and surrogate encodings are not UTF-8 either.
        #expect(Sanitizer.printable(bytes: [0xC0, 0x80]) == "\\xC0\\x80")
        #expect(Sanitizer.printable(bytes: [0xED, 0xA0, 0x80]) == "\\xED\\xA0\\x80")
        // U+009B written as valid UTF-8 is a C1 control: sanitised, not hexed.
        let c1 = Sanitizer.printable(bytes: [0x61, 0xC2, 0x9B, 0x33, 0x31, 0x6D])
        #expect(Self.isHarmless(c1) && c1.hasPrefix("a"))
        #expect(Sanitizer.printable(bytes: Array("\u{1B}]2;x\u{7}ok".utf8)) == "␛ok")
        #expect(Sanitizer.printable(bytes: Array("漢字".utf8)) == "漢字")
    }
}
