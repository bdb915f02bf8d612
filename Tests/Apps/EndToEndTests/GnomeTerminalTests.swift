import BurinTestSupport
import BurinText
import Foundation
import Testing

/// A real VTE terminal: GNOME Terminal under Xvfb, set to "ambiguous-width characters: wide" (issue
/// 26). burin finds the width at start and draws every line within it: each cell the settled
/// snapshot leaves blank is blank on screen (one colour), where a character drawn two cells wide
/// would spill into its neighbour. Told the terminal is narrow, the same screen spills (the bug
/// users of that setting saw: thumbnails doubled, titles pushed off, the status bar broken).
///
/// Screenshots are written to `.build/screenshots/`.
extension ViewerEndToEndTests {
    @Test(.enabled(if: GnomeTerminalShot.isInstalled, "gnome-terminal is not installed"))
    func gnomeTerminalWithAmbiguousWideShowsEveryLineWithinTheWidth() throws {
        let wide = try GnomeTerminalShot(arguments: [], name: "gnome-terminal-ambiguous-wide")
        #expect(wide.settled, "burin did not settle in GNOME Terminal")
        let spilled = wide.inkOnBlankCells()
        #expect(spilled.isEmpty, "ink on cells the snapshot leaves blank: \(spilled.prefix(12))")

        let told = try GnomeTerminalShot(arguments: ["--ambiguous", "narrow"], name: "gnome-terminal-told-narrow")
        #expect(told.inkOnBlankCells().count > 20, "drawn for a narrow terminal, lines should spill on a wide one")
    }
}

/// burin on the demo feed in GNOME Terminal with ambiguous characters two cells wide, settled, and
/// `burin snapshot` of the same size and theme.
struct GnomeTerminalShot {
    static let columns = 100
    static let rows = 30
    static var isInstalled: Bool {
        ["gnome-terminal", "dbus-run-session", "gsettings"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: "/usr/bin/" + $0)
        }
    }

    let image: RGBImage
    let grid: TerminalCellGrid
    let settled: Bool
    /// The snapshot's cells, row by row: a character, or "" for the right half of a wide one.
    let cells: [[String]]

    init(arguments: [String], name: String) throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let settings = try TemporaryDirectory()
        defer { settings.remove() }
        let terminal = try display.launch(
            .gnomeTerminal(ambiguousWide: true), columns: Self.columns, rows: Self.rows,
            command: [try BurinBinary.path(), BurinBinary.demoFeed] + arguments,
            environment: ["XDG_CONFIG_HOME": settings.path])
        defer { terminal.stop() }
        var previous: RGBImage?
        var stable = 0
        let seen = try terminal.waitForScreenshot(timeout: .seconds(30), interval: .milliseconds(300)) { image, grid in
            defer { previous = image.grid(grid) }
            let status = image.cell(column: Self.columns - 1, row: Self.rows - 1, of: grid)
            stable = previous == image.grid(grid) ? stable + 1 : 0
            return status.largestDifference(from: .white) > 16 && stable >= 2
        }
        image = seen.image
        grid = seen.grid
        settled = seen.satisfied
        let folder = BurinBinary.packageRoot.appendingPathComponent(".build/screenshots")
        try ImageMagick.writePNG(image.grid(grid), to: folder.appendingPathComponent("\(name).png").path)
        // The page is what `q` leaves: quit, so the terminal, its server and its bus end.
        // With no window manager the keyboard follows the pointer: into the window.
        for words in [["mousemove", "5", "5"], ["type", "q"]] {
            _ = try? TmuxChildProcess.run(
                "/usr/bin/xdotool", words, environment: display.environment, timeout: .seconds(10))
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while terminal.isRunning, clock.now < deadline { usleep(50_000) }
        let snapshot = try Snapshot.text(columns: Self.columns, rows: Self.rows, theme: "light")
        cells = snapshot.split(separator: "\n", omittingEmptySubsequences: false).prefix(Self.rows).map { line in
            var row: [String] = []
            for character in line {
                row.append(String(character))
                if TerminalWidth.width(of: character) == 2 { row.append("") }
            }
            return row
        }
    }

    /// The cells (column, row) the snapshot leaves blank, between blank neighbours, that show more
    /// than one colour inside (a margin of 2 pixels kept clear of the neighbours).
    func inkOnBlankCells() -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for (y, row) in cells.enumerated() {
            for x in row.indices where row[x] == " " && x > 0 && x + 1 < row.count {
                guard row[x - 1] == " ", row[x + 1] == " " else { continue }
                let cell = image.cell(column: x, row: y, of: grid)
                let inner = cell.cropped(x: 2, y: 2, width: cell.width - 4, height: cell.height - 4)
                if inner.largestDifference(from: inner[inner.width / 2, inner.height / 2]) > 48 { found.append((x, y)) }
            }
        }
        return found
    }
}
