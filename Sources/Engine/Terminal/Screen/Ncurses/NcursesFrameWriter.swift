import BurinCore
import BurinText
import CNcursesw

/// The output half of the ncurses screen: what the terminal shows (the normalised cells and the
/// colour pair of each), and how a frame's changes reach ncurses' window before `doupdate`.
///
/// Each frame: `FrameDiffer` says which rows changed and which only moved; moved rows are scrolled
/// inside the window (`wscrl`), so only the rows they uncovered are written; changed rows are
/// normalised (`FrameNormaliser`) and compared with what is shown cell by cell; the changed cells get
/// colour pairs from a plan made without ncurses (`ColorPairPlanner`: falling back to coarser colours
/// when the terminal runs out), the pairs it defines are defined, and the cells go to ncurses one
/// `mvwadd_wchnstr` per run of neighbouring cells. After `doupdate`, `commit` makes them what is shown.
///
/// What a frame did to the terminal is read from the bytes that went out (`OutputMotion`), not
/// guessed here: ncurses may scroll by itself, or write a cell that did not change.
/// - Note: Main loop only, with the screen's ncurses `SCREEN` current.
///
/// Staging and committing read and write the same shown cells and pairs; the parts that need none of
/// that state (differ, normaliser, pair planner and manager, quantiser) are their own files.
final class NcursesFrameWriter {
    /// The colour-pair policy: which pair each changed cell uses, which pairs to define first.
    private var planner: ColorPairPlanner
    /// Which rows of each frame changed, and which only moved.
    private var differ = FrameDiffer()
    /// What the terminal shows: the normalised cells and the pair each one uses.
    private var shown = RowSlots(width: 0, height: 0, fill: Cell.blank)
    private var shownPairs = RowSlots(width: 0, height: 0, fill: Int32(0))
    private var shownSize = CellSize(width: 0, height: 0)
    /// The next frame must call `doupdate` even with no changed cell (first frame, resume, a scroll).
    private var updatePending = true
    /// Pairs of cells that left the screen in a resize or a scroll; released with the next frame.
    private var orphanedPairs: [Int32] = []
    /// Reused every frame: one normalised row, the cells of the frame that differ from `shown`, and
    /// the colour pairs planned for them.
    private var normalisedRow: [Cell] = []
    private var changes = FrameChanges()
    private var plan = ColorPairPlan()
    /// Reused every frame: the characters handed to ncurses for one run of neighbouring cells.
    private var run: [cchar_t] = []

    init(colorMode: ColorMode, pairCapacity: Int, defaultColorsAvailable: Bool) {
        planner = ColorPairPlanner(
            colorMode: colorMode, pairCapacity: pairCapacity, defaultColorsAvailable: defaultColorsAvailable)
    }

    /// Hands what `frame` changes to ncurses' window; false when the terminal needs nothing this
    /// frame (no `doupdate`).
    func stage(_ frame: CellGrid, screenSize: CellSize) -> Bool {
        if screenSize != shownSize { forgetShownCells(newSize: screenSize) }
        let source = frame.size == screenSize ? frame : Self.fitted(frame, to: screenSize)
        let diff = differ.diff(source)
        guard !diff.isEmpty || updatePending else { return false }
        if let shift = diff.scroll { scroll(shift, width: screenSize.width, height: screenSize.height) }
        changes.removeAll()
        for y in diff.changedRows { collectChanges(ofRow: y, in: source) }
        guard !changes.isEmpty || updatePending else { return false }
        planner.plan(
            changes, width: screenSize.width, shownPairs: shownPairs, orphaned: orphanedPairs, into: &plan)
        definePairs()
        writeChanges(width: screenSize.width)
        return true
    }

    /// The staged frame is on the terminal.
    func commit() {
        planner.commitFrame()
        orphanedPairs.removeAll(keepingCapacity: true)
        let width = shownSize.width
        for k in changes.indices.indices {
            let (y, x) = changes.indices[k].quotientAndRemainder(dividingBy: width)
            shown[x, y] = changes.cells[k]
            shownPairs[x, y] = plan.pairs[k]
        }
        updatePending = false
    }

    /// Every cell goes out again with the next frame (the terminal lost what it showed).
    func invalidate() {
        differ.invalidate()
        updatePending = true
    }

    /// The next frame calls `doupdate` even if nothing changed (ncurses will repaint by itself).
    func needsUpdate() { updatePending = true }

    /// Makes the next `doupdate` write `columns` of `row` again, as they are: ncurses is told the
    /// terminal shows something else there (an attribute no cell of ours has), and compares the row.
    /// Its idea of where the cursor is, which lives in the same window, is left as it was.
    func forget(row: Int, columns: Range<Int>) {
        let current = burin_curscr()
        let (y, x) = (getcury(current), getcurx(current))
        let never = burin_wa_bold | burin_wa_dim | burin_wa_italic | burin_wa_underline | burin_wa_reverse
        mvwchgat(current, Int32(row), Int32(columns.lowerBound), Int32(columns.count), never, 0, nil)
        wmove(current, y, x)
        wtouchln(burin_stdscr(), Int32(row), 1, 1)
    }

    /// Normalises row `y` of `source` and notes each cell that differs from what the terminal shows.
    private func collectChanges(ofRow y: Int, in source: CellGrid) {
        let width = source.size.width
        source.withRow(y) { row in
            normalisedRow.withUnsafeMutableBufferPointer { out in
                FrameNormaliser.normaliseRow(row, into: out) { TerminalWidth.width(of: $0) }
            }
        }
        let base = y * width
        shown.withRow(y) { old in
            for x in 0..<width where normalisedRow[x] != old[x] {
                changes.append(index: base + x, cell: normalisedRow[x])
            }
        }
    }

    /// Tells ncurses the colours of the pairs the plan defines, before any cell is written with them.
    private func definePairs() {
        for definition in plan.definitions {
            init_extended_pair(definition.pair, definition.key.foreground, definition.key.background)
        }
    }

    /// Hands the changed cells to ncurses, one `mvwadd_wchnstr` per run of neighbouring cells of a row.
    /// Continuations are not written: ncurses gives a wide character both of its columns.
    private func writeChanges(width: Int) {
        var runStart = -1
        var next = -1
        for k in changes.cells.indices {
            let cell = changes.cells[k]
            if cell.isContinuation { continue }
            let index = changes.indices[k]
            if index != next || index % width == 0 {
                flushRun(at: runStart, width: width)
                runStart = index
            }
            run.append(Self.character(cell, pair: plan.pairs[k], attributes: plan.attributes[k]))
            next = index + Int(cell.width)
        }
        flushRun(at: runStart, width: width)
    }

    private func flushRun(at index: Int, width: Int) {
        guard !run.isEmpty, index >= 0 else { return }
        // add_wchnstr writes without moving the cursor, so the bottom-right cell cannot scroll the window.
        _ = mvwadd_wchnstr(burin_stdscr(), Int32(index / width), Int32(index % width), &run, Int32(run.count))
        run.removeAll(keepingCapacity: true)
    }

    /// The cell as ncurses' complex character: its cluster (a spacing character and up to
    /// CCHARW_MAX - 1 combining ones), `cellAttributes` and colour pair.
    private static func character(_ cell: Cell, pair: Int32, attributes cellAttributes: CellAttributes) -> cchar_t {
        var attributes = burin_wa_normal
        if cellAttributes.contains(.bold) { attributes |= burin_wa_bold }
        if cellAttributes.contains(.dim) { attributes |= burin_wa_dim }
        if cellAttributes.contains(.italic) { attributes |= burin_wa_italic }
        if cellAttributes.contains(.underline) { attributes |= burin_wa_underline }
        if cellAttributes.contains(.reverse) { attributes |= burin_wa_reverse }
        var extendedPair = pair
        var character = cchar_t()
        // Pairs above 32767 do not fit the short argument; ncurses reads the int behind `opts` instead.
        if let scalar = cell.glyph.scalar {
            var characters: (wchar_t, wchar_t) = (wchar_t(scalar.value), 0)
            withUnsafePointer(to: &characters) { pointer in
                pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { text in
                    _ = setcchar(&character, text, attributes, Int16(clamping: pair), &extendedPair)
                }
            }
            return character
        }
        var characters: [wchar_t] = []
        for scalar in cell.glyph.text.unicodeScalars {
            if characters.isEmpty || (characters.count < Int(burin_ccharw_max) && TerminalWidth.width(of: scalar) == 0)
            {
                characters.append(wchar_t(scalar.value))
            } else {
                break
            }
        }
        if characters.isEmpty { characters.append(0x20) }
        characters.append(0)
        _ = setcchar(&character, characters, attributes, Int16(clamping: pair), &extendedPair)
        return character
    }

    /// Moves rows that only moved inside ncurses' window, and the bookkeeping with them, so that only
    /// the rows they uncovered are written cell by cell.
    private func scroll(_ shift: ScrollDetector.Shift, width: Int, height: Int) {
        let window = burin_stdscr()
        scrollok(window, true)
        wsetscrreg(window, Int32(shift.top), Int32(shift.bottom))
        wscrl(window, Int32(shift.lines))
        wsetscrreg(window, 0, Int32(height - 1))
        scrollok(window, false)
        // The colour pairs of the rows scrolled out of the region are free once this frame is shown.
        let leaving =
            shift.lines > 0
            ? shift.top..<(shift.top + shift.lines) : (shift.bottom + shift.lines + 1)..<(shift.bottom + 1)
        for y in leaving {
            shownPairs.withRow(y) { row in
                for pair in row where pair != 0 { orphanedPairs.append(pair) }
            }
        }
        // ncurses fills uncovered rows with blanks in the default pair.
        shown.shift(shift, exposed: Cell.blank)
        shownPairs.shift(shift, exposed: 0)
        updatePending = true
    }

    private func forgetShownCells(newSize: CellSize) {
        for y in 0..<shownPairs.height {
            shownPairs.withRow(y) { row in
                for pair in row where pair != 0 { orphanedPairs.append(pair) }
            }
        }
        shownSize = newSize
        // A cell no frame can produce (normalised cells are never empty), so every cell counts as changed.
        shown = RowSlots(width: newSize.width, height: newSize.height, fill: Cell(glyph: .empty))
        shownPairs = RowSlots(width: newSize.width, height: newSize.height, fill: Int32(0))
        normalisedRow = Array(repeating: .blank, count: max(0, newSize.width))
        differ.invalidate()
        updatePending = true
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
}
