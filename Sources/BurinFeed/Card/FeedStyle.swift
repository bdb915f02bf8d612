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
    /// The moment generic cards count their times from ("3 h ago"); nil shows times as dates only.
    /// Part of the style, so a snapshot shows the same ages on any day, and moving it redraws the rows.
    public var now: RecordTime?

    public init(theme: FeedTheme = .dark, usesPixels: Bool = true, paintsPage: Bool = false, now: RecordTime? = nil) {
        self.theme = theme
        self.usesPixels = usesPixels
        self.paintsPage = paintsPage
        self.now = now
    }

    /// The colour under every row: the page when it is painted, else clear (the terminal's own).
    public var pageFill: RGBA { usesPixels && paintsPage ? theme.page : .clear }
}
