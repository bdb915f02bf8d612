import BurinCore
import BurinQuality
import BurinRaster
import BurinTestSupport
import Foundation
import Testing

@testable import BurinPictures

/// The encoders' output in real terminals under Xvfb: kitty 0.26 for the kitty protocol (also
/// through tmux's passthrough) and `xterm -ti vt340` for sixel. Each slot of the screenshot is
/// compared with the picture at the slot's pixel size by SSIM on luma; half-blocks of the same
/// picture are scored the same way, for contrast. Cancelled, not failed, only when no X server can
/// be started. Screenshots are kept for a person to look at (see `ScreenshotPictures.save`).
@Suite(.serialized) struct TerminalPixelsTests {
    static let columns = 8
    static let rows = 4

    @Test func kittyShowsEachPictureInItsSlotCropsAndDeletes() throws {
        let display = try Self.display()
        defer { display.stop() }
        let feeder = try EscapeFeeder()
        let terminal = try display.launch(.kitty(), columns: 40, rows: 12, command: feeder.command)
        defer { terminal.stop() }
        let grid = try terminal.waitForWindow()
        let cell = PixelSize(width: grid.cellWidth, height: grid.cellHeight)
        let picture = try ScreenshotPictures.make(columns: Self.columns, rows: Self.rows, cell: cell)
        let commands = KittyCommands()
        let payload = try KittyPayload(picture, format: .png)
        var bytes = Array("\u{1B}[2J".utf8) + commands.transmit(payload, id: 77)
        bytes += commands.place(
            image: 77, placement: 1, cells: CellRect(x: 2, y: 1, width: 8, height: 4),
            source: PixelRect(x: 0, y: 0, width: picture.width, height: picture.height))
        // The same image again, its top row cut off as by the viewport's edge: the bottom three rows.
        let cut = PixelRect(x: 0, y: cell.height, width: picture.width, height: 3 * cell.height)
        bytes += commands.place(image: 77, placement: 2, cells: CellRect(x: 20, y: 1, width: 8, height: 3), source: cut)
        try feeder.send(bytes)

        let seen = try terminal.waitForScreenshot { image, grid in
            let slot = ScreenshotPictures.crop(image, grid: grid, column: 20, row: 1, columns: 8, rows: 3)
            return (StructuralSimilarity.luma(slot, ScreenshotPictures.rows(picture, cut.y..<cut.maxY)) ?? 0) > 0.9
        }
        let path = try ScreenshotPictures.save(seen.image, name: "kitty-slots")
        #expect(seen.satisfied, "the cropped placement never showed (\(path)): \(terminal.logTail())")
        let whole = ScreenshotPictures.crop(seen.image, grid: grid, column: 2, row: 1, columns: 8, rows: 4)
        let pixels = try #require(StructuralSimilarity.luma(whole, picture))
        let blocks = try #require(
            StructuralSimilarity.luma(
                try ScreenshotPictures.halfBlocks(picture, columns: 8, rows: 4, cell: cell), picture))
        print("kitty slot \(cell): SSIM pixels \(pixels), half-blocks \(blocks)")
        #expect(pixels > 0.97)
        #expect(pixels > blocks + 0.2)
        // Nothing but the two placements: the row below them is still the background.
        let below = ScreenshotPictures.crop(seen.image, grid: grid, column: 0, row: 6, columns: 40, rows: 1)
        #expect(below.pixels.allSatisfy { $0 == RGBA.black })

        try feeder.send(commands.deletePlacement(image: 77, placement: 1) + commands.deleteImage(77))
        let cleared = try terminal.waitForScreenshot { image, grid in
            ScreenshotPictures.crop(image, grid: grid, column: 0, row: 0, columns: 40, rows: 6).pixels.allSatisfy {
                $0 == .black
            }
        }
        try ScreenshotPictures.save(cleared.image, name: "kitty-deleted")
        #expect(cleared.satisfied, "deleting the image left pixels behind")
    }

    @Test func kittyThroughTmuxPassthroughLandsInThePane() throws {
        let display = try Self.display()
        defer { display.stop() }
        let feeder = try EscapeFeeder()
        let socket = "burin-pixels-\(UUID().uuidString.prefix(6))"
        // The options come from a configuration file, so they hold before the pane's first byte (set
        // after `new-session` in the same command line, they raced the shell in CI). A status line on
        // top, so the pane starts one row down in kitty: the cursor move that travels inside the
        // passthrough must add the pane's origin.
        let configuration = "\(feeder.folder)/tmux.conf"
        try "set -g allow-passthrough on\nset -g status-position top\n".write(
            toFile: configuration, atomically: true, encoding: .utf8)
        let inner = feeder.command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        let tmux = ["tmux", "-L", socket, "-f", configuration, "new-session", inner]
        let terminal = try display.launch(.kitty(), columns: 40, rows: 12, command: tmux)
        defer {
            terminal.stop()
            _ = try? TmuxChildProcess.run(
                "/usr/bin/env", ["tmux", "-L", socket, "kill-server"], environment: [:], timeout: .seconds(5))
        }
        try Self.waitForAttachedClient(socket: socket)
        // And until the client has drawn its status line: a picture that arrived before tmux's first
        // full redraw could be wiped by it.
        let drawn = try terminal.waitForScreenshot { image, grid in
            !ScreenshotPictures.crop(image, grid: grid, column: 0, row: 0, columns: 40, rows: 1).pixels.allSatisfy {
                $0 == .black
            }
        }
        #expect(drawn.satisfied, "tmux never drew its status line: \(terminal.logTail())")
        let grid = drawn.grid
        let cell = PixelSize(width: grid.cellWidth, height: grid.cellHeight)
        let picture = try ScreenshotPictures.make(columns: Self.columns, rows: Self.rows, cell: cell)
        let commands = KittyCommands(route: .tmux(paneOrigin: CellOffset(columns: 0, rows: 1)))
        var bytes = commands.transmit(try KittyPayload(picture, format: .rgb), id: 78)
        bytes += commands.place(
            image: 78, placement: 1, cells: CellRect(x: 3, y: 2, width: 8, height: 4),
            source: PixelRect(x: 0, y: 0, width: picture.width, height: picture.height))
        try feeder.send(bytes)
        // Pane row 2 is kitty row 3.
        let seen = try terminal.waitForScreenshot { image, grid in
            (StructuralSimilarity.luma(
                ScreenshotPictures.crop(image, grid: grid, column: 3, row: 3, columns: 8, rows: 4), picture) ?? 0)
                > 0.97
        }
        let path = try ScreenshotPictures.save(seen.image, name: "kitty-tmux-passthrough")
        #expect(seen.satisfied, "no picture at the pane's cell (3, 2) (\(path)): \(terminal.logTail())")
    }

    @Test func xtermVT340ShowsEachSixelInItsSlotAndCrops() throws {
        let display = try Self.display()
        defer { display.stop() }
        let feeder = try EscapeFeeder()
        let terminal = try display.launch(
            .xterm(options: ["-ti", "vt340"]), columns: 40, rows: 12, command: feeder.command)
        defer { terminal.stop() }
        let grid = try terminal.waitForWindow()
        let cell = PixelSize(width: grid.cellWidth, height: grid.cellHeight)
        let picture = try ScreenshotPictures.make(columns: Self.columns, rows: Self.rows, cell: cell)
        let image = SixelQuantizer.quantize(picture)
        var shown = picture
        shown.pixels = image.canvasPixels
        let writer = GraphicsWriter()
        let cut = PixelRect(x: 0, y: cell.height, width: picture.width, height: 3 * cell.height)
        let actions: [GraphicsAction<Int>] = [
            .drawSixel(
                key: 0, cells: CellRect(x: 2, y: 1, width: 8, height: 4),
                source: PixelRect(x: 0, y: 0, width: picture.width, height: picture.height)),
            .drawSixel(key: 0, cells: CellRect(x: 20, y: 1, width: 8, height: 3), source: cut),
        ]
        try feeder.send(Array("\u{1B}[2J".utf8) + writer.bytes(for: actions, sixel: { _ in SixelPayload(image) }))
        let seen = try terminal.waitForScreenshot { screenshot, grid in
            let slot = ScreenshotPictures.crop(screenshot, grid: grid, column: 20, row: 1, columns: 8, rows: 3)
            return (StructuralSimilarity.luma(slot, ScreenshotPictures.rows(shown, cut.y..<cut.maxY)) ?? 0) > 0.9
        }
        let path = try ScreenshotPictures.save(seen.image, name: "xterm-vt340-sixel-slots")
        #expect(seen.satisfied, "the cropped sixel never showed (\(path)): \(terminal.logTail())")
        let whole = ScreenshotPictures.crop(seen.image, grid: grid, column: 2, row: 1, columns: 8, rows: 4)
        let pixels = try #require(StructuralSimilarity.luma(whole, picture))
        let quantised = try #require(StructuralSimilarity.luma(whole, shown))
        let blocks = try #require(
            StructuralSimilarity.luma(
                try ScreenshotPictures.halfBlocks(picture, columns: 8, rows: 4, cell: cell), picture))
        print(
            "xterm sixel slot \(cell): SSIM pixels \(pixels) (vs the quantised picture \(quantised)), half-blocks \(blocks)"
        )
        #expect(quantised > 0.97)
        #expect(pixels > blocks + 0.2)
        // The cell right of the first slot and the row below it are untouched (white).
        let beside = ScreenshotPictures.crop(seen.image, grid: grid, column: 10, row: 1, columns: 2, rows: 4)
        #expect(beside.pixels.allSatisfy { $0 == RGBA.white })
        let below = ScreenshotPictures.crop(seen.image, grid: grid, column: 0, row: 5, columns: 40, rows: 1)
        #expect(below.pixels.allSatisfy { $0 == RGBA.white })
    }

    /// Waits until tmux has a client attached: passthrough goes only to attached clients, so a
    /// picture sent while kitty's tmux client is still starting is dropped.
    static func waitForAttachedClient(socket: String) throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            let clients = try TmuxChildProcess.run(
                "/usr/bin/env", ["tmux", "-L", socket, "list-clients", "-F", "#{client_tty}"], environment: [:],
                timeout: .seconds(5))
            if clients.status == 0, !clients.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("tmux never had a client attached on socket \(socket)")
    }

    static func display() throws -> X11Display {
        do {
            return try X11Display()
        } catch let unavailable as X11Unavailable {
            try Test.cancel("no X server: \(unavailable)")
        }
    }
}
