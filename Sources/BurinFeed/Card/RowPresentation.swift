/// Per-row view state that changes a row's look: folded into its content version by the viewer.
public struct RowPresentation: Sendable, Hashable {
    /// Promotions shown in full instead of one line with "+N".
    public var expanded: Bool
    /// The row the keyboard acts on.
    public var focused: Bool

    public init(expanded: Bool = false, focused: Bool = false) {
        self.expanded = expanded
        self.focused = focused
    }
}

/// How rows are drawn, the same for every row of a feed.
public struct FeedStyle: Sendable, Hashable {
    public var theme: FeedTheme
    /// False when the screen shows no colour: cards are then text only, with no pixel layer (a pixel
    /// drawn as a half-block without colour would be noise).
    public var usesPixels: Bool

    public init(theme: FeedTheme = .dark, usesPixels: Bool = true) {
        self.theme = theme
        self.usesPixels = usesPixels
    }
}
