import BurinCore
import BurinPictures
import BurinQuality
import BurinRaster
import BurinTerminal
import BurinTestSupport
import Foundation
import Testing

/// Issue 12's sixel half in a real `xterm -ti vt340` under Xvfb: the viewer draws each visible card's
/// own photograph into its thumbnail slot as sixel, and when the rows move it wipes the pixels left
/// behind (rewriting their cells) and draws the new ones. Slots are compared by SSIM on luma with the
/// card's photo at the slot's pixel size, as in the kitty test; keys reach xterm as X key events
/// (xdotool, through XTEST).
extension ViewerEndToEndTests {
    @Test func xtermShowsEachCardsOwnPhotoAsSixelAndWipesWhatMoved() throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let blocks = try XtermSixelSession(display: display, arguments: ["--pixels", "off"])
        let blockShot = try blocks.settledScreenshot(name: "xterm-sixel-blocks")
        blocks.stop()

        let session = try XtermSixelSession(display: display, arguments: ["--pixels", "sixel"])
        defer { session.stop() }
        let shot = try session.picturesScreenshot(name: "xterm-sixel-pixels", previous: [])
        let slots = try session.expectPicturesBeatHalfBlocks(shot, blocks: blockShot, label: "sixel")
        try session.expectOwnPhotos(through: PictureStep.moves(filter: "Dumpling"), from: slots, prefix: "xterm-sixel")

        // The fps overlay rewrites rows the photos share every time its figures change, which wipes
        // their pixels: each is drawn again after its row's text.
        try session.press("f", events: [.key(.character("f"))])
        var worst = 0.0
        let overlaid = try session.terminal.waitForScreenshot(timeout: .seconds(10)) { image, _ in
            let scores = session.mirror.slots(cell: session.cell).map {
                StructuralSimilarity.luma(session.crop(image, $0.rect), $0.picture) ?? 0
            }
            worst = scores.min() ?? 0
            return !scores.isEmpty && worst > 0.9
        }
        let allShown = overlaid.satisfied
        #expect(allShown, "with the fps overlay on, a photo is missing (worst SSIM \(worst))")
        // And a second later, after the overlay changed its figures again.
        Thread.sleep(forTimeInterval: 1.5)
        let later = try session.terminal.waitForScreenshot(timeout: .zero) { _, _ in true }
        try session.expectOwnPhotos(in: later.image, after: "the fps overlay's updates", previous: [])
    }
}

/// burin on the demo feed in `xterm -ti vt340` (256 colours, black background), and the same viewer
/// on a headless screen of the same size, given the same keys.
private final class XtermSixelSession: PictureTerminalSession {
    private(set) var columns = 100
    private(set) var rows = 30
    let emulatorName = "xterm"

    let terminal: X11Terminal
    let grid: TerminalCellGrid
    let mirror: HeadlessMirror

    init(display: X11Display, arguments: [String]) throws {
        terminal = try display.launch(
            .xterm(options: ["-ti", "vt340", "-tn", "xterm-256color", "-bg", "black", "-fg", "white"]),
            columns: columns, rows: rows, command: [try BurinBinary.path(), BurinBinary.demoFeed] + arguments)
        grid = try terminal.waitForWindow()
        mirror = try HeadlessMirror(columns: columns, rows: rows)
        // With no window manager the keyboard follows the pointer: into the window.
        try xdotool(["mousemove", "5", "5"])
    }

    func stop() { terminal.stop() }

    /// Types `text` into xterm and gives the mirror the same `events`.
    func press(_ text: String, events: [InputEvent]) throws {
        if let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1, (1...26).contains(scalar.value),
            scalar != "\r"
        {
            // A control key (Ctrl-L): xdotool types no control characters, it presses keys.
            try xdotool(["key", "ctrl+" + String(UnicodeScalar(UInt8(0x60 + scalar.value)))])
        } else {
            try xdotool(["type", "--delay", "40", "--", text.replacingOccurrences(of: "\r", with: "\n")])
        }
        mirror.step(events)
    }

    /// Resizes xterm's window to `columns` x `rows` cells, and the mirror's screen with it.
    func resize(columns: Int, rows: Int) throws {
        let window = try xdotool(["search", "--name", terminal.title]).trimmingCharacters(in: .whitespacesAndNewlines)
        try xdotool(["windowsize", window, "\(columns * grid.cellWidth)", "\(rows * grid.cellHeight)"])
        self.columns = columns
        self.rows = rows
        terminal.resized(columns: columns, rows: rows)
        mirror.resize(columns: columns, rows: rows)
    }

    @discardableResult
    private func xdotool(_ arguments: [String]) throws -> String {
        let outcome = try TmuxChildProcess.run(
            "/usr/bin/xdotool", arguments, environment: terminal.display.environment, timeout: .seconds(10))
        #expect(outcome.status == 0, "xdotool \(arguments[0]) failed: \(outcome.standardError)")
        return outcome.text
    }
}
