import BurinCore
import Testing

@testable import BurinTerminal

/// The terminal's background: its answer to OSC 11 (read by the session's input decoder), then
/// `COLORFGBG`, then assumed dark.
@Suite struct TerminalBackgroundTests {
    @Test func colorFGBGNamesALightOrDarkBackground() {
        #expect(TerminalBackground.isLight(colorFGBG: "0;15") == true)
        #expect(TerminalBackground.isLight(colorFGBG: "15;0") == false)
        #expect(TerminalBackground.isLight(colorFGBG: "0;default;7") == true)
        #expect(TerminalBackground.isLight(colorFGBG: "7;8") == false)
        #expect(TerminalBackground.isLight(colorFGBG: "15;default") == nil)
        #expect(TerminalBackground.isLight(colorFGBG: "") == nil)
    }

    @Test func theQueryWinsThenColorFGBGThenDark() {
        let queried = TerminalBackground.detect(queried: RGBA(0xFD, 0xF6, 0xE3), colorFGBG: "15;0")
        #expect(queried.isLight && queried.source == .query && queried.color == RGBA(0xFD, 0xF6, 0xE3))
        #expect(
            TerminalBackground.detect(queried: nil, colorFGBG: "0;15")
                == .init(color: nil, isLight: true, source: .colorFGBG))
        #expect(TerminalBackground.detect(queried: nil, colorFGBG: nil) == .unknown)
        #expect(!TerminalBackground.unknown.isLight && !TerminalBackground.unknown.isKnown)
        #expect(!TerminalBackground.isLight(RGBA(0, 0, 255)), "pure blue is dark to the eye")
        #expect(TerminalBackground.isLight(RGBA(255, 255, 0)))
    }
}
