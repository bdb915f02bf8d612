import BurinCore

/// The rows a scroll uncovers come in painted: where the terminal fills them with the pen's background
/// (`bce`, which ncurses counts on in the same place), the pen gets the page's background before the
/// scroll, so the new rows' blanks, their margins and the end of each line need no byte. Without `bce`
/// they come in on the default background, as they always did. Short gaps of blanks on them are written
/// where that is cheaper than moving over them.
extension FrameEncoder {
    /// The background the rows `shift` uncovers should come in with: that of the last cell of the first
    /// of them in `source` (the colour `el` would erase the row with), or the default.
    mutating func uncoveredPaper(of source: CellGrid, _ shift: ScrollDetector.Shift) -> CellColor {
        guard escapes.erasesWithBackground, size.width > 0 else { return .terminalDefault }
        let y = shift.lines > 0 ? shift.bottom : shift.top
        let paper = source[size.width - 1, y].background
        return reducer.reduce(paper) == .terminalDefault ? .terminalDefault : paper
    }

    /// The pen to scroll with so that the uncovered rows come in on `paper`: the pen the terminal has,
    /// on that paper and without an attribute a blank would show.
    mutating func pen(scrollingIn paper: CellColor) -> TerminalPen {
        guard paper != .terminalDefault else { return .plain }
        var target = pen ?? .plain
        target.background = reducer.reduce(paper)
        target.attributes.formIntersection(TerminalPen.invisibleOnBlanks)
        return target
    }

    /// The uncovered rows' blanks on `paper` in `source` are what the terminal shows there now,
    /// whatever their ink (which does not show on a blank): they are taken as shown, so the row's
    /// write skips them.
    mutating func adoptBlanks(of source: CellGrid, on rows: ClosedRange<Int>, paper: CellColor) {
        for y in rows {
            for x in 0..<size.width {
                let cell = source[x, y]
                if cell.background == paper, Self.isBlank(cell) { shown[x, y] = cell }
            }
        }
    }

    /// At an unchanged cell `x` of a row this frame's scroll uncovered, with the cursor on it: the
    /// blanks up to the next changed cell before `end` written again with the pen the terminal has,
    /// where that is shorter than moving over them (a card's two-column margin: two spaces against
    /// `CSI 2 C`); how many, or nil (then nothing was written). Only on uncovered rows, which hold no
    /// picture a space could cover.
    mutating func fillGap(at x: Int, y: Int, end: Int, into out: inout [UInt8]) -> Int? {
        guard let uncovered, uncovered.contains(y), cursor == CellPoint(x: x, y: y), let pen,
            pen.attributes.isSubset(of: TerminalPen.invisibleOnBlanks)
        else { return nil }
        var next = x
        while next < end, !changed[next] {
            // A move costs at most a few bytes: a longer gap is never cheaper written.
            guard next - x < Self.longestWrittenGap, Self.isBlank(row[next]),
                reducer.reduce(row[next].background) == pen.background
            else { return nil }
            next += 1
        }
        guard next < end, next > x else { return nil }
        var moving: [UInt8] = []
        move(to: CellPoint(x: next, y: y), into: &moving)
        cursor = CellPoint(x: x, y: y)
        guard next - x < moving.count else { return nil }
        out += repeatElement(UInt8(ascii: " "), count: next - x)
        record.write(row: y, columns: x..<next)
        cursor = CellPoint(x: next, y: y)
        lastScalar = " "
        return next - x
    }

    static let longestWrittenGap = 8
}
