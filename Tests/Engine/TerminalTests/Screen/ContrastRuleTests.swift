import BurinCore
import Testing

@testable import BurinTerminal

/// Text on a terminal of 16 or 8 colours keeps WCAG contrast 4.5:1 against its background, judged
/// with xterm's default palette, bold counted as the bright colour too (xterm's `boldColors`).
@Suite struct ContrastRuleTests {
    static let lightGrey = CellColor(RGBA(229, 229, 229))

    @Test func contrastRatiosAreWCAGs() {
        #expect(abs(RGBA.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(RGBA(205, 0, 0).contrastRatio(with: RGBA(205, 0, 0)) == 1)
        // xterm's magenta: black is its best ink, just short of 4.5.
        #expect(abs(RGBA(205, 0, 205).contrastRatio(with: .black) - 4.47) < 0.01)
    }

    /// The report's case: bold black names on a light grey card showed grey on grey in xterm,
    /// which shows bold 0-7 in the bright colour (black becomes 127 grey: 3.2:1). No colour of
    /// eight reads both ways on that grey, so bold is given up and the name stays black.
    @Test func boldInkWhoseBrightColourDoesNotReadLosesItsBold() {
        for mode in [ColorMode.palette8, .palette16] {
            var reducer = ColorReducer(mode: mode)
            let name = Cell("金", foreground: .rgb(0x1D, 0x1F, 0x24), background: Self.lightGrey, attributes: .bold)
            let shown = reducer.reduce(name)
            #expect(shown.foreground == .palette(0), "\(mode)")
            #expect(!shown.attributes.contains(.bold), "\(mode)")
            // Without bold it reads as it is: nothing changes.
            var plain = name
            plain.attributes = []
            #expect(reducer.reduce(plain) == (.palette(0), .palette(7), []))
        }
    }

    @Test func boldInkThatReadsBrightToo() {
        // Light grey on black in eight colours: bold shows white, both read; bold stays.
        var reducer = ColorReducer(mode: .palette8)
        let title = Cell("A", foreground: Self.lightGrey, background: .rgb(0, 0, 0), attributes: [.bold, .underline])
        #expect(reducer.reduce(title) == (.palette(7), .palette(0), [.bold, .underline]))
    }

    @Test func inkThatDoesNotReadIsReplacedByTheNearestThatDoes() {
        // xterm's bright blue on black is 4.43:1; the nearest colour of 16 that reads is another.
        var sixteen = ColorReducer(mode: .palette16)
        let tag = Cell("#", foreground: .rgb(92, 92, 255), background: .rgb(0, 0, 0))
        let shown = sixteen.reduce(tag)
        guard case .palette(let index) = shown.foreground else {
            Issue.record("not a palette colour: \(shown.foreground)")
            return
        }
        #expect(index != 12)
        #expect(ColorQuantizer.paletteColor(index).contrastRatio(with: .black) >= 4.5)
        // Red (205, 0, 0) on black is 3.6:1 in eight colours: replaced; bright red is not there.
        var eight = ColorReducer(mode: .palette8)
        let price = eight.reduce(Cell("¥", foreground: .rgb(205, 0, 0), background: .rgb(0, 0, 0)))
        #expect(price.foreground != .palette(1))
    }

    @Test func onMagentaInEightColoursTheInkWithMostContrast() {
        var reducer = ColorReducer(mode: .palette8)
        let badge = Cell("美", foreground: .rgb(255, 255, 255), background: .rgb(205, 0, 205))
        #expect(reducer.reduce(badge).foreground == .palette(0))
    }

    @Test func fullColourAndTwoHundredFiftySixKeepBold() {
        for mode in [ColorMode.direct, .palette256] {
            var reducer = ColorReducer(mode: mode)
            let name = Cell("A", foreground: .rgb(0x1D, 0x1F, 0x24), background: Self.lightGrey, attributes: .bold)
            #expect(reducer.reduce(name).attributes == .bold, "\(mode)")
        }
    }
}
