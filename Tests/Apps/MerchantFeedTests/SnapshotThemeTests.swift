import BurinCore
import BurinRaster
import BurinTerminal
import FeedData
import Testing

@testable import BurinListViewer
@testable import MerchantFeed

/// A snapshot in the light theme is a light terminal: a white page in the PNG, light cards on it.
@Suite struct SnapshotThemeTests {
    @Test func theLightThemesPNGHasAWhitePage() throws {
        let fixture = try FeedFixture(lines: [merchantLine(id: 1, name: "Only Shop")])
        var request = SnapshotRequest()
        request.size = CellSize(width: 60, height: 16)
        request.format = .png
        for paintsPage in [true, false] {
            var options = ViewerHarness.options()
            options.theme = .light
            options.paintsPage = paintsPage
            let grid = try SnapshotRunner.grid(feed: try fixture.source(), request: request, options: options)
            let canvas = try PNGCodec.decode(try SnapshotRunner.encode(grid, request: request, theme: .light))
            // Below the only card, above the status bar: the page, painted or the snapshot terminal's own.
            #expect(canvas[5, 12 * 20 + 10] == RGBA(hex: 0xFFFFFF), "painted \(paintsPage): \(canvas[5, 12 * 20 + 10])")
            if !paintsPage {
                let dark = try PNGCodec.decode(try SnapshotRunner.encode(grid, request: request, theme: .dark))
                #expect(dark[5, 12 * 20 + 10] == FeedTheme.dark.page, "a dark terminal's page")
            }
        }
    }

    @Test func aThemeMatchingTheTerminalLeavesThePageToIt() {
        let light = TerminalBackground.detect(queried: .white, colorFGBG: nil)
        let dark = TerminalBackground.detect(queried: nil, colorFGBG: "15;0")
        #expect(ThemeChoice.automatic.resolve(for: light) == (FeedTheme.light, false))
        #expect(ThemeChoice.automatic.resolve(for: dark) == (FeedTheme.dark, false))
        #expect(ThemeChoice.automatic.resolve(for: .unknown) == (FeedTheme.dark, true), "assumed dark, and painted")
        #expect(ThemeChoice.named(.dark).resolve(for: light) == (FeedTheme.dark, true), "a dark theme paints its page")
        #expect(ThemeChoice.named(.light).resolve(for: dark) == (FeedTheme.light, true))
        #expect(ThemeChoice.named(.light).resolve(for: light) == (FeedTheme.light, false))
        #expect(ThemeChoice(name: "auto") == .automatic)
        #expect(ThemeChoice(name: "light") == .named(.light))
        #expect(ThemeChoice(name: "sepia") == nil)
    }

    /// With the page painted, nothing in the list area is left to the terminal's background: every
    /// gap and corner has the page's colour, so a light terminal cannot show through a dark feed.
    @Test func aPaintedPageLeavesNoCellToTheTerminal() throws {
        let fixture = try FeedFixture(generated: 60)
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 90, height: 40), paintsPage: true)
        h.settle()
        for y in 0..<h.viewportHeight {
            for x in 0..<90 where !h.grid[x, y].isContinuation {
                #expect(h.grid[x, y].background != .terminalDefault, "cell (\(x), \(y)) shows the terminal")
            }
        }
        let unpainted = ViewerHarness(
            feed: try fixture.source(), size: CellSize(width: 90, height: 40), paintsPage: false)
        unpainted.settle()
        let gaps = (0..<unpainted.viewportHeight).flatMap { y in unpainted.grid.row(y) }
            .filter { $0.background == .terminalDefault }
        #expect(!gaps.isEmpty, "unpainted, the gaps are the terminal's own")
    }
}
