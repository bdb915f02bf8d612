public import BurinCore

/// One thing a program's output did to a terminal's screen, in the order it did it, as
/// `OutputInterpreter` reads it: what a screen model needs to follow the text, and what a placer of
/// pictures needs to know (sixel pixels go where a cell is written or erased, and move with a
/// scroll; kitty placements move with a scroll and go with a clear).
public enum ScreenEffect: Sendable, Equatable {
    /// `character` was written at `at`, `width` cells wide, on `background` (nil: the default); a
    /// combining mark (`width` 0) joins the character at `at`.
    case print(Character, at: CellPoint, width: Int, background: RGBA?)
    /// Cells `columns` of `row` were blanked (on `background`).
    case erase(row: Int, columns: Range<Int>, background: RGBA?)
    /// The cells of `row` from `column` on moved right (`by` > 0, blanks coming in) or left.
    case shift(row: Int, column: Int, by: Int, background: RGBA?)
    /// Rows `rows` scrolled by `lines`: the content of row r moved to r - lines (positive: up), rows
    /// uncovered are blank, content pushed out of the rows is gone. `editsLines`: by inserting or
    /// deleting lines at the cursor (IL, DL) rather than scrolling the region (LF, RI, SU, SD), which
    /// some terminals treat differently for the pictures in the cells.
    case scroll(rows: Range<Int>, lines: Int, editsLines: Bool, background: RGBA?)
    /// What the next characters are drawn with changed (SGR, OSC 8).
    case rendition(TerminalRendition)
    /// The whole screen was cleared (ED 2, ED 3, the alternate screen entered, a reset).
    case clear
    /// The program asked the terminal something.
    case question(TerminalQuestion)
    /// A kitty graphics command (not a query): a transmission, a placement, a deletion; its control
    /// keys (`a`, `i`, `p`, `c`, `r`, `d`...) and the cursor when it came.
    case kittyGraphics(keys: [String: String], at: CellPoint)
    /// A sixel image, drawn with its top-left at `at`, `pixels` wide and high where its raster
    /// attributes said.
    case sixel(at: CellPoint, pixels: PixelSize?)
}
