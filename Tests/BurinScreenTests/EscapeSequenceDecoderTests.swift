import Testing

@testable import BurinScreen

@Suite struct EscapeSequenceDecoderTests {
    private func decode(_ text: String) -> [DecodedInput] {
        EscapeSequenceDecoder.decode(text.unicodeScalars.map { .character($0.value) }, codes: .ncurses)
    }

    @Test func unrecognisedNavigationSequencesBecomeTheirKeys() {
        #expect(decode("\u{1B}[1~") == [.event(.key(.home))])
        #expect(decode("\u{1B}[4~") == [.event(.key(.end))])
        #expect(decode("\u{1B}[5~\u{1B}[6~") == [.event(.key(.pageUp)), .event(.key(.pageDown))])
        #expect(decode("\u{1B}OA\u{1B}[B") == [.event(.key(.up)), .event(.key(.down))])
    }

    @Test func otherSequencesAndAltKeysAreSwallowedNotReadAsEscape() {
        #expect(decode("\u{1B}[99~") == [.ignored])
        #expect(decode("\u{1B}[<0;10;5M") == [.ignored], "an SGR mouse report with reporting off")
        #expect(decode("\u{1B}x") == [.ignored], "Alt-x")
        #expect(decode("\u{1B}[1;5A") == [.ignored], "Ctrl-Up: not bound")
    }

    @Test func aLoneEscapeIsTheEscapeKeyAndTheRestIsKept() {
        #expect(decode("\u{1B}") == [.event(.key(.escape))])
        #expect(decode("\u{1B}\u{1B}") == [.event(.key(.escape))])
        #expect(
            decode("j\u{1B}[1~q") == [
                .event(.key(.character("j"))), .event(.key(.home)), .event(.key(.character("q"))),
            ])
        #expect(decode("\u{1B}[12") == [.ignored], "a cut-off sequence is dropped, not typed")
    }
}
