public import BurinCore

/// The colours a terminal draws its default ink and paper in, as far as the screen knows them (the
/// terminal's answer to OSC 11, else `COLORFGBG`'s lightness, else a dark terminal), for muting text.
///
/// Muted (`.dim`) text is sent as an ink computed halfway to its paper, not as SGR 2: terminals
/// disagree on SGR 2 (VTE darkens towards black, whatever the background; urxvt ignores it; the
/// Linux console drops it with colour), a computed colour shows the same everywhere, as the PNG
/// snapshot paints it. Without colour (NO_COLOR, vt100) SGR 2 is all there is, and it stays.
public struct MutedInk: Sendable, Equatable {
    public var ink: RGBA
    public var paper: RGBA

    public init(background: TerminalBackground) {
        paper = background.color ?? (background.isLight ? RGBA(255, 255, 255) : RGBA(0, 0, 0))
        ink = background.isLight ? RGBA(0x20, 0x20, 0x20) : RGBA(0xD0, 0xD0, 0xD0)
    }

    /// `cell` as it is sent: a muted cell with its ink mixed halfway to its paper and no `.dim`;
    /// any other cell as it is. (Under `.reverse` the ink is the paper's colour: SGR 2 stays.)
    func applied(to cell: Cell) -> Cell {
        guard cell.attributes.contains(.dim), !cell.attributes.contains(.reverse) else { return cell }
        var muted = cell
        let ink = cell.foreground.rgba ?? self.ink
        let paper = cell.background.rgba ?? self.paper
        muted.foreground = CellColor(ink.mixed(with: paper, 0.5))
        muted.attributes.remove(.dim)
        return muted
    }
}
