import BurinCore
import BurinListViewer
import BurinTerminal
import Testing

/// Issue 26: the start-up questions also find how wide the terminal draws ambiguous characters, and
/// its background where it keeps it to itself.
@Suite struct StartupQuestionsWidthAndColourTests {
    func conversation(colorFGBG: String? = nil, ambiguousWidth: Bool = true) -> TerminalConversation {
        TerminalConversation(
            questions: StartupQuestions(
                background: true, graphics: nil, colorFGBG: colorFGBG, ambiguousWidth: ambiguousWidth),
            askedAt: .zero)
    }

    @Test func theProbeGoesBeforeDA1AndErasesWhatItPrinted() {
        let bytes = String(
            decoding: StartupQuestions(background: true, graphics: nil, colorFGBG: "0;default", ambiguousWidth: true)
                .bytes, as: UTF8.self)
        #expect(
            bytes
                == "\u{1B}]11;?\u{1B}\\\u{1B}]10;?\u{07}\u{1B}]4;0;?\u{07}\u{1B}[H\u{2580}\u{1B}[6n\u{1B}[H\u{1B}[2K\u{1B}[c"
        )
        #expect(!StartupQuestions(background: false, graphics: nil, ambiguousWidth: true).isEmpty)
    }

    @Test func aCursorTwoColumnsOnIsAWideTerminal() {
        var talk = conversation()
        #expect(!talk.isAnswered)
        #expect(talk.hear(.cursorPosition(row: 1, column: 3), window: nil) == [.ambiguousWidth(.wide)])
        #expect(talk.hear(.cursorPosition(row: 1, column: 3), window: nil).isEmpty, "once")
        #expect(talk.hear(.primaryAttributes([65, 1, 9]), window: nil).isEmpty)
        #expect(talk.isAnswered)

        var narrow = conversation()
        #expect(narrow.hear(.cursorPosition(row: 1, column: 2), window: nil) == [.ambiguousWidth(.narrow)])
    }

    @Test func noAnswerBeforeDA1IsANarrowTerminal() {
        var talk = conversation()
        #expect(talk.hear(.primaryAttributes([1, 2]), window: nil).isEmpty)
        #expect(talk.isAnswered)
        #expect(talk.hear(.cursorPosition(row: 1, column: 3), window: nil).isEmpty, "a report after DA1 is not ours")
        var other = conversation()
        #expect(other.hear(.cursorPosition(row: 7, column: 3), window: nil).isEmpty, "another row: not the probe's")
        var unasked = conversation(ambiguousWidth: false)
        #expect(unasked.hear(.cursorPosition(row: 1, column: 3), window: nil).isEmpty)
    }

    /// urxvt: no OSC 11 answer; its OSC 4 answer for COLORFGBG's foreground entry settles the page
    /// once DA1 says nothing more is coming.
    @Test func withoutOSC11ThePaletteDecidesAtDA1() {
        var talk = conversation(colorFGBG: "0;default", ambiguousWidth: false)
        #expect(talk.hear(.paletteColor(index: 0, .black), window: nil).isEmpty, "OSC 11 may still come")
        #expect(talk.hear(.primaryAttributes([1, 2]), window: nil) == [.background(.white)])
        #expect(talk.hear(.backgroundColor(.black), window: nil).isEmpty, "the theme switches once")

        var silent = conversation(colorFGBG: "default;default", ambiguousWidth: false)
        #expect(silent.hear(.primaryAttributes([1, 2]), window: nil).isEmpty, "nothing tells: the default stays")
    }
}
