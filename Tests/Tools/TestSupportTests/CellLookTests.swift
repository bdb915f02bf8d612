import BurinCore
import BurinTestSupport
import Testing

/// What a half-block cell shows, for comparing a terminal with a snapshot however the screen spelt
/// a picture's cells: equal where the eye sees the same two colours, and nowhere else.
@Suite struct CellLookTests {
    static let (a, b) = (RGBA(200, 30, 30), RGBA(30, 200, 30))

    func look(_ text: String, _ ink: RGBA?, _ paper: RGBA?, _ attributes: CellAttributes = []) -> CellLook? {
        CellLook(text, TerminalRendition(foreground: ink, background: paper, attributes: attributes))
    }

    @Test func halvesSpeltEitherWayLookTheSame() {
        #expect(look("▀", Self.a, Self.b) == look("▄", Self.b, Self.a))
        #expect(look("▀", Self.a, Self.a) == look(" ", Self.b, Self.a))
        #expect(look(" ", nil, Self.a) == look("█", Self.a, nil))
        #expect(look("▄", Self.a, Self.a) == look("█", Self.a, Self.b))
        #expect(look(" ", Self.a, Self.b, .bold) == look(" ", nil, Self.b), "bold does not show on a space")
    }

    @Test func aRealDifferenceIsSeen() {
        #expect(look("▀", Self.a, Self.b) != look("▄", Self.a, Self.b))
        #expect(look("▀", Self.a, Self.b) != look("▀", Self.b, Self.a))
        #expect(look(" ", Self.a, nil) != look("█", nil, Self.a), "the default ink is not the default paper")
        #expect(look("▀", nil, nil) != look(" ", nil, nil))
        #expect(look("█", Self.a, nil) != look(" ", Self.a, nil))
    }

    @Test func otherCellsAndShowingAttributesHaveNoLook() {
        #expect(look("x", Self.a, Self.b) == nil)
        #expect(look("▀", Self.a, Self.b, .bold) == nil)
        #expect(look("▄", Self.a, Self.b, .reverse) == nil)
        #expect(look(" ", Self.a, Self.b, .underline) == nil)
        let plain = TerminalRendition()
        #expect(CellLook.sameCharacter("x", plain, "x", TerminalRendition(foreground: Self.a)))
        #expect(!CellLook.sameCharacter("x", plain, "y", plain))
        #expect(!CellLook.sameCharacter("▀", plain, "x", plain))
        #expect(
            CellLook.sameCharacter(
                "▀", TerminalRendition(foreground: Self.a, background: Self.b), "▄",
                TerminalRendition(foreground: Self.b, background: Self.a)))
    }
}
