import BurinTestSupport
import Foundation
import Testing

/// The screen sends a run of one cell as the cell and REP (`CSI n b`, the `rep` of the terminal's
/// entry), also for a character outside ASCII, which ncurses never did: a card's edge is a row of
/// `▀`. Real terminals whose entries have `rep` (xterm, kitty, VTE's GNOME Terminal) repeat the `▀`
/// itself, in its colours, and stop where the count does.
extension ViewerEndToEndTests {
    @Test func xtermRepeatsAHalfBlock() throws {
        try expectRepeatedHalfBlock(in: .xterm())
    }

    @Test func kittyRepeatsAHalfBlock() throws {
        try expectRepeatedHalfBlock(in: .kitty())
    }

    @Test(.enabled(if: GnomeTerminalShot.isInstalled, "gnome-terminal is not installed"))
    func gnomeTerminalRepeatsAHalfBlock() throws {
        try expectRepeatedHalfBlock(in: .gnomeTerminal(ambiguousWide: false))
    }

    /// `▀` in red on blue at column 3 of row 2, repeated 9 times: cells 3...12 red above and blue
    /// below, cell 13 the terminal's background.
    private func expectRepeatedHalfBlock(in emulator: TerminalEmulator) throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let settings = try TemporaryDirectory()
        defer { settings.remove() }
        let script =
            "printf '\\033[?25l\\033[3;4H\\033[38;2;200;0;0;48;2;0;0;200m\\342\\226\\200\\033[9b\\033[0m'; exec sleep 60"
        let terminal = try display.launch(
            emulator, columns: 40, rows: 10, command: ["/bin/sh", "-c", script],
            environment: ["XDG_CONFIG_HOME": settings.path])
        defer { terminal.stop() }
        let (red, blue) = (RGBPixel(200, 0, 0), RGBPixel(0, 0, 200))
        // The middle of each cell's halves (VTE pads its grid by a pixel or two).
        func halves(_ image: RGBImage, _ grid: TerminalCellGrid, column: Int) -> (RGBImage, RGBImage) {
            let r = grid.rect(column: column, row: 2)
            let (inset, quarter) = (r.width / 4, max(1, r.height / 4))
            return (
                image.cropped(x: r.x + inset, y: r.y + 2, width: r.width - 2 * inset, height: quarter),
                image.cropped(
                    x: r.x + inset, y: r.y + r.height - 2 - quarter, width: r.width - 2 * inset, height: quarter)
            )
        }
        let seen = try terminal.waitForScreenshot { image, grid in
            let (top, bottom) = halves(image, grid, column: 12)
            return top.largestDifference(from: red) == 0 && bottom.largestDifference(from: blue) == 0
        }
        #expect(seen.satisfied, "no repeated half block at (12, 2) in \(emulator): \(terminal.logTail())")
        for column in 3...12 {
            let (top, bottom) = halves(seen.image, seen.grid, column: column)
            #expect(top.largestDifference(from: red) == 0, "upper half of cell \(column)")
            #expect(bottom.largestDifference(from: blue) == 0, "lower half of cell \(column)")
        }
        let (afterTop, afterBottom) = halves(seen.image, seen.grid, column: 13)
        #expect(afterTop.largestDifference(from: emulator.defaultBackground) == 0, "the run ends at its count")
        #expect(afterBottom.largestDifference(from: emulator.defaultBackground) == 0, "the run ends at its count")
    }
}
