public import BurinCore

/// Per-row view state that changes a row's look: folded into its content version by the viewer.
public struct RowPresentation: Sendable, Hashable {
    /// Promotions shown in full instead of one line with "+N".
    public var expanded: Bool
    /// The row the keyboard acts on.
    public var focused: Bool
    /// The filter being applied, whose matches the row highlights; empty for none.
    public var highlight: String

    public init(expanded: Bool = false, focused: Bool = false, highlight: String = "") {
        self.expanded = expanded
        self.focused = focused
        self.highlight = highlight
    }
}

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

    public init(theme: FeedTheme = .dark, usesPixels: Bool = true, paintsPage: Bool = false) {
        self.theme = theme
        self.usesPixels = usesPixels
        self.paintsPage = paintsPage
    }

    /// The colour under every row: the page when it is painted, else clear (the terminal's own).
    public var pageFill: RGBA { usesPixels && paintsPage ? theme.page : .clear }
}
