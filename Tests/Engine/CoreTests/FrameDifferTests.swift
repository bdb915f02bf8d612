import Testing

@testable import BurinCore

@Suite struct FrameDifferTests {
    /// A grid whose row `y` shows `labels[y]` (a one-letter row id) across its width.
    private func grid(_ labels: [Character], width: Int = 6) -> CellGrid {
        var grid = CellGrid(size: CellSize(width: width, height: labels.count))
        for (y, label) in labels.enumerated() {
            for x in 0..<width { grid[x, y] = Cell(String(label), foreground: .rgb(UInt8(x), 0, 0)) }
        }
        return grid
    }

    @Test func theFirstFrameAndAResizeChangeEveryRow() {
        var differ = FrameDiffer()
        #expect(differ.diff(grid(["a", "b", "c"])).changedRows == [0, 1, 2])
        #expect(differ.diff(grid(["a", "b", "c"])).isEmpty)
        #expect(differ.diff(grid(["a", "b", "c"], width: 4)).changedRows == [0, 1, 2])
        differ.invalidate()
        #expect(differ.diff(grid(["a", "b", "c"], width: 4)).changedRows == [0, 1, 2])
    }

    @Test func aScrolledListIsAShiftAndOnlyTheUncoveredRows() {
        var differ = FrameDiffer()
        _ = differ.diff(grid(["a", "b", "c", "d", "e", "f", "S"]))
        let diff = differ.diff(grid(["c", "d", "e", "f", "g", "h", "S"]))
        #expect(diff.scroll == ScrollDetector.Shift(lines: 2, top: 0, bottom: 5))
        #expect(diff.changedRows == [4, 5])
    }

    @Test func afterAnyDiffTheDifferRemembersTheFrameExactly() {
        // Against a reference: the changed rows are exactly the rows that differ from the previous
        // frame once the reported shift is applied to it.
        var rng = SplitMix64(seed: 0xD1FF)
        var differ = FrameDiffer()
        var previous = grid(Array("abcdefgh"))
        _ = differ.diff(previous)
        for _ in 0..<500 {
            var labels = (0..<8).map { previous[0, $0].text.first! }
            switch rng.int(0...3) {
            case 0:
                let n = rng.int(1...3)
                labels =
                    Array(labels.dropFirst(n)) + (0..<n).map { _ in Character(UnicodeScalar(UInt8(rng.int(97...122)))) }
            case 1:
                labels[rng.int(0...7)] = Character(UnicodeScalar(UInt8(rng.int(97...122))))
            case 2:
                let n = rng.int(1...3)
                labels = (0..<n).map { _ in Character(UnicodeScalar(UInt8(rng.int(97...122)))) } + labels.dropLast(n)
            default: break
            }
            let next = grid(labels)
            let diff = differ.diff(next)
            var shifted = previous
            if let shift = diff.scroll {
                var cells = shifted.cells
                ScrollDetector.apply(shift, to: &cells, width: 6, exposed: .blank)
                shifted = CellGrid(size: next.size)
                for i in cells.indices { shifted[i % 6, i / 6] = cells[i] }
            }
            let expected = (0..<8).filter { next.row($0) != shifted.row($0) }
            #expect(diff.changedRows == expected)
            previous = next
        }
    }

    @Test func rowSlotsShiftAsTheArrayWould() {
        var rng = SplitMix64(seed: 0x5107)
        for _ in 0..<300 {
            let height = rng.int(4...12)
            let width = rng.int(1...4)
            var slots = RowSlots(width: width, height: height, fill: Int32(0))
            var flat = [Int32](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width {
                    slots[x, y] = Int32(y * 10 + x)
                    flat[y * width + x] = Int32(y * 10 + x)
                }
            }
            for _ in 0..<3 {
                let top = rng.int(0...(height - 2))
                let bottom = rng.int((top + 1)...(height - 1))
                let span = bottom - top + 1
                let lines = rng.int(1...(span - 1)) * (rng.percent(50) ? 1 : -1)
                let shift = ScrollDetector.Shift(lines: lines, top: top, bottom: bottom)
                slots.shift(shift, exposed: -1)
                ScrollDetector.apply(shift, to: &flat, width: width, exposed: -1)
            }
            for y in 0..<height {
                for x in 0..<width { #expect(slots[x, y] == flat[y * width + x]) }
            }
        }
    }
}
