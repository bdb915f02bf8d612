import BurinTestSupport
import Testing

/// Finding a terminal's grid from its two marker cells, and telling two screens' cells apart: what
/// the Konsole and mlterm end-to-end tests stand on, checked on drawn screenshots.
@Suite struct MarkedGridTests {
    /// A `width` x `height` grey screen with `cells` (column, row) of a grid at (`x`, `y`) with
    /// `cellWidth` x `cellHeight` cells painted `colour`.
    func screen(
        width: Int = 200, height: Int = 130, x: Int = 7, y: Int = 31, cellWidth: Int = 9, cellHeight: Int = 18,
        cells: [(Int, Int)], colour: RGBPixel = TerminalCellGrid.markerColour
    ) -> RGBImage {
        var bytes = [UInt8](repeating: 40, count: width * height * 3)
        for (column, row) in cells {
            for py in (y + row * cellHeight)..<(y + (row + 1) * cellHeight) {
                for px in (x + column * cellWidth)..<(x + (column + 1) * cellWidth) {
                    let i = (py * width + px) * 3
                    bytes[i] = colour.r
                    bytes[i + 1] = colour.g
                    bytes[i + 2] = colour.b
                }
            }
        }
        return RGBImage(width: width, height: height, bytes: bytes)
    }

    @Test func theTwoMarkedCornersGiveTheGridWhereverTheWindowPutsIt() throws {
        let image = screen(cells: [(0, 0), (19, 4)])
        let grid = try #require(TerminalCellGrid(markedIn: image, columns: 20, rows: 5))
        #expect(
            grid == TerminalCellGrid(originX: 7, originY: 31, cellWidth: 9, cellHeight: 18, columns: 20, rows: 5))
    }

    @Test func noGridUntilBothCornersAreMarkedOrWhenTheSizeDisagrees() {
        #expect(TerminalCellGrid(markedIn: screen(cells: [(0, 0)]), columns: 20, rows: 5) == nil)
        #expect(TerminalCellGrid(markedIn: screen(cells: []), columns: 20, rows: 5) == nil)
        // Marked for 20 x 5, asked about 21 x 5: the span is no whole number of cells.
        #expect(TerminalCellGrid(markedIn: screen(cells: [(0, 0), (19, 4)]), columns: 21, rows: 5) == nil)
        // A marked row of two cells at the top is not a corner cell.
        #expect(TerminalCellGrid(markedIn: screen(cells: [(0, 0), (1, 0), (19, 4)]), columns: 20, rows: 5) == nil)
    }

    @Test func cellsDifferOnlyBeyondTheTolerance() throws {
        let grid = TerminalCellGrid(originX: 7, originY: 31, cellWidth: 9, cellHeight: 18, columns: 20, rows: 5)
        let plain = screen(cells: [])
        let changed = screen(cells: [(3, 2), (19, 4)], colour: RGBPixel(80, 40, 40))
        let shade = screen(cells: [(5, 1)], colour: RGBPixel(60, 40, 40))
        #expect(plain.differingCells(from: plain, in: grid).isEmpty)
        #expect(changed.differingCells(from: plain, in: grid).map { [$0.0, $0.1] } == [[3, 2], [19, 4]])
        #expect(shade.differingCells(from: plain, in: grid).isEmpty, "20 levels is within the tolerance of 24")
        #expect(shade.differingCells(from: plain, in: grid, tolerance: 8).map { [$0.0, $0.1] } == [[5, 1]])
    }
}
