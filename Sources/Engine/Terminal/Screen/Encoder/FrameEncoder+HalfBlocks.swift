import BurinCore

/// Half blocks spelled the cheapest way. A thumbnail's half-block cells change both colours from one
/// cell to the next (`CSI 38;5;a;48;5;b m`, 20 bytes in 256 colours); but `▀` in ink a on paper b
/// shows what `▄` in ink b on paper a shows, so where the terminal's pen already has one of the two
/// colours in the other place, the other spelling costs one colour's escape. A half block whose halves
/// came out one colour in the screen's colour mode is a space on that colour.
extension FrameEncoder {
    static let upperHalf = Glyph("\u{2580}" as Unicode.Scalar)
    static let lowerHalf = Glyph("\u{2584}" as Unicode.Scalar)

    /// `cell` with `target`, its pen, or another spelling of the same two halves that costs fewer
    /// bytes from the pen the terminal has now. Only plain half blocks in two known colours: the
    /// terminal's default ink and paper are different colours, and attributes (underline, bold in
    /// 16 colours, muting) belong to the ink alone.
    mutating func cheapestSpelling(of cell: Cell, with target: TerminalPen) -> (Cell, TerminalPen) {
        guard cell.glyph == Self.upperHalf || cell.glyph == Self.lowerHalf, cell.attributes.isEmpty,
            target.attributes.isEmpty, target.foreground != .terminalDefault, target.background != .terminalDefault
        else { return (cell, target) }
        if target.foreground == target.background {
            // A space shows its paper alone: the ink, and what does not show on a blank, stay as they are.
            var blank = pen ?? target
            blank.background = target.background
            blank.attributes.formIntersection(TerminalPen.invisibleOnBlanks)
            return (Cell(glyph: .space, background: cell.background), blank)
        }
        let flipped = TerminalPen(foreground: target.background, background: target.foreground, attributes: [])
        guard pen != target else { return (cell, target) }
        let other = Cell(
            glyph: cell.glyph == Self.upperHalf ? Self.lowerHalf : Self.upperHalf, foreground: cell.background,
            background: cell.foreground)
        guard pen != flipped else { return (other, flipped) }
        spelling.removeAll(keepingCapacity: true)
        target.change(from: pen, escapes: escapes, into: &spelling)
        let direct = spelling.count
        spelling.removeAll(keepingCapacity: true)
        flipped.change(from: pen, escapes: escapes, into: &spelling)
        return spelling.count < direct ? (other, flipped) : (cell, target)
    }
}
