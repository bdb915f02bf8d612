import BurinCore
import BurinText
import Testing

@testable import BurinTerminal

@Suite struct FrameNormaliserTests {
    private func normalise(_ cells: [Cell]) -> [Cell] {
        var target = Array(repeating: Cell.blank, count: cells.count)
        cells.withUnsafeBufferPointer { row in
            target.withUnsafeMutableBufferPointer { out in
                FrameNormaliser.normaliseRow(row, into: out) { TerminalWidth.width(of: $0) }
            }
        }
        return target
    }

    @Test func wellFormedCellsPassThrough() {
        let red = CellColor.rgb(255, 0, 0)
        let row = [Cell("a", foreground: red), Cell("中", width: 2), .continuation(), Cell("▀", background: red)]
        #expect(normalise(row) == row)
    }

    @Test func controlCharactersAreReplaced() {
        let out = normalise([Cell("\u{1B}"), Cell("\u{7}"), Cell("\u{9B}"), Cell("")])
        #expect(out.map(\.text) == ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}", " "])
        #expect(TerminalText.safe("a\u{1B}[31mb") == "a\u{FFFD}[31mb")
        #expect(TerminalText.safe("é") == "é")
    }

    @Test func brokenWideCellsBecomeSpaces() {
        let bg = CellColor.rgb(0, 0, 9)
        // A wide cell at the row's end, a wide cell without its continuation, an orphan continuation.
        let out = normalise([
            .continuation(background: bg), Cell("中", width: 2, background: bg), Cell("x"), Cell("中", width: 2),
        ])
        #expect(out[0] == Cell(" ", background: bg))
        #expect(out[1] == Cell(" ", background: bg))
        #expect(out[2] == Cell("x"))
        #expect(out[3] == Cell(" "))
    }

    @Test func widthsThatDisagreeWithTheTerminalShowAReplacement() {
        // "中" claimed narrow, "a" claimed wide: either would shift the rest of the line.
        let out = normalise([Cell("中"), Cell("a", width: 2), .continuation(), Cell("b")])
        #expect(out.map(\.text) == ["\u{FFFD}", "\u{FFFD}", " ", "b"])
        #expect(out.allSatisfy { $0.width == 1 })
    }
}
