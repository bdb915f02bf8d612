public import BurinCore

/// What a frame's text output did to what the terminal already showed: cleared it first, then
/// scrolled these regions, and wrote every cell of some rows again. Pictures a terminal draws over
/// the text (kitty graphics, sixel) move or vanish with such operations, so whoever places them
/// after the frame has to know.
public struct ScreenMotion: Sendable, Equatable {
    /// The terminal was cleared, or every cell sent again (a repaint, a resize).
    public var cleared = false
    /// The regions scrolled, in order, as the frame differ found them.
    public var scrolls: [ScrollDetector.Shift] = []
    /// Rows whose every cell was written again (only a screen that keeps pictures in the cells
    /// reports them: see `NcursesScreen.Options.picturesLiveInCells`), ascending.
    public var rewrittenRows: [Int] = []

    public init(cleared: Bool = false, scrolls: [ScrollDetector.Shift] = [], rewrittenRows: [Int] = []) {
        self.cleared = cleared
        self.scrolls = scrolls
        self.rewrittenRows = rewrittenRows
    }
}
