import BurinCore
import BurinRaster
import BurinSnapshot
import BurinTerminal
import Foundation
import Testing

@Suite struct PNGSnapshotWriterTests {
    private let red = RGBA(255, 0, 0)
    private let blue = RGBA(0, 0, 255)
    private let writer = PNGSnapshotWriter(cellWidth: 10, cellHeight: 20)

    private func grid(_ cells: [(x: Int, y: Int, cell: Cell)], width: Int = 4, height: Int = 2) -> CellGrid {
        var grid = CellGrid(size: CellSize(width: width, height: height))
        for c in cells { grid[c.x, c.y] = c.cell }
        return grid
    }

    /// The pixels of cell (`column`, `row`), row-major.
    private func pixels(of canvas: PixelCanvas, column: Int, row: Int, span: Int = 1) -> [[RGBA]] {
        (0..<20).map { y in (0..<(10 * span)).map { x in canvas[column * 10 + x, row * 20 + y] } }
    }

    @Test func decodesToTheGridsPixelSize() throws {
        let png = try writer.encode(CellGrid(size: CellSize(width: 8, height: 3)))
        let decoded = try PNGCodec.decode(png)
        #expect(decoded.width == 80 && decoded.height == 60)
        #expect(decoded.pixels.allSatisfy { $0 == PNGSnapshotTheme.dark.background })
    }

    @Test func upperHalfBlockIsExactlyTwoColours() throws {
        let cell = Cell("▀", foreground: CellColor(red), background: CellColor(blue))
        let png = try writer.encode(grid([(1, 1, cell)]))
        let cellPixels = pixels(of: try PNGCodec.decode(png), column: 1, row: 1)
        #expect(cellPixels[0..<10].allSatisfy { $0.allSatisfy { $0 == red } })
        #expect(cellPixels[10..<20].allSatisfy { $0.allSatisfy { $0 == blue } })
    }

    @Test func reverseSwapsAndDimMixesTowardsTheBackground() throws {
        let reversed = Cell("▀", foreground: CellColor(red), background: CellColor(blue), attributes: .reverse)
        let dimmed = Cell("█", foreground: CellColor(red), background: CellColor(blue), attributes: .dim)
        let canvas = try writer.render(grid([(0, 0, reversed), (1, 0, dimmed)]))
        let r = pixels(of: canvas, column: 0, row: 0)
        #expect(r[0].allSatisfy { $0 == blue } && r[19].allSatisfy { $0 == red })
        #expect(pixels(of: canvas, column: 1, row: 0).allSatisfy { $0.allSatisfy { $0 == RGBA(128, 0, 128) } })
    }

    @Test func quadrantsSextantsAndBrailleAreExactRectangles() throws {
        let cells: [(x: Int, y: Int, cell: Cell)] = [
            (0, 0, Cell("▚", foreground: CellColor(red), background: CellColor(blue))),
            (1, 0, Cell("\u{1FB00}", foreground: CellColor(red), background: CellColor(blue))),
            (2, 0, Cell("\u{2801}", foreground: CellColor(red), background: CellColor(blue))),
            (3, 0, Cell("\u{28FF}", foreground: CellColor(red), background: CellColor(blue))),
        ]
        let canvas = try writer.render(grid(cells))
        let quadrant = pixels(of: canvas, column: 0, row: 0)
        for y in 0..<20 {
            for x in 0..<10 {
                // ▚: upper left and lower right.
                #expect(quadrant[y][x] == ((x < 5) == (y < 10) ? red : blue))
            }
        }
        let sextant = pixels(of: canvas, column: 1, row: 0)
        for y in 0..<20 {
            for x in 0..<10 { #expect(sextant[y][x] == (x < 5 && y < 6 ? red : blue)) }
        }
        // Dot 1 sits in the top-left eighth of the cell; all eight dots make eight separate squares.
        let oneDot = pixels(of: canvas, column: 2, row: 0)
        let inked = (0..<20).flatMap { y in (0..<10).filter { oneDot[y][$0] == red }.map { (x: $0, y: y) } }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.x < 5 && $0.y < 5 })
        let allDots = pixels(of: canvas, column: 3, row: 0).flatMap { $0 }.filter { $0 == red }.count
        #expect(allDots == 8 * inked.count)
    }

    @Test func eighthsAndShadesFollowTheirFractions() throws {
        let cells: [(x: Int, y: Int, cell: Cell)] = [
            (0, 0, Cell("▂", foreground: CellColor(red), background: CellColor(blue))),
            (1, 0, Cell("▌", foreground: CellColor(red), background: CellColor(blue))),
            (2, 0, Cell("▒", foreground: CellColor(red), background: CellColor(blue))),
        ]
        let canvas = try writer.render(grid(cells))
        let lowerQuarter = pixels(of: canvas, column: 0, row: 0)
        #expect(lowerQuarter[0..<15].allSatisfy { $0.allSatisfy { $0 == blue } })
        #expect(lowerQuarter[15..<20].allSatisfy { $0.allSatisfy { $0 == red } })
        #expect(
            pixels(of: canvas, column: 1, row: 0).allSatisfy {
                $0[0..<5].allSatisfy { $0 == red } && $0[5...].allSatisfy { $0 == blue }
            })
        #expect(pixels(of: canvas, column: 2, row: 0).allSatisfy { $0.allSatisfy { $0 == RGBA(128, 0, 128) } })
    }

    @Test func textIsDrawnInsideItsCellInTheDefaultColours() throws {
        let canvas = try writer.render(grid([(1, 0, Cell("A"))]))
        let background = PNGSnapshotTheme.dark.background
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y] != background {
                #expect(x >= 10 && x < 20 && y < 20, "ink at (\(x), \(y)) outside the cell")
            }
        }
        #expect(canvas.pixels.contains(PNGSnapshotTheme.dark.foreground))
    }

    @Test func boldDrawsMoreInkAndUnderlineDrawsALine() throws {
        func ink(_ cell: Cell) throws -> Int {
            let canvas = try writer.render(grid([(0, 0, cell)], width: 1, height: 1))
            return canvas.pixels.filter { $0 != PNGSnapshotTheme.dark.background }.count
        }
        #expect(try ink(Cell("H", attributes: .bold)) > ink(Cell("H")))
        let underlined = try writer.render(grid([(0, 0, Cell(" ", attributes: .underline))], width: 1, height: 1))
        let lineRows = (0..<20).filter { y in
            (0..<10).allSatisfy { underlined[$0, y] == PNGSnapshotTheme.dark.foreground }
        }
        #expect(!lineRows.isEmpty && lineRows.allSatisfy { $0 >= 14 })
    }

    /// Holds with and without a CJK font: either the glyph or the missing-glyph box spans both cells.
    @Test func wideClusterSpansTwoCells() throws {
        var g = CellGrid(size: CellSize(width: 4, height: 1))
        g[1, 0] = Cell("中", width: 2)
        g[2, 0] = .continuation()
        let canvas = try writer.render(g)
        let background = PNGSnapshotTheme.dark.background
        func inked(columns: Range<Int>) -> Bool {
            (0..<20).contains { y in columns.contains { canvas[$0, y] != background } }
        }
        #expect(inked(columns: 10..<20) && inked(columns: 20..<30))
        #expect(!inked(columns: 0..<10) && !inked(columns: 30..<40))
    }

    @Test func clusterNoFontHasIsABox() throws {
        let canvas = try writer.render(
            grid([(0, 0, Cell("\u{10FFFD}", foreground: CellColor(red)))], width: 1, height: 1))
        #expect(canvas[1, 10] == red && canvas[8, 10] == red)
        #expect(canvas[5, 10] != red)
    }

    @Test func sameGridGivesIdenticalBytes() throws {
        var g = CellGrid(size: CellSize(width: 12, height: 3))
        var x = 0
        for character in "Burin ▀▄█ ⣿ 中" {
            let wide = character == "中"
            g[x, 0] = Cell(String(character), width: wide ? 2 : 1, foreground: CellColor(red), attributes: .bold)
            if wide { g[x + 1, 0] = .continuation() }
            x += wide ? 2 : 1
        }
        g[0, 1] = Cell("g", attributes: [.underline, .dim])
        g[0, 2] = Cell("🬗", foreground: CellColor(blue))
        let first = try writer.encode(g)
        let second = try PNGSnapshotWriter(cellWidth: 10, cellHeight: 20).encode(g)
        #expect(first == second)
        #expect(first.count > 100)
        #expect(try PNGCodec.decode(first).width == 120)
    }

    @Test func cellSizeIsAParameter() throws {
        let small = PNGSnapshotWriter(cellWidth: 6, cellHeight: 12)
        let canvas = try small.render(
            grid([(0, 0, Cell("▄", foreground: CellColor(red), background: CellColor(blue)))], width: 3, height: 2))
        #expect(canvas.width == 18 && canvas.height == 24)
        #expect(canvas[0, 5] == blue && canvas[0, 6] == red)
    }

    @Test func oversizedSnapshotIsRefused() {
        let huge = PNGSnapshotWriter(cellWidth: 256, cellHeight: 256)
        #expect(throws: ImageError.self) { try huge.render(CellGrid(size: CellSize(width: 200, height: 10))) }
        #expect(throws: ImageError.self) { try writer.encode(CellGrid(size: CellSize(width: 0, height: 0))) }
    }

    @Test func hostileCellsDoNotTrap() throws {
        var g = CellGrid(size: CellSize(width: 3, height: 1))
        g[0, 0] = Cell(String(repeating: "e\u{301}", count: 2_000), width: 1)
        g[1, 0] = Cell("\u{0}\u{1B}[31m", width: 1)
        g[2, 0] = Cell("中", width: 2)  // a wide cluster cut by the right edge
        _ = try writer.encode(g)
    }

    @Test func writesTheSameBytesToAFile() throws {
        let g = grid([(0, 0, Cell("▀", foreground: CellColor(red), background: CellColor(blue)))])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("burin-snapshot-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(g, toFile: path)
        let stored = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(stored == (try writer.encode(g)))
    }
}
