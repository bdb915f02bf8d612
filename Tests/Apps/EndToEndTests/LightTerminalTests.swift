import BurinTestSupport
import Foundation
import Testing

/// A real xterm under Xvfb, with its default white background and with a black one: the feed shows no
/// stripes. The gaps between cards (the lower half of each card's last line, where the half-block
/// edge meets the page) are the terminal's own background, and the cards are of the theme that
/// matches it; a theme forced against the terminal paints its own page instead of leaving white gaps.
///
/// Screenshots are written to `.build/screenshots/` for a person to look at.
extension ViewerEndToEndTests {
    @Test func whiteXtermShowsALightFeedWithoutStripes() throws {
        let shot = try XtermFeedShot(background: .white, name: "xterm-white")
        shot.expectGaps(within: 8, of: .white)
        // A light card on a white terminal: its colour is close to white, not a dark slab.
        let card = shot.cardColour()
        #expect(card.difference(from: .white) <= 32, "the card is \(card) on a white terminal")
    }

    @Test func blackXtermShowsADarkFeedWithoutStripes() throws {
        let shot = try XtermFeedShot(background: .black, name: "xterm-black")
        shot.expectGaps(within: 8, of: .black)
        let card = shot.cardColour()
        #expect(card.difference(from: .black) <= 48, "the card is \(card) on a black terminal")
    }

    @Test func aDarkThemeOnAWhiteXtermPaintsItsPage() throws {
        let shot = try XtermFeedShot(background: .white, name: "xterm-white-theme-dark", theme: "dark")
        // Every gap is the painted dark page: one colour, nowhere the terminal's white.
        let colours = shot.gapColours()
        #expect(!colours.isEmpty)
        for colour in colours {
            #expect(colour.difference(from: .white) >= 200, "a gap pixel is \(colour): the terminal's white shows")
            #expect(colour.difference(from: colours[0]) <= 8, "gap colours differ: \(colour) and \(colours[0])")
        }
    }
}

/// burin on the demo feed in an xterm of `background`, once its screen has settled, with the rows that
/// are card gaps found from `burin snapshot` of the same size and theme.
private struct XtermFeedShot {
    static let columns = 100
    static let rows = 30

    let image: RGBImage
    let grid: TerminalCellGrid
    /// Screen lines that are the last line of a card: only half blocks and spaces.
    let gapLines: [Int]

    init(background: RGBPixel, name: String, theme: String? = nil) throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let foreground = background == .white ? "black" : "white"
        let colourName = background == .white ? "white" : "black"
        let arguments = [try BurinBinary.path(), BurinBinary.demoFeed] + (theme.map { ["--theme", $0] } ?? [])
        let terminal = try display.launch(
            .xterm(options: ["-bg", colourName, "-fg", foreground, "-tn", "xterm-256color"]), columns: Self.columns,
            rows: Self.rows, command: arguments)
        defer { terminal.stop() }
        var previous: RGBImage?
        let seen = try terminal.waitForScreenshot { image, grid in
            defer { previous = image.grid(grid) }
            // Drawn: the status bar and the first thumbnail are painted, and nothing changed since the
            // last screenshot.
            let status = image.cell(column: Self.columns - 1, row: Self.rows - 1, of: grid)
            let thumbnail = image.cell(column: 4, row: 1, of: grid)
            return status.largestDifference(from: background) > 16 && thumbnail.largestDifference(from: background) > 16
                && previous == image.grid(grid)
        }
        #expect(seen.satisfied, "burin did not settle in xterm: \(terminal.logTail())")
        image = seen.image
        grid = seen.grid
        let snapshot = try Snapshot.text(
            columns: Self.columns, rows: Self.rows, theme: theme ?? (background == .white ? "light" : "dark"))
        let lines = snapshot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        gapLines = lines.indices.filter { y in
            y < Self.rows - 1 && lines[y].contains("▀") && lines[y].allSatisfy { "▀▄ ".contains($0) }
        }
        let folder = BurinBinary.packageRoot.appendingPathComponent(".build/screenshots")
        try ImageMagick.writePNG(image.grid(grid), to: folder.appendingPathComponent("\(name).png").path)
    }

    /// The lower half of every cell of every gap line (a row of pixels kept clear of the boundary).
    func gapPixels(_ visit: (RGBPixel, Int, Int) -> Void) {
        for y in gapLines {
            for x in 0..<Self.columns {
                let cell = image.cell(column: x, row: y, of: grid)
                for py in (cell.height / 2 + 1)..<cell.height {
                    for px in 0..<cell.width { visit(cell[px, py], x, y) }
                }
            }
        }
    }

    func gapColours() -> [RGBPixel] {
        var colours: [RGBPixel] = []
        gapPixels { pixel, _, _ in colours.append(pixel) }
        return colours
    }

    func expectGaps(within tolerance: Int, of background: RGBPixel, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(gapLines.count >= 3, "too few card gaps found: \(gapLines)", sourceLocation: sourceLocation)
        var worst: (RGBPixel, Int, Int)?
        gapPixels { pixel, x, y in
            if pixel.difference(from: background) > tolerance, worst == nil { worst = (pixel, x, y) }
        }
        #expect(
            worst == nil,
            "a card gap differs from the terminal's background \(background): \(worst.map { "\($0.0) in cell (\($0.1), \($0.2))" } ?? "")",
            sourceLocation: sourceLocation)
    }

    /// A blank stretch inside the first card: its second line, at the right margin.
    func cardColour() -> RGBPixel {
        let cell = image.cell(column: Self.columns - 2, row: 1, of: grid)
        return cell[cell.width / 2, cell.height / 2]
    }
}
