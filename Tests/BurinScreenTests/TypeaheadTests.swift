import Testing

@testable import BurinScreen

/// Keys typed while the terminal was asked about graphics reach the viewer as keys.
@Suite struct TypeaheadTests {
    @Test func charactersArrowsAndEnterDecodeInOrder() {
        let bytes = Array("jé".utf8) + [0x1B, 0x5B, 0x42] + Array("/x".utf8) + [0x0D]
        #expect(
            Typeahead.events(from: bytes) == [
                .key(.character("j")), .key(.character("é")), .key(.down), .key(.character("/")),
                .key(.character("x")), .key(.enter),
            ])
    }

    @Test func nothingTypedIsNoEventAndBrokenUTF8IsDropped() {
        #expect(Typeahead.events(from: []).isEmpty)
        #expect(Typeahead.events(from: [0xFF, UInt8(ascii: "q")]) == [.key(.character("q"))])
    }
}
