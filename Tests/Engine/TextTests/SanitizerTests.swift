import BurinCore
import Testing

@testable import BurinText

@Suite struct SanitizerTests {
    private func clean(_ string: String, newlines: Sanitizer.NewlinePolicy = .space) -> (String, Int) {
        let text = Sanitizer(newlines: newlines).sanitize(string)
        return (joined(text.clusters), text.sanitisedCount)
    }

    @Test func plainTextIsUntouched() {
        #expect(clean("Café 漢字 😀") == ("Café 漢字 😀", 0))
    }

    @Test func csiColourSequenceBecomesOneMarker() {
        #expect(clean("\u{1B}[31mred\u{1B}[0m") == ("␛red␛", 2))
        #expect(clean("\u{1B}[38;2;255;0;0mX") == ("␛X", 1))
        #expect(clean("\u{1B}[?2026h") == ("␛", 1))
    }

    @Test func osc8HyperlinkWithBelAndStTerminators() {
        #expect(clean("\u{1B}]8;;https://e.xample/\u{07}link\u{1B}]8;;\u{07}") == ("␛link␛", 2))
        #expect(clean("\u{1B}]8;;https://e.xample/\u{1B}\\link\u{1B}]8;;\u{1B}\\") == ("␛link␛", 2))
        #expect(clean("\u{1B}]0;title\u{9C}after") == ("␛after", 1))
    }

    @Test func unterminatedOscSwallowsTheRestLikeATerminal() {
        #expect(clean("a\u{1B}]0;never ends") == ("a␛", 1))
    }

    @Test func deviceControlAndApplicationStrings() {
        #expect(clean("\u{1B}Pq#0;2;0;0;0\u{1B}\\x") == ("␛x", 1))
        #expect(clean("\u{1B}_Gf=100;AAAA\u{1B}\\y") == ("␛y", 1))
        #expect(clean("\u{1B}^pm\u{1B}\\\u{1B}Xsos\u{1B}\\") == ("␛␛", 2))
    }

    @Test func twoCharacterAndCharsetEscapes() {
        #expect(clean("\u{1B}7a\u{1B}8") == ("␛a␛", 2))
        #expect(clean("\u{1B}(Bb") == ("␛b", 1))
        #expect(clean("\u{1B}") == ("␛", 1))
        #expect(clean("\u{1B}\u{1B}[1m") == ("␛␛", 2))
    }

    @Test func eightBitControlSequences() {
        #expect(clean("\u{9B}31mred") == ("␛red", 1))
        #expect(clean("\u{9D}0;t\u{07}x") == ("␛x", 1))
    }

    @Test func c1ControlsIncludingNel() {
        #expect(clean("a\u{85}b") == ("a\u{FFFD}b", 1))
        #expect(clean("\u{80}\u{9F}") == ("\u{FFFD}␛", 2))
    }

    @Test func c0ControlsAndDelBecomeControlPictures() {
        #expect(clean("a\u{0}b") == ("a␀b", 1))
        #expect(clean("\u{7}\u{8}\u{7F}") == ("␇␈␡", 3))
    }

    @Test func bidiControlsAreReplaced() {
        #expect(clean("abc\u{202E}fed") == ("abc\u{FFFD}fed", 1))
        for value: UInt32 in [0x61C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x2066, 0x2067, 0x2068, 0x2069] {
            let scalar = Unicode.Scalar(value)!
            #expect(clean("x\(scalar)y") == ("x\u{FFFD}y", 1), "U+\(String(value, radix: 16))")
        }
    }

    @Test func bomAnnotationsAndSeparatorsAreReplaced() {
        #expect(clean("\u{FEFF}hi") == ("\u{FFFD}hi", 1))
        #expect(clean("a\u{FFF9}b\u{FFFA}c\u{FFFB}") == ("a\u{FFFD}b\u{FFFD}c\u{FFFD}", 3))
        #expect(clean("a\u{2028}b\u{2029}c") == ("a\u{FFFD}b\u{FFFD}c", 2))
    }

    @Test func tabBecomesASpace() {
        #expect(clean("a\tb") == ("a b", 0))
    }

    @Test func newlinePolicies() {
        #expect(clean("a\nb\r\nc\rd") == ("a b c d", 0))
        #expect(clean("a\nb", newlines: .marker) == ("a\u{2424}b", 1))
        let broken = Sanitizer(newlines: .lineBreak).sanitize("ab\r\ncd\n\ne\u{2028}f")
        #expect(broken.lines.map { joined(Array($0)) } == ["ab", "cd", "", "e", "f"])
        #expect(broken.sanitisedCount == 0)
    }

    @Test func combiningMarkAfterAnEscapeStillShows() {
        let text = Sanitizer().sanitize("\u{1B}[0m\u{301}")
        #expect(text.clusters.allSatisfy { $0.width == 1 })
        #expect(text.width == 2)
    }

    @Test func privateUseIsKept() {
        #expect(clean("\u{E000}") == ("\u{E000}", 0))
    }
}
