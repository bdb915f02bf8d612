/// What a frame's text output did to what the terminal already showed, read from the bytes that
/// went out: cleared it first, then scrolled these regions, then wrote these cells. Pictures a
/// terminal draws over the text move or vanish with such operations (kitty moves placements when a
/// region scrolls and drops them on a clear; sixel pixels live in the cells and go when a cell is
/// written), so whoever places them after the frame has to know.
public struct ScreenMotion: Sendable, Equatable {
    /// The terminal was cleared first (a repaint, a resize).
    public var cleared: Bool
    /// The regions scrolled, in order, after the clear.
    public var scrolls: [ScreenScroll]
    /// The cells written (or erased) after the scrolls, by row, ascending.
    public var written: [CellSpan]

    public init(cleared: Bool = false, scrolls: [ScreenScroll] = [], written: [CellSpan] = []) {
        self.cleared = cleared
        self.scrolls = scrolls
        self.written = written
    }

    /// Nothing happened to the screen.
    public static let none = ScreenMotion()
}
