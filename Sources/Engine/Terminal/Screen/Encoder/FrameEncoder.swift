import BurinCore
import BurinText

/// Turns frames into the bytes that show them on a terminal, and knows what those bytes did because
/// it wrote them: the screen's one writer of text, for a real terminal and the headless screen alike.
///
/// Each frame: `FrameDiffer` says which rows changed and which only moved; moved rows are scrolled
/// in a scroll region (`csr` with `ind`/`ri`, else `dl`/`il`), so only the rows they uncovered are
/// written, and where the terminal has `bce` those come in on the page's paper
/// (`FrameEncoder+UncoveredRows`); the region stays set for the next scroll (`FrameEncoder+Region`).
/// Changed rows are normalised (`FrameNormaliser`) and compared cell by cell with what the terminal
/// shows, and the cells that differ are written, each after the cursor move and the SGR change
/// (`TerminalPen`) it needs from where the last one left off. A changed tail of blanks is erased
/// with `el`. Colours are reduced to the screen's mode (`ColorReducer`) and sent as they are: there
/// is no table of colour pairs to fill. The last column never leaves the cursor where the encoder
/// counts on it, and the bottom-right cell never scrolls the screen.
///
/// What a frame did (`ScreenMotion`: cleared, scrolled, cells written) goes to the pictures planned
/// after it; links and rows to repaint are written again from what is shown (`rewrite`).
/// - Note: Main loop only.
struct FrameEncoder {
    let escapes: TerminalEscapes
    private(set) var size: CellSize
    var reducer: ColorReducer
    private var differ = FrameDiffer()
    /// What the last frame changed, as the differ said.
    private(set) var lastDiff = FrameDiff(size: CellSize(width: 0, height: 0))
    /// What the terminal shows: normalised cells.
    var shown: RowSlots<Cell>
    /// Where the cursor is; nil when not known (after the last column, a scroll region, a suspend).
    var cursor: CellPoint?
    /// The terminal's scroll region (rows); nil when not known (before the first frame, after a
    /// suspend).
    var region: ClosedRange<Int>?
    /// What the terminal writes with now; nil when not known.
    var pen: TerminalPen?
    /// The next frame starts from a cleared screen (the first, a resize, a repaint).
    private var clearsNext = true
    /// The rows this frame's scroll uncovered: blank, and nothing else (no picture) on them.
    var uncovered: ClosedRange<Int>?
    var record = MotionRecord()
    /// Reused each row: the normalised row, and which of its cells differ from what is shown.
    var row: [Cell] = []
    var changed: [Bool] = []
    /// What muted text is mixed from (see `MutedInk`).
    private(set) var muting = MutedInk(background: .unknown)
    /// The last cell's reduction, reused by the next cell when it has the same colours and attributes.
    var lastPen: (cell: Cell, pen: TerminalPen)?
    /// The one scalar the last cell written showed; nil after a cluster (what REP would repeat).
    var lastScalar: Unicode.Scalar?
    /// How the terminal draws ambiguous characters: where wide, cells go out through `OneCellGlyphs`.
    private(set) var ambiguousWidth = AmbiguousWidth.narrow
    /// The sizes of colour escapes, for weighing a half block's spellings.
    var escapeSizes: ColorEscapeSizes

    init(escapes: TerminalEscapes, colorMode: ColorMode, size: CellSize) {
        self.escapes = escapes
        escapeSizes = ColorEscapeSizes(escapes: escapes)
        self.size = size
        reducer = ColorReducer(mode: colorMode)
        shown = RowSlots(width: size.width, height: size.height, fill: Cell.blank)
        row = Array(repeating: .blank, count: max(0, size.width))
        changed = Array(repeating: false, count: max(0, size.width))
    }

    var colorMode: ColorMode { reducer.mode }

    /// The terminal is `size` now; the next frame repaints it whole.
    mutating func resize(to size: CellSize) {
        guard size != self.size else { return }
        self.size = size
        shown = RowSlots(width: size.width, height: size.height, fill: Cell.blank)
        row = Array(repeating: .blank, count: max(0, size.width))
        changed = Array(repeating: false, count: max(0, size.width))
        repaintAll()
    }

    /// The terminal's default colours are `background`'s: muted text is mixed from them, and shown
    /// again where they changed.
    mutating func mute(for background: TerminalBackground) {
        let muting = MutedInk(background: background)
        guard muting != self.muting else { return }
        self.muting = muting
        lastPen = nil
        repaintAll()
    }

    /// The terminal draws ambiguous characters `width` cells wide: the next frame shows every cell
    /// again, drawn for it.
    mutating func drawAmbiguous(as width: AmbiguousWidth) {
        guard width != ambiguousWidth else { return }
        ambiguousWidth = width
        repaintAll()
    }

    /// The next frame clears the screen and writes every cell (Ctrl-L, a resize, a resume).
    mutating func repaintAll() {
        clearsNext = true
        differ.invalidate()
    }

    /// Something else wrote to the terminal (the shell, after a suspend): where the cursor is and what
    /// the terminal writes with are no longer known.
    mutating func forgetCursorAndPen() {
        cursor = nil
        pen = nil
        region = nil
    }

    /// Appends the bytes that show `frame` to `out`; what they did, or nil when the terminal needs
    /// nothing (then nothing was appended).
    mutating func encode(_ frame: CellGrid, into out: inout [UInt8]) -> ScreenMotion? {
        guard size.width > 0, size.height > 0 else { return nil }
        let source = frame.size == size ? frame : Self.fitted(frame, to: size)
        let diff = differ.diff(source)
        lastDiff = diff
        guard !diff.isEmpty || clearsNext else { return nil }
        record = MotionRecord()
        uncovered = nil
        let start = out.count
        var rows = diff.changedRows
        if clearsNext {
            clear(into: &out)
            rows = Array(0..<size.height)
        } else if let shift = diff.scroll, !scroll(shift, of: source, into: &out) {
            // Nothing to scroll with: the moved rows are compared and written like the rest.
            rows = Array(Set(rows).union(shift.top...shift.bottom)).sorted()
        }
        clearsNext = false
        for y in rows { writeRow(y, of: source, into: &out) }
        return out.count > start ? record.motion : nil
    }

    /// Appends the bytes that write `columns` of `row` again as they are shown (a wide character
    /// whole), for rows the pictures need repainted and cells to put inside a hyperlink.
    mutating func rewrite(row y: Int, columns: Range<Int>, into out: inout [UInt8]) {
        guard y >= 0, y < size.height else { return }
        var columns = columns.clamped(to: 0..<size.width)
        guard !columns.isEmpty else { return }
        if shown[columns.lowerBound, y].isContinuation, columns.lowerBound > 0 {
            columns = (columns.lowerBound - 1)..<columns.upperBound
        }
        for x in columns where !shown[x, y].isContinuation {
            put(shown[x, y], x: x, y: y, into: &out)
        }
    }

    /// Clears the screen, in the default colours, with the whole screen as the scroll region.
    private mutating func clear(into out: inout [UInt8]) {
        out += escapes.resetAttributes
        pen = .plain
        if let setRegion = escapes.scrollRegion {
            out += setRegion(0, size.height - 1)
            region = 0...(size.height - 1)
        }
        if escapes.clearScreen.isEmpty {
            // No way to clear: every cell is written (none is ever an empty glyph once normalised).
            shown = RowSlots(width: size.width, height: size.height, fill: Cell(glyph: .empty))
            cursor = nil
            return
        }
        out += escapes.clearScreen
        cursor = CellPoint(x: 0, y: 0)
        shown = RowSlots(width: size.width, height: size.height, fill: Cell.blank)
        record.clear()
    }

    /// Scrolls rows `shift.top...shift.bottom` as the frame moved them; false when the terminal has no
    /// way to (the rows are then written).
    private mutating func scroll(
        _ shift: ScrollDetector.Shift, of source: CellGrid, into out: inout [UInt8]
    ) -> Bool {
        let count = abs(shift.lines)
        let (top, bottom, last) = (shift.top, shift.bottom, size.height - 1)
        guard count > 0, count <= bottom - top else { return false }
        let up = shift.lines > 0
        let step = up ? escapes.scrollForward : escapes.scrollReverse
        let counted = up ? escapes.scrollForwardCount : escapes.scrollReverseCount
        var scrolls: [ScreenScroll] = []
        if let setRegion = escapes.scrollRegion, !step.isEmpty || counted != nil {
            let paper = uncoveredPaper(of: source, shift)
            let scrollPen = pen(scrollingIn: paper)
            if pen != scrollPen {
                scrollPen.change(from: pen, escapes: escapes, into: &out)
                pen = scrollPen
            }
            if region != top...bottom {
                out += setRegion(top, bottom)
                region = top...bottom
                cursor = nil
            }
            // `ind` at the region's bottom and `ri` at its top scroll it and leave the cursor there.
            let edge = CellPoint(x: 0, y: up ? bottom : top)
            move(to: edge, into: &out)
            if count > 1, let counted { out += counted(count) } else { for _ in 0..<count { out += step } }
            cursor = edge
            record.scroll(ScreenScroll(rows: top..<(bottom + 1), lines: shift.lines))
            let uncovered = up ? (bottom - count + 1)...bottom : top...(top + count - 1)
            shown.shift(shift, exposed: .space(background: paper))
            adoptBlanks(of: source, on: uncovered, paper: paper)
            self.uncovered = uncovered
            return true
        } else if let insert = escapes.insertLines, let delete = escapes.deleteLines {
            // Deleting at one end and inserting at the other; the rows below the region go back.
            TerminalPen.plain.change(from: pen, escapes: escapes, into: &out)
            let (deleteAt, insertAt) = up ? (top, bottom - count + 1) : (bottom - count + 1, top)
            let below = bottom < last
            if up || below {
                out += escapes.cursorAddress(deleteAt, 0) + delete(count)
                scrolls.append(ScreenScroll(rows: deleteAt..<(last + 1), lines: count, editsLines: true))
            }
            if !up || below {
                out += escapes.cursorAddress(insertAt, 0) + insert(count)
                scrolls.append(ScreenScroll(rows: insertAt..<(last + 1), lines: -count, editsLines: true))
            }
        } else {
            return false
        }
        pen = .plain
        cursor = nil
        for scroll in scrolls { record.scroll(scroll) }
        shown.shift(shift, exposed: .blank)
        return true
    }

    /// Normalises row `y` of `source`, writes the cells that differ from what is shown, and makes
    /// them what is shown.
    private mutating func writeRow(_ y: Int, of source: CellGrid, into out: inout [UInt8]) {
        let width = size.width
        source.withRow(y) { cells in
            row.withUnsafeMutableBufferPointer { target in
                FrameNormaliser.normaliseRow(cells, into: target) { TerminalWidth.width(of: $0) }
            }
        }
        var any = false
        shown.withRow(y) { old in
            for x in 0..<width {
                changed[x] = row[x] != old[x]
                any = any || changed[x]
            }
        }
        guard any else { return }
        // A changed right half is written with its left half.
        for x in 1..<max(1, width) where changed[x] && row[x].isContinuation { changed[x - 1] = true }
        let tail = erasableTail(width: width)
        var x = 0
        while x < width {
            if let tail, x >= tail {
                erase(from: tail, y: y, into: &out)
                break
            }
            guard changed[x], !row[x].isContinuation else {
                x += fillGap(at: x, y: y, end: tail ?? width, into: &out) ?? 1
                continue
            }
            put(row[x], x: x, y: y, into: &out)
            x += max(1, Int(row[x].width))
            x += repeatRun(after: x - 1, y: y, end: tail ?? width, into: &out)
        }
        row.withUnsafeBufferPointer { shown.setRow(y, from: $0) }
    }

    /// `frame` cut or padded (with blanks) to `size`.
    private static func fitted(_ frame: CellGrid, to size: CellSize) -> CellGrid {
        var grid = CellGrid(size: size)
        let w = min(frame.size.width, size.width)
        guard w > 0 else { return grid }
        for y in 0..<min(frame.size.height, size.height) {
            for x in 0..<w { grid[x, y] = frame[x, y] }
        }
        return grid
    }

    /// Where the row's changed cells end in blanks that `el` can erase in one go (at least
    /// `minimumErase` of them, all changed, all on the background `el` fills with); nil otherwise.
    private func erasableTail(width: Int) -> Int? {
        guard !escapes.clearToEndOfLine.isEmpty, width > 0 else { return nil }
        let paper = row[width - 1].background
        guard escapes.erasesWithBackground || paper.isTerminalDefault else { return nil }
        var start = width
        while start > 0, changed[start - 1], Self.isBlank(row[start - 1]), row[start - 1].background == paper {
            start -= 1
        }
        return width - start >= Self.minimumErase ? start : nil
    }

    /// Fewer blanks than this are cheaper written than erased (a move and `el` cost about as much).
    static let minimumErase = 5

    /// A space that shows nothing but its background.
    static func isBlank(_ cell: Cell) -> Bool {
        cell.glyph == .space && !cell.attributes.contains(.underline) && !cell.attributes.contains(.reverse)
    }
}
