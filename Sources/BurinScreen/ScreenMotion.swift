/// What a frame's text output did to what the terminal already showed: cleared it first, then
/// scrolled these regions. Pictures a terminal draws over the text (kitty graphics, sixel) move or
/// vanish with such operations, so whoever places them after the frame has to know.
public struct ScreenMotion: Sendable, Equatable {
    /// Screen rows `top...bottom` scrolled by `lines` (positive: the content moved up).
    public struct Scroll: Sendable, Equatable {
        public var top: Int
        public var bottom: Int
        public var lines: Int

        public init(top: Int, bottom: Int, lines: Int) {
            self.top = top
            self.bottom = bottom
            self.lines = lines
        }
    }

    /// The terminal was cleared, or every cell sent again (a repaint, a resize).
    public var cleared = false
    public var scrolls: [Scroll] = []

    public init(cleared: Bool = false, scrolls: [Scroll] = []) {
        self.cleared = cleared
        self.scrolls = scrolls
    }
}
