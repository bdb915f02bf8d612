import BurinCore

/// Half-block cells spelt from the pen the terminal has. A picture's cell shows two colours, its top
/// half and its bottom half, and `▀` with ink A on paper B shows what `▄` with ink B on paper A
/// shows; where both halves are one colour, a space on it or `█` in it shows the same again. Only
/// `▀` and `▄` are respelt (pictures, edges, corners); spaces and `█` go as the frame has them. Most
/// neighbouring cells of a picture share a colour, so the spelling that keeps one of the pen's
/// colours costs one colour's SGR instead of two.
extension FrameEncoder {
    static let upperHalf: Unicode.Scalar = "\u{2580}"
    static let lowerHalf: Unicode.Scalar = "\u{2584}"
    static let fullBlock: Unicode.Scalar = "\u{2588}"

    /// The character and pen that show `cell` (to be written with `target`) for the fewest bytes from
    /// the pen the terminal has, where that is not `cell`'s own spelling; nil otherwise.
    ///
    /// Only where what a cell shows is its two colours alone: both are colours the screen set (the
    /// terminal's default ink and paper are different colours, so they never trade places), no
    /// attribute shows on it (bold may brighten an ink, reverse swaps them), colour is in use, and
    /// the terminal draws these characters one cell wide (where ambiguous characters are wide they
    /// go out as `OneCellGlyphs` chose). A tie keeps the cell's own spelling.
    mutating func halfBlockSpelling(of cell: Cell, with target: TerminalPen) -> (
        scalar: Unicode.Scalar, pen: TerminalPen
    )? {
        guard let current = pen, reducer.mode != .none, ambiguousWidth == .narrow, cell.width == 1,
            let scalar = cell.glyph.scalar, escapes.foreground != nil, escapes.background != nil,
            let halves = Self.halves(of: scalar, with: target), halves.top != .terminalDefault,
            halves.bottom != .terminalDefault
        else { return nil }
        // The pen already has both colours: only a space or `█` (one colour) could cost less.
        if target == current, halves.top != halves.bottom { return nil }
        var best = (scalar: scalar, pen: target)
        var least = cost(of: scalar, with: target, from: current)
        func consider(_ candidate: Unicode.Scalar, _ candidatePen: TerminalPen) {
            let spent = cost(of: candidate, with: candidatePen, from: current)
            if spent < least { (best, least) = ((candidate, candidatePen), spent) }
        }
        // The cell's own spelling is weighed above; the other way up swaps its colours.
        consider(
            scalar == Self.upperHalf ? Self.lowerHalf : Self.upperHalf,
            TerminalPen(foreground: target.background, background: target.foreground, attributes: []))
        if halves.top == halves.bottom {
            var paper = current
            paper.background = halves.top
            paper.attributes.formIntersection(TerminalPen.invisibleOnBlanks)
            consider(" ", paper)
            consider(
                Self.fullBlock, TerminalPen(foreground: halves.top, background: current.background, attributes: []))
        }
        return best.scalar == scalar && best.pen == target ? nil : best
    }

    /// The colours of the top and bottom halves of a half block (`▀`, `▄`) written with `pen`; nil
    /// for any other character (a blank or `█` stays as the frame has it: a bar or a margin), or
    /// where an attribute shows on it.
    static func halves(of scalar: Unicode.Scalar, with pen: TerminalPen) -> (top: TerminalColor, bottom: TerminalColor)?
    {
        guard pen.attributes.isEmpty else { return nil }
        switch scalar {
        case upperHalf: return (pen.foreground, pen.background)
        case lowerHalf: return (pen.background, pen.foreground)
        default: return nil
        }
    }

    /// Bytes that write `scalar` with `target` when the terminal's pen is `current`. A change of
    /// colours alone is counted from the sizes of the colours' escapes (`ColorEscapeSizes`: this runs
    /// for every candidate of every half-block cell), joined as `RenditionJoiner` joins them; anything
    /// else as `TerminalPen.change` spells it.
    mutating func cost(of scalar: Unicode.Scalar, with target: TerminalPen, from current: TerminalPen)
        -> Int
    {
        let character = Self.utf8Length(of: scalar)
        guard target != current else { return character }
        let inkChanges = target.foreground != current.foreground
        let paperChanges = target.background != current.background
        guard target.attributes == current.attributes, !inkChanges || target.foreground != .terminalDefault,
            !paperChanges || target.background != .terminalDefault
        else {
            var escape: [UInt8] = []
            target.change(from: current, escapes: escapes, into: &escape)
            return escape.count + character
        }
        let ink = inkChanges ? escapeSizes.size(of: target.foreground, ink: true) : nil
        let paper = paperChanges ? escapeSizes.size(of: target.background, ink: false) : nil
        // Two plain SGRs in a row go as one: `ESC [` of the second becomes `;`, less a byte.
        let joined = ink?.joins == true && paper?.joins == true ? 2 : 0
        return (ink?.count ?? 0) + (paper?.count ?? 0) - joined + character
    }
}
