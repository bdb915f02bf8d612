import BurinCore
import Testing

/// A grid keeps its lines behind an index: after lines are moved, every way of reading it (cells,
/// rows, text, equality) sees the lines where the move put them, and writes land on those lines.
@Suite struct CellGridLineTests {
    /// A 5x6 grid whose line y reads "y" and four letters.
    static func numbered() -> CellGrid { written(Array(0..<6)) }

    /// The lines of `numbered()` written in `order` into a fresh grid.
    static func written(_ order: [Int]) -> CellGrid {
        var grid = CellGrid(size: CellSize(width: 5, height: 6))
        for (y, line) in order.enumerated() {
            for (x, c) in (String(line) + "abcd").enumerated() { grid[x, y] = Cell(glyph: Glyph(String(c))) }
        }
        return grid
    }

    @Test func movedLinesReadAsAFreshGridWrittenInTheirOrder() {
        var grid = Self.numbered()
        grid.moveLines(0..<5, by: -2)
        let expected = Self.written([2, 3, 4, 0, 1, 5])
        #expect(grid == expected)
        #expect(grid.cells == expected.cells)
        #expect(grid.text == expected.text)
        for y in 0..<6 {
            #expect(Array(grid.row(y)) == Array(expected.row(y)))
            #expect(grid.withRow(y) { Array($0) } == Array(expected.row(y)))
        }
    }

    @Test func writesAfterAMoveLandOnTheLinesAsShown() {
        var grid = Self.numbered()
        var expected = Self.written([0, 4, 1, 2, 3, 5])
        grid.moveLines(1..<5, by: 1)
        #expect(grid == expected)
        for g in [0, 1] {
            var target = g == 0 ? grid : expected
            target.fill(CellRect(x: 1, y: 1, width: 3, height: 2), with: Cell(glyph: Glyph("#")))
            target[4, 3] = Cell(glyph: Glyph("!"))
            target.copy(row: 0, of: CellBitmap(size: CellSize(width: 2, height: 1)), toRow: 4, column: 2)
            if g == 0 { grid = target } else { expected = target }
        }
        #expect(grid.text == expected.text)
        #expect(grid == expected)
    }

    @Test func gridsWithTheSameCellsInOtherSlotsAreEqualAndDifferentCellsAreNot() {
        var moved = Self.numbered()
        moved.moveLines(0..<6, by: 3)
        moved.moveLines(0..<6, by: 3)
        #expect(moved == Self.numbered())
        moved[0, 0] = Cell(glyph: Glyph("x"))
        #expect(moved != Self.numbered())
    }

    @Test func resetFillsEveryLineWhateverItsSlot() {
        var grid = Self.numbered()
        grid.moveLines(0..<6, by: -1)
        grid.reset(size: CellSize(width: 5, height: 6), fill: Cell(glyph: Glyph("-")))
        #expect(grid == CellGrid(size: CellSize(width: 5, height: 6), fill: Cell(glyph: Glyph("-"))))
        grid.reset(size: CellSize(width: 3, height: 10))
        #expect(grid.text(ofRow: 9) == "   ")
    }
}
