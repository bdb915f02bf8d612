public import BurinTerminal
import FeedData

/// `--theme`: a theme by name, or (the default) the one that matches the terminal's background.
public enum ThemeChoice: Sendable, Equatable {
    case automatic
    case named(FeedTheme)

    /// `auto`, or a theme's name; nil for anything else.
    public init?(name: String) {
        if name == "auto" {
            self = .automatic
        } else if let theme = FeedTheme.all.first(where: { $0.name == name }) {
            self = .named(theme)
        } else {
            return nil
        }
    }

    /// The names `--theme` takes.
    public static var names: [String] { ["auto"] + FeedTheme.all.map(\.name) }

    /// The theme to draw with on a terminal with `background`, and whether the page must be painted.
    ///
    /// The page is left to the terminal only when its background is known to be of the theme's
    /// lightness: a dark theme on a light terminal (or one that did not say) paints its page, so the
    /// gaps between cards are never the terminal's white under a dark card's edge.
    public func resolve(for background: TerminalBackground) -> (theme: FeedTheme, paintsPage: Bool) {
        let theme: FeedTheme =
            switch self {
            case .automatic: .matching(lightBackground: background.isLight)
            case .named(let theme): theme
            }
        return (theme, !(background.isKnown && background.isLight == theme.isLight))
    }
}
