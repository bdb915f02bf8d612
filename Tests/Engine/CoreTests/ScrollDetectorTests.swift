import Testing

@testable import BurinCore

@Suite struct ScrollDetectorTests {
    @Test func findsAListScrolledDownUnderAFixedStatusLine() {
        // Rows 0...8 are list, row 9 the status line; the list moved up by 2.
        let old = Array(100..<109) + [999]
        let new = Array(102..<109) + [7, 8] + [999]
        let shift = ScrollDetector.shift(from: old, to: new)
        #expect(shift == ScrollDetector.Shift(lines: 2, top: 0, bottom: 8))
    }

    @Test func findsAScrollUp() {
        let old = Array(100..<110)
        let new = [1, 2, 3] + Array(100..<107)
        #expect(ScrollDetector.shift(from: old, to: new) == ScrollDetector.Shift(lines: -3, top: 0, bottom: 9))
    }

    @Test func ignoresFramesThatDidNotMove() {
        let rows = Array(0..<10)
        #expect(ScrollDetector.shift(from: rows, to: rows) == nil)
        #expect(ScrollDetector.shift(from: rows, to: Array(50..<60)) == nil)
    }

    @Test func applyingAShiftMovesRowsAsWscrlDoes() {
        // Width 2, rows a b c d e; scroll rows 1...3 up by 1.
        var cells = ["a", "a", "b", "b", "c", "c", "d", "d", "e", "e"]
        ScrollDetector.apply(ScrollDetector.Shift(lines: 1, top: 1, bottom: 3), to: &cells, width: 2, exposed: "_")
        #expect(cells == ["a", "a", "c", "c", "d", "d", "_", "_", "e", "e"])
        ScrollDetector.apply(ScrollDetector.Shift(lines: -2, top: 0, bottom: 4), to: &cells, width: 2, exposed: "_")
        #expect(cells == ["_", "_", "_", "_", "a", "a", "c", "c", "d", "d"])
    }
}
