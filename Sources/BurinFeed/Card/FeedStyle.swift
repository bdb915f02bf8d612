public import BurinCore

/// How rows are drawn, the same for every row of a feed.
public struct FeedStyle: Sendable, Hashable {
    public var theme: FeedTheme
    /// False when the screen shows no colour: cards are then text only, with no pixel layer (a pixel
    /// drawn as a half-block without colour would be noise).
    public var usesPixels: Bool
    /// Whether the page (card gaps, rounded corners, the area below the last row) is painted in the
    /// theme's page colour rather than left to the terminal's own background: true unless the
    /// terminal's background is known to match the theme.
    public var paintsPage: Bool
    /// The terminal's few colours (16 or 8; nil for more): thumbnails are dithered into them.
    public var palette: TerminalPalette?

    public init(
        theme: FeedTheme = .dark, usesPixels: Bool = true, paintsPage: Bool = false, palette: TerminalPalette? = nil
    ) {
        self.theme = theme
        self.usesPixels = usesPixels
        self.paintsPage = paintsPage
        self.palette = palette
    }

    /// The colour under every row: the page when it is painted, else clear (the terminal's own).
    public var pageFill: RGBA { usesPixels && paintsPage ? theme.page : .clear }

}
