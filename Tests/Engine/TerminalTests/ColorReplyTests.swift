import BurinCore
import Testing

@testable import BurinTerminal

/// Issue 26: a terminal that keeps its background to itself (urxvt: no answer to OSC 10 or 11, an
/// answer to OSC 4; COLORFGBG "0;default") is asked what it does answer, and its background worked
/// out from that.
@Suite struct ColorReplyTests {
    static let esc = "\u{1B}"

    private func decode(_ text: String) -> [InputEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.feed(Array(text.utf8), at: .zero) + decoder.expire(at: .seconds(10))
    }

    /// What urxvt 9.30 answered under Xvfb (`urxvt -bg '#fdf6e3' -fg black`) to OSC 4 asked with BEL,
    /// then DA1.
    @Test func decodesUrxvtsPaletteAnswersAndOSC10() {
        #expect(
            decode("\(Self.esc)]4;0;rgb:0000/0000/0000\u{07}\(Self.esc)]4;15;rgb:ffff/ffff/ffff\u{07}\(Self.esc)[?1;2c")
                == [
                    .reply(.paletteColor(index: 0, .black)), .reply(.paletteColor(index: 15, .white)),
                    .reply(.primaryAttributes([1, 2])),
                ])
        #expect(
            decode("\(Self.esc)]10;rgb:65/7b/83\(Self.esc)\\") == [.reply(.foregroundColor(RGBA(0x65, 0x7B, 0x83)))])
        #expect(decode("\(Self.esc)]11;rgb:fd/f6/e3\u{07}") == [.reply(.backgroundColor(RGBA(0xFD, 0xF6, 0xE3)))])
    }

    @Test func malformedColourAnswersAreRepliesNotColours() {
        for body in ["4;256;rgb:0/0/0", "4;x;rgb:0/0/0", "4;0;rgb:00000/0/0", "4;0", "10;rgb:0/0", "10;?", "4;0;?"] {
            let events = decode("\(Self.esc)]\(body)\u{07}")
            #expect(events == [.reply(.other(Array(body.utf8)))], "\(body)")
        }
    }

    @Test func theQuestionsAreTheEntriesCOLORFGBGNames() {
        #expect(BackgroundInference.paletteIndices(colorFGBG: "0;default") == [0])
        #expect(BackgroundInference.paletteIndices(colorFGBG: "0;default;15") == [0, 15])
        #expect(BackgroundInference.paletteIndices(colorFGBG: "7;7") == [7])
        #expect(BackgroundInference.paletteIndices(colorFGBG: "default;default").isEmpty)
        #expect(BackgroundInference.paletteIndices(colorFGBG: "15").isEmpty)
        #expect(BackgroundInference.paletteIndices(colorFGBG: nil).isEmpty)
        #expect(BackgroundInference.paletteIndices(colorFGBG: "999;-1").isEmpty)
        let asked = String(decoding: BackgroundInference.questions(colorFGBG: "0;default;15"), as: UTF8.self)
        #expect(asked == "\(Self.esc)]10;?\u{07}\(Self.esc)]4;0;?\u{07}\(Self.esc)]4;15;?\u{07}")
    }

    @Test func theBackgroundComesFromWhateverWasAnswered() {
        func background(_ answers: TerminalAnswers, _ colorFGBG: String?) -> RGBA? {
            BackgroundInference.background(from: answers, colorFGBG: colorFGBG)
        }
        var osc11 = TerminalAnswers(background: RGBA(1, 2, 3))
        osc11.foreground = .black
        #expect(background(osc11, "15;0") == RGBA(1, 2, 3), "OSC 11 wins")
        // urxvt -fg black -bg '#fdf6e3': COLORFGBG names the foreground alone; black text, light page.
        var urxvt = TerminalAnswers(primaryAttributes: [1, 2])
        urxvt.palette = [0: .black]
        #expect(background(urxvt, "0;default") == .white)
        // The same entry, set light in the terminal's palette: the page is dark.
        urxvt.palette = [0: RGBA(220, 220, 220)]
        #expect(background(urxvt, "0;default") == .black)
        // No OSC 4 answer: the entry's standard colour.
        #expect(background(TerminalAnswers(primaryAttributes: [1, 2]), "0;default") == .white)
        // The background's entry, as the palette has it.
        urxvt.palette = [15: RGBA(250, 250, 240)]
        #expect(background(urxvt, "0;default;15") == RGBA(250, 250, 240))
        // OSC 10 alone: a dark foreground, a light background.
        var fg = TerminalAnswers(primaryAttributes: [65])
        fg.foreground = RGBA(0x65, 0x7B, 0x83)
        #expect(background(fg, nil) == .white, "Solarized light's grey text")
        fg.foreground = RGBA(0x83, 0x94, 0x96)
        #expect(background(fg, nil) == .black, "Solarized dark's grey text")
        fg.foreground = RGBA(30, 30, 30)
        #expect(background(fg, nil) == .white)
        #expect(background(TerminalAnswers(primaryAttributes: [1, 2]), "default;default") == nil)
        #expect(background(TerminalAnswers(primaryAttributes: [1, 2]), nil) == nil)
    }
}
