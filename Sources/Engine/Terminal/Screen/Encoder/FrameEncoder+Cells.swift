import BurinCore
import BurinText

/// Writing one cell: the cursor move to it, the pen it needs, its character.
extension FrameEncoder {
    /// Writes `cell` at (`x`, `y`) and notes it written.
    mutating func put(_ given: Cell, x: Int, y: Int, into out: inout [UInt8]) {
        let cell = ambiguousWidth == .wide ? OneCellGlyphs.narrowed(given) : given
        let width = max(1, Int(cell.width))
        let endsRow = x + width >= size.width
        if endsRow, y == size.height - 1, escapes.wrapsAtLastCell, escapes.autowrapOff.isEmpty {
            // Writing it would scroll the whole screen up, and this terminal cannot turn that off.
            return
        }
        move(to: CellPoint(x: x, y: y), into: &out)
        var target = pen(for: cell)
        let respelt = halfBlockSpelling(of: cell, with: target)
        if let respelt { target = respelt.pen }
        if pen != target {
            target.change(from: pen, escapes: escapes, into: &out)
            pen = target
        }
        let guarded = endsRow && y == size.height - 1 && escapes.wrapsAtLastCell
        if guarded { out += escapes.autowrapOff }
        if let respelt {
            Self.appendUTF8(respelt.scalar, to: &out)
            lastScalar = respelt.scalar
        } else {
            Self.appendCharacter(of: cell, to: &out)
            lastScalar = cell.glyph.scalar
        }
        if guarded { out += escapes.autowrapOn }
        record.write(row: y, columns: x..<(x + width))
        // After the last column terminals disagree on where the cursor is (xterm waits to wrap).
        cursor = endsRow ? nil : CellPoint(x: x + width, y: y)
    }

    /// Erases row `y` from column `x` to its end with `el`, on the background of the row's last cell.
    mutating func erase(from x: Int, y: Int, into out: inout [UInt8]) {
        move(to: CellPoint(x: x, y: y), into: &out)
        var target = pen ?? .plain
        target.background = reducer.reduce(row[size.width - 1].background)
        target.attributes.formIntersection(TerminalPen.invisibleOnBlanks)
        if pen != target {
            target.change(from: pen, escapes: escapes, into: &out)
            pen = target
        }
        out += escapes.clearToEndOfLine
        record.write(row: y, columns: x..<size.width)
    }

    /// The pen `cell` is written with. A blank keeps the current ink and the attributes that do not
    /// show on it, so nothing is sent between text and the spaces after it on the same background.
    mutating func pen(for cell: Cell) -> TerminalPen {
        if Self.isBlank(cell), let pen {
            var target = pen
            target.background = reducer.reduce(cell.background)
            target.attributes.formIntersection(TerminalPen.invisibleOnBlanks)
            return target
        }
        if let lastPen, lastPen.cell.foreground == cell.foreground, lastPen.cell.background == cell.background,
            lastPen.cell.attributes == cell.attributes,
            ContrastRule.hasInk(lastPen.cell.glyph) == ContrastRule.hasInk(cell.glyph)
        {
            return lastPen.pen
        }
        let reduced = reducer.reduce(reducer.mode == .none ? cell : muting.applied(to: cell))
        let target = TerminalPen(
            foreground: reduced.foreground, background: reduced.background, attributes: reduced.attributes)
        lastPen = (cell, target)
        return target
    }

    /// Moves the cursor to `target` by the shortest of the moves the terminal has.
    mutating func move(to target: CellPoint, into out: inout [UInt8]) {
        if cursor == target { return }
        var best = escapes.cursorAddress(target.y, target.x)
        if let cursor {
            func consider(_ candidate: [UInt8]) { if candidate.count < best.count { best = candidate } }
            if cursor.y == target.y {
                if target.x > cursor.x, let right = escapes.cursorRight { consider(right(target.x - cursor.x)) }
                if target.x < cursor.x, !escapes.cursorLeft.isEmpty, cursor.x - target.x <= Self.mostStepsLeft {
                    consider(Array([[UInt8]](repeating: escapes.cursorLeft, count: cursor.x - target.x).joined()))
                }
                if target.x == 0 { consider(escapes.carriageReturn) }
                if let column = escapes.columnAddress { consider(column(target.x)) }
            } else if cursor.y == target.y + 1, cursor.y != region?.lowerBound, !escapes.cursorUp.isEmpty,
                target.x == 0 || target.x == cursor.x, !escapes.carriageReturn.isEmpty
            {
                // One row up stops at the scroll region's top row: never from it.
                consider((target.x == cursor.x ? [] : escapes.carriageReturn) + escapes.cursorUp)
            } else if cursor.y + 1 == target.y, target.x == 0, cursor.y != region?.upperBound,
                !escapes.cursorDown.isEmpty, !escapes.carriageReturn.isEmpty
            {
                // One row down scrolls only from the scroll region's bottom row (or the screen's).
                consider(escapes.carriageReturn + escapes.cursorDown)
            }
        }
        out += best
        cursor = target
    }

    /// Steps left worth comparing with an absolute move (`cub1` is one byte in most entries).
    static let mostStepsLeft = 4

    /// The cell's character: its first scalar and the combining ones after it (what one cell holds).
    static func appendCharacter(of cell: Cell, to out: inout [UInt8]) {
        if let scalar = cell.glyph.scalar {
            appendUTF8(scalar, to: &out)
            return
        }
        var first = true
        for scalar in cell.glyph.text.unicodeScalars {
            guard first || TerminalWidth.width(of: scalar) == 0 else { break }
            appendUTF8(scalar, to: &out)
            first = false
        }
        if first { out.append(0x20) }
    }

    @inline(__always)
    static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        let v = scalar.value
        switch v {
        case 0..<0x80: out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | v >> 6))
            out.append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | v >> 12))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18))
            out.append(UInt8(0x80 | v >> 12 & 0x3F))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        }
    }
}
