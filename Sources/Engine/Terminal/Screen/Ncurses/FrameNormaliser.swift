import BurinCore

/// Makes a row of cells safe to hand to a terminal cell by cell: what the screen writes is exactly
/// what the grid claims, so ncurses' idea of where each character sits never drifts from the grid's.
///
/// - Text goes through `TerminalText` (no control characters; a space for empty text).
/// - A cell whose declared width disagrees with the terminal's width of its first character (the
///   locale's `wcwidth`, which ncurses uses) shows U+FFFD instead: a wrong width would shift the rest
///   of the line.
/// - A wide cell needs a continuation on its right inside the row; otherwise it becomes a space in
///   its colours. A continuation without a wide cell on its left becomes a space with its background.
///
/// Inline glyphs (one scalar, nearly every cell) are checked without making a `String`.
enum FrameNormaliser {
    /// Writes the normalised `row` into `target` (the same count) at the same indices.
    static func normaliseRow(
        _ row: UnsafeBufferPointer<Cell>, into target: UnsafeMutableBufferPointer<Cell>,
        isPrintable columns: (Unicode.Scalar) -> Int
    ) {
        let end = row.count
        var x = 0
        while x < end {
            var cell = row[x]
            if cell.isContinuation {
                target[x] = .space(background: cell.background)
                x += 1
                continue
            }
            cell.glyph = safe(cell.glyph)
            let measured = cell.glyph.firstScalar.map(columns) ?? 1
            if cell.width >= 2 {
                let hasContinuation = x + 1 < end && row[x + 1].isContinuation
                guard hasContinuation else {
                    target[x] = Cell(
                        glyph: .space, foreground: cell.foreground, background: cell.background,
                        attributes: cell.attributes)
                    x += 1
                    continue
                }
                if measured != 2 {
                    // The pair keeps its two columns: a replacement character and a space.
                    cell.glyph = Glyph(TerminalText.replacement)
                    cell.width = 1
                    target[x] = cell
                    target[x + 1] = .space(background: cell.background)
                } else {
                    target[x] = cell
                    target[x + 1] = .continuation(background: cell.background)
                }
                x += 2
                continue
            }
            if measured != 1 { cell.glyph = Glyph(TerminalText.replacement) }
            cell.width = 1
            target[x] = cell
            x += 1
        }
    }

    /// `glyph` with control characters replaced; a space for an empty one.
    @inline(__always)
    static func safe(_ glyph: Glyph) -> Glyph {
        if let scalar = glyph.scalar {
            return TerminalText.isControl(scalar) ? Glyph(TerminalText.replacement) : glyph
        }
        if glyph.isEmpty { return .space }
        let text = glyph.text
        let cleaned = TerminalText.safe(text)
        return cleaned == text ? glyph : Glyph(cleaned)
    }
}
