import BurinCore

/// Follows everything the screen sends the terminal (`OutputInterpreter`), and sums up a frame's
/// text as the pictures' planners need it: whether the screen was cleared, which regions scrolled,
/// and which cells were written, exactly as the bytes say, whatever ncurses chose to send.
///
/// The summary reads as clear, then scrolls, then writes. Cells written before a later scroll are
/// moved with it (or dropped, pushed out of its rows), which comes to the same for pixels that live
/// in cells; anything before a clear is forgotten.
/// - Note: Main loop only.
struct OutputMotion {
    private var interpreter: OutputInterpreter

    init(size: CellSize) {
        interpreter = OutputInterpreter(size: size)
    }

    mutating func resize(to size: CellSize) {
        interpreter.resize(to: size)
    }

    /// Follows `bytes` and returns what they did.
    mutating func follow(_ bytes: [UInt8]) -> ScreenMotion {
        var summary = Summary()
        let width = interpreter.size.width
        interpreter.interpret(bytes) { effect in
            switch effect {
            case .print(_, let at, let width, _): summary.write(row: at.y, columns: at.x..<(at.x + width))
            case .erase(let row, let columns, _): summary.write(row: row, columns: columns)
            case .shift(let row, let column, _, _): summary.write(row: row, columns: column..<width)
            case .scroll(let rows, let lines, let editsLines, _):
                summary.scroll(rows: rows, lines: lines, editsLines: editsLines)
            case .clear: summary = Summary(cleared: true)
            case .question, .kittyGraphics, .sixel: break
            }
        }
        return summary.motion
    }

    /// The effects so far, summed up.
    private struct Summary {
        var cleared = false
        var scrolls: [ScreenScroll] = []
        /// Written columns by row, each row's ranges in the order written (merged when they touch).
        var written: [Int: [Range<Int>]] = [:]

        var motion: ScreenMotion {
            ScreenMotion(
                cleared: cleared, scrolls: scrolls,
                written: written.keys.sorted().flatMap { row in
                    written[row]!.sorted { $0.lowerBound < $1.lowerBound }.map { CellSpan(row: row, columns: $0) }
                })
        }

        mutating func write(row: Int, columns: Range<Int>) {
            guard !columns.isEmpty else { return }
            if var ranges = written[row], let last = ranges.last, last.upperBound >= columns.lowerBound,
                columns.upperBound >= last.lowerBound
            {
                ranges[ranges.count - 1] =
                    min(last.lowerBound, columns.lowerBound)..<max(last.upperBound, columns.upperBound)
                written[row] = ranges
            } else {
                written[row, default: []].append(columns)
            }
        }

        mutating func scroll(rows: Range<Int>, lines: Int, editsLines: Bool) {
            guard lines != 0, !rows.isEmpty else { return }
            scrolls.append(ScreenScroll(rows: rows, lines: lines, editsLines: editsLines))
            var moved: [Int: [Range<Int>]] = [:]
            for (row, ranges) in written {
                guard rows.contains(row) else {
                    moved[row, default: []] += ranges
                    continue
                }
                let target = row - lines
                if rows.contains(target) { moved[target, default: []] += ranges }
            }
            written = moved
        }
    }
}
