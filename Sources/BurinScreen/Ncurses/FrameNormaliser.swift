import BurinCore

/// Makes a row of cells safe to hand to a terminal cell by cell: what the screen writes is exactly
/// what the grid claims, so ncurses' idea of where each character sits never drifts from the grid's.
///
/// - Text goes through `TerminalText.safe` (no control characters; a space for empty text).
/// - A cell whose declared width disagrees with the terminal's width of its first character (the
///   locale's `wcwidth`, which ncurses uses) shows U+FFFD instead: a wrong width would shift the rest
///   of the line.
/// - A wide cell needs a continuation on its right inside the row; otherwise it becomes a space in
///   its colours. A continuation without a wide cell on its left becomes a space with its background.
enum FrameNormaliser {
    /// Writes the normalised `row` into `target` at the same indices.
    static func normaliseRow(
        _ row: ArraySlice<Cell>, into target: inout [Cell], isPrintable columns: (Unicode.Scalar) -> Int
    ) {
        var x = row.startIndex
        while x < row.endIndex {
            var cell = row[x]
            if cell.isContinuation {
                target[x] = Cell(" ", background: cell.background)
                x += 1
                continue
            }
            cell.text = TerminalText.safe(cell.text)
            let declared = Int(cell.width)
            let measured = cell.text.unicodeScalars.first.map(columns) ?? 1
            if declared >= 2 {
                let hasContinuation = x + 1 < row.endIndex && row[x + 1].isContinuation
                guard hasContinuation else {
                    target[x] = Cell(
                        " ", foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
                    x += 1
                    continue
                }
                if measured != 2 {
                    // The pair keeps its two columns: a replacement character and a space.
                    cell.text = String(TerminalText.replacement)
                    cell.width = 1
                    target[x] = cell
                    target[x + 1] = Cell(" ", background: cell.background)
                } else {
                    cell.width = 2
                    target[x] = cell
                    target[x + 1] = .continuation(background: cell.background)
                }
                x += 2
                continue
            }
            if measured != 1 {
                cell.text = String(TerminalText.replacement)
            }
            cell.width = 1
            target[x] = cell
            x += 1
        }
    }
}
