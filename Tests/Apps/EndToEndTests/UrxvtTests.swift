import BurinTestSupport
import Foundation
import Testing

/// A real urxvt (rxvt-unicode 9.30) under Xvfb, black text on a Solarized-light page: it answers
/// neither OSC 10 nor 11 and sets `COLORFGBG` to "0;default" (its background is no palette entry),
/// which left burin dark (issue 26). Asked what it does answer (OSC 4 for entry 0: black), burin
/// takes the light theme; the dark theme forced shows the measure tells them apart.
extension ViewerEndToEndTests {
    @Test(.enabled(if: UrxvtShot.isInstalled, "rxvt-unicode is not installed"))
    func urxvtWithoutABackgroundAnswerGetsTheLightTheme() throws {
        let page = RGBPixel(0xFD, 0xF6, 0xE3)
        let light = try UrxvtShot(arguments: [], name: "urxvt-solarized-light")
        #expect(light.settled, "burin did not settle in urxvt")
        #expect(light.card.difference(from: page) <= 48, "the card is \(light.card) on \(page): not the light theme")

        let dark = try UrxvtShot(arguments: ["--theme", "dark"], name: "urxvt-solarized-light-theme-dark")
        #expect(dark.card.difference(from: page) >= 150, "the dark theme's card is \(dark.card)")
    }
}

/// burin on the demo feed in urxvt `-fg black -bg '#fdf6e3'`, settled: a blank stretch of the first
/// card (its second line, at the right margin).
struct UrxvtShot {
    static let columns = 100
    static let rows = 30
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/urxvt") }

    let card: RGBPixel
    let settled: Bool

    init(arguments: [String], name: String) throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let terminal = try display.launch(
            .urxvt(options: ["-fg", "black", "-bg", "#fdf6e3"]), columns: Self.columns, rows: Self.rows,
            command: [try BurinBinary.path(), BurinBinary.demoFeed] + arguments)
        defer { terminal.stop() }
        var previous: RGBImage?
        let seen = try terminal.waitForScreenshot { image, grid in
            defer { previous = image.grid(grid) }
            let thumbnail = image.cell(column: 4, row: 1, of: grid)
            return thumbnail.largestDifference(from: RGBPixel(0xFD, 0xF6, 0xE3)) > 16 && previous == image.grid(grid)
        }
        settled = seen.satisfied
        let cell = seen.image.cell(column: Self.columns - 2, row: 1, of: seen.grid)
        card = cell[cell.width / 2, cell.height / 2]
        let folder = BurinBinary.packageRoot.appendingPathComponent(".build/screenshots")
        try ImageMagick.writePNG(seen.image.grid(seen.grid), to: folder.appendingPathComponent("\(name).png").path)
    }
}
