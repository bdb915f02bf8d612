import BurinTerminal
import Testing

@testable import BurinCore

@Suite struct HeadlessScreenTests {
    private func frame(_ rows: [String]) -> CellGrid {
        var grid = CellGrid(size: CellSize(width: 4, height: rows.count))
        for (y, row) in rows.enumerated() {
            for (x, c) in row.enumerated() { grid[x, y] = Cell(String(c)) }
        }
        return grid
    }

    @Test func itDiffsFramesAsATerminalScreenDoes() {
        let screen = HeadlessScreen(size: CellSize(width: 4, height: 6))
        screen.present(frame(["aaaa", "bbbb", "cccc", "dddd", "eeee", "SSSS"]))
        #expect(screen.lastDiff.changedRows == Array(0..<6))
        screen.present(frame(["bbbb", "cccc", "dddd", "eeee", "ffff", "SSSS"]))
        #expect(screen.lastDiff.scroll == ScrollDetector.Shift(lines: 1, top: 0, bottom: 4))
        #expect(screen.lastDiff.changedRows == [4])
        screen.present(frame(["bbbb", "cccc", "dddd", "eeee", "ffff", "SSSS"]))
        #expect(screen.lastDiff.isEmpty)
        screen.repaintAll()
        screen.present(frame(["bbbb", "cccc", "dddd", "eeee", "ffff", "SSSS"]))
        #expect(screen.lastDiff.changedRows.count == 6)
    }
}
