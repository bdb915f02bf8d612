public import BurinCore
import BurinRaster
public import FeedData

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
    /// The terminal's few colours (16 or 8; nil for more): thumbnails are dithered into them, and
    /// text backgrounds chosen among them (`textBackground`).
    public var palette: TerminalPalette?

    public init(
        theme: FeedTheme = .dark, usesPixels: Bool = true, paintsPage: Bool = false, now: RecordTime? = nil,
        palette: TerminalPalette? = nil
    ) {
        self.theme = theme
        self.usesPixels = usesPixels
        self.paintsPage = paintsPage
        self.now = now
        self.palette = palette
    }

    /// The colour under every row: the page when it is painted, else clear (the terminal's own).
    public var pageFill: RGBA { usesPixels && paintsPage ? theme.page : .clear }

    /// The background for text (a badge, a pill) meant to be `colour`: itself, unless the
    /// terminal's few colours would show it as one on which no ink reaches
    /// `RGBA.legibleContrastRatio`; then the palette colour nearest to it (CIELAB, as the screen
    /// reduces) on which some ink does. In eight colours the feed's blue badges would become
    /// xterm's magenta, on which the best ink, black, reaches 4.48: they become its blue instead.
    public func textBackground(_ colour: RGBA) -> RGBA {
        guard let palette, colour.isOpaque else { return colour }
        let colours = palette.colors
        func readable(_ paper: RGBA) -> Bool {
            colours.contains { $0.contrastRatio(with: paper) >= RGBA.legibleContrastRatio }
        }
        let wanted = CIELab(colour)
        func distance(_ c: RGBA) -> Double {
            let lab = CIELab(c)
            let dl = lab.l - wanted.l
            let da = lab.a - wanted.a
            let db = lab.b - wanted.b
            return dl * dl + da * da + db * db
        }
        let ranked = colours.sorted { distance($0) < distance($1) }
        guard let nearest = ranked.first, !readable(nearest) else { return colour }
        return ranked.first(where: readable) ?? colour
    }
}
