import BurinCore
import BurinDemoData
import BurinTerminal
import FeedData
import Testing

@testable import BurinListViewer
@testable import MerchantFeed

/// Text never lands on (or near) its own background once colours are reduced: every character with
/// ink, in every colour mode, in both themes, on a painted page and on the terminal's own, reads at
/// least `ContrastRule.minimumLightnessGap` apart from what it stands on, and in 16 and 8 colours
/// with a WCAG contrast of at least 4.5:1, bold counted as the bright colour too.
@Suite struct ContrastTests {
    /// The screens to check: cards of every status, banners, bad and other records, a filter's
    /// marks, a focus, the status bar, the help panel and the fps overlay.
    static func screens(theme: FeedTheme, paintsPage: Bool, mode: ColorMode) throws -> [CellGrid] {
        var lines = FeedGenerator(seed: 3).jsonl(count: 60).split(separator: UInt8(ascii: "\n")).map {
            String(decoding: $0, as: UTF8.self)
        }
        lines.insert(#"{"title":"a note","body":"not a merchant"}"#, at: 2)
        lines.insert("not json", at: 3)
        let fixture = try FeedFixture(lines: lines)
        let h = ViewerHarness(
            feed: try fixture.source(), size: CellSize(width: 100, height: 50), colorMode: mode, theme: theme,
            paintsPage: paintsPage)
        h.settle()
        var screens = [h.grid]
        h.press(.character("n"), .character("n"))
        h.step([.key(.character("/"))])
        h.type("店")
        h.settle()
        screens.append(h.grid)
        h.press(.enter, .character("f"))
        screens.append(h.grid)
        h.press(.character("?"))
        screens.append(h.grid)
        return screens
    }

    /// Themes by name: test output then names a case by its theme, not by its twenty-odd colours.
    static func theme(_ name: String) throws -> FeedTheme {
        try #require(FeedTheme.all.first { $0.name == name })
    }

    /// In 16 and 8 colours, judged with the palette the reduction assumes (xterm's defaults): every
    /// ink cell's colour, and for bold 0-7 its bright colour, against its background as shown.
    @Test(arguments: ["dark", "light"], [true, false])
    func inkHasWCAGContrastInSixteenAndEightColours(themeName: String, paintsPage: Bool) throws {
        let theme = try Self.theme(themeName)
        for mode in [ColorMode.palette16, .palette8] {
            var reducer = ColorReducer(mode: mode)
            var checked = 0
            var failures: Set<String> = []
            for grid in try Self.screens(theme: theme, paintsPage: paintsPage, mode: mode) {
                for cell in grid.cells where !cell.isContinuation && ContrastRule.hasInk(cell.text) {
                    let shown = reducer.reduce(cell)
                    let reversed = shown.attributes.contains(.reverse)
                    guard case .palette(let ink) = reversed ? shown.background : shown.foreground,
                        let paper = ColorReducer.shown(reversed ? shown.foreground : shown.background)
                    else { continue }
                    checked += 1
                    let bold = shown.attributes.contains(.bold)
                    let ratio = ContrastRule.worstContrast(ink, bold: bold, on: paper)
                    if ratio < ContrastRule.minimumContrastRatio {
                        failures.insert(
                            "\"\(cell.text)\" ink \(ink)\(bold ? " bold" : "") on \(paper): \((ratio * 100).rounded() / 100)"
                        )
                    }
                }
            }
            #expect(failures.isEmpty, "\(theme.name) \(mode) page \(paintsPage): \(failures.sorted())")
            #expect(checked > 500, "\(theme.name) \(mode): only \(checked) cells checked")
        }
    }

    @Test(arguments: ["dark", "light"], [true, false])
    func inkReadsOnItsBackgroundInEveryMode(themeName: String, paintsPage: Bool) throws {
        let theme = try Self.theme(themeName)
        for mode in [ColorMode.direct, .palette256] {
            var reducer = ColorReducer(mode: mode)
            var checked = 0
            for grid in try Self.screens(theme: theme, paintsPage: paintsPage, mode: mode) {
                for cell in grid.cells where !cell.isContinuation && ContrastRule.hasInk(cell.text) {
                    let shown = reducer.reduce(cell)
                    guard let ink = ColorReducer.shown(shown.foreground),
                        let paper = ColorReducer.shown(shown.background)
                    else { continue }
                    checked += 1
                    #expect(
                        ContrastRule.isLegible(ink, on: paper),
                        "\(theme.name) \(mode): \"\(cell.text)\" \(ink) on \(paper), gap \(ContrastRule.lightnessGap(ink, paper))"
                    )
                }
            }
            #expect(checked > 500, "\(theme.name) \(mode): only \(checked) cells checked")
        }
    }

    /// The themes are legible as designed: in direct colour no ink needs replacing. (Closed cards are
    /// dimmed on purpose by an attribute, not by colour.)
    @Test(arguments: ["dark", "light"])
    func theThemesNeedNoRescueInDirectColour(themeName: String) throws {
        let theme = try Self.theme(themeName)
        var reducer = ColorReducer(mode: .direct)
        for grid in try Self.screens(theme: theme, paintsPage: true, mode: .direct) {
            for cell in grid.cells where !cell.isContinuation && ContrastRule.hasInk(cell.text) {
                #expect(
                    reducer.reduce(cell).foreground == reducer.reduce(cell.foreground),
                    "\(theme.name): \"\(cell.text)\" \(cell.foreground) on \(cell.background) is not legible as designed"
                )
            }
        }
    }

    /// The report's case: in eight colours the empty stars were black on black.
    @Test func emptyStarsReadInEightColours() {
        var reducer = ColorReducer(mode: .palette8)
        let star = Cell(
            "☆", foreground: CellColor(FeedTheme.dark.ratingEmpty), background: CellColor(FeedTheme.dark.card))
        let shown = reducer.reduce(star)
        #expect(shown.foreground != shown.background)
        #expect(shown.background == .palette(0))
        #expect(shown.foreground != .palette(0), "not black on black")
        // A half block's two pixels may reduce to one colour: that is a solid cell, not lost text.
        let pixels = Cell("▀", foreground: .rgb(0x20, 0x22, 0x2B), background: .rgb(0x22, 0x22, 0x2B))
        #expect(reducer.reduce(pixels).foreground == .palette(0))
    }
}
