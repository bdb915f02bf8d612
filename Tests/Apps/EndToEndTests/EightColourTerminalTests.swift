import BurinTestSupport
import Foundation
import Testing

/// A real xterm as it comes (TERM=xterm: eight colours, black on white, bold shown in the bright
/// colours): the light feed's names are black on the light grey card, not bold black shown as grey,
/// and its blue badges are xterm's blue with light text, not magenta. The screenshot is written to
/// `.build/screenshots/xterm-8-colours.png` for a person to look at.
extension ViewerEndToEndTests {
    @Test func eightColourXtermShowsBlackNamesAndBlueBadgesOnTheLightCards() throws {
        let columns = 100
        let rows = 30
        let display = try X11Testing.display()
        defer { display.stop() }
        let terminal = try display.launch(
            .xterm(), columns: columns, rows: rows, command: [try BurinBinary.path(), BurinBinary.demoFeed])
        defer { terminal.stop() }
        var previous: RGBImage?
        let seen = try terminal.waitForScreenshot { image, grid in
            defer { previous = image.grid(grid) }
            let status = image.cell(column: columns - 1, row: rows - 1, of: grid)
            return status.largestDifference(from: .white) > 16 && previous == image.grid(grid)
        }
        #expect(seen.satisfied, "burin did not settle in xterm: \(terminal.logTail())")
        let folder = BurinBinary.packageRoot.appendingPathComponent(".build/screenshots")
        try ImageMagick.writePNG(
            seen.image.grid(seen.grid), to: folder.appendingPathComponent("xterm-8-colours.png").path)

        let lines = try Snapshot.text(columns: columns, rows: rows, color: "8", theme: "light")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func cells(_ range: Range<Int>, row: Int) -> [RGBPixel] {
            range.flatMap { column in
                let cell = seen.image.cell(column: column, row: row, of: seen.grid)
                return (0..<cell.height).flatMap { y in (0..<cell.width).map { x in cell[x, y] } }
            }
        }
        // The first card's name: its darkest pixel is black ink (bright black would be 127 grey).
        let name = try #require(Self.column(of: "陈记烘焙坊", in: lines[0]))
        let darkest = try #require(
            cells(name..<(name + 10), row: 0).min { $0.difference(from: .black) < $1.difference(from: .black) })
        #expect(darkest.difference(from: .black) <= 40, "the name's darkest pixel is \(darkest)")
        // The first brand badge: xterm's blue (0, 0, 238) behind light ink.
        let badgeRow = try #require(lines.firstIndex { $0.contains("美团专送") })
        let badge = try #require(Self.column(of: "美团专送", in: lines[badgeRow]))
        let pixels = cells(badge..<(badge + 8), row: badgeRow)
        let blue = RGBPixel(0, 0, 238)
        #expect(pixels.filter { $0.difference(from: blue) <= 16 }.count * 2 > pixels.count, "the badge is not blue")
        #expect(pixels.contains { $0.r > 200 && $0.g > 200 && $0.b > 200 }, "the badge has no light ink")
    }

    /// The screen column where `text` starts in a snapshot `line` (CJK counted two columns).
    static func column(of text: String, in line: String) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return line[..<range.lowerBound].reduce(0) { $0 + (($1.unicodeScalars.first?.value ?? 0) >= 0x2E80 ? 2 : 1) }
    }
}
