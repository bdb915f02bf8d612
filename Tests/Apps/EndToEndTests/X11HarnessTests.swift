import BurinTestSupport
import Foundation
import Testing

/// The X11 harness itself: a PPM read back exactly, and a real xterm and kitty whose cell grids and
/// colours are where the harness says. Skipped (cancelled) only when no X server can be started.
extension ViewerEndToEndTests {
    @Test func ppmIsReadWithCommentsAndSixteenBitSamples() throws {
        let eight = try RGBImage(ppm: Data("P6\n# xwd dump\n2 1\n255\n".utf8) + Data([255, 0, 0, 1, 2, 3]))
        #expect(eight.width == 2 && eight.height == 1)
        #expect(eight[0, 0] == RGBPixel(255, 0, 0))
        #expect(eight[1, 0] == RGBPixel(1, 2, 3))
        let sixteen = try RGBImage(ppm: Data("P6 1 1 65535\n".utf8) + Data([0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00]))
        #expect(sixteen[0, 0] == RGBPixel(255, 128, 0))
        #expect(try RGBImage(ppm: eight.ppm) == eight)
        #expect(throws: RGBImage.PPMError.self) { try RGBImage(ppm: Data("P6 4 4 255\n".utf8) + Data([1, 2, 3])) }
    }

    @Test func xtermShowsItsCellsWhereTheGridSays() throws {
        try expectColouredCell(in: .xterm(), background: .white)
        try expectColouredCell(in: .xterm(options: ["-bg", "black", "-fg", "white"]), background: .black)
    }

    @Test func kittyShowsItsCellsWhereTheGridSays() throws {
        try expectColouredCell(in: .kitty(), background: .black)
    }

    /// Prints two truecolour cells at column 3 of row 2 and checks that exactly those cells (and not
    /// their neighbours) have the colour, and that a blank cell far away has the terminal's background.
    private func expectColouredCell(in emulator: TerminalEmulator, background: RGBPixel) throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let script = "printf '\\033[?25l\\033[3;4H\\033[48;2;10;200;30m  \\033[0m'; exec sleep 60"
        let terminal = try display.launch(emulator, columns: 40, rows: 10, command: ["/bin/sh", "-c", script])
        defer { terminal.stop() }
        let green = RGBPixel(10, 200, 30)
        let seen = try terminal.waitForScreenshot { image, grid in
            image.cell(column: 3, row: 2, of: grid).largestDifference(from: green) == 0
        }
        #expect(seen.satisfied, "no green cell at (3, 2) in \(emulator): \(terminal.logTail())")
        let image = seen.image
        let grid = seen.grid
        #expect(grid.columns == 40 && grid.rows == 10)
        #expect(grid.cellWidth >= 5 && grid.cellHeight > grid.cellWidth)
        #expect(image.cell(column: 4, row: 2, of: grid).largestDifference(from: green) == 0)
        #expect(image.cell(column: 2, row: 2, of: grid).largestDifference(from: background) == 0)
        #expect(image.cell(column: 5, row: 2, of: grid).largestDifference(from: background) == 0)
        #expect(image.cell(column: 3, row: 1, of: grid).largestDifference(from: background) == 0)
        #expect(image.cell(column: 3, row: 3, of: grid).largestDifference(from: background) == 0)
        #expect(image.cell(column: 30, row: 8, of: grid).largestDifference(from: background) == 0)
        #expect(image.grid(grid).mostCommonColour() == background)
    }
}

/// Starting a display for a test, or cancelling the test when no X server can run here.
enum X11Testing {
    static func display() throws -> X11Display {
        do {
            return try X11Display()
        } catch let unavailable as X11Unavailable {
            try Test.cancel("no X server: \(unavailable)")
        }
    }
}
