import BurinCore
import BurinListViewer
import BurinText
import FeedData

/// Marks where a filter matched: the occurrences of the query in a name, category or tag get the
/// theme's match colours (reverse video without colour), as less and fzf mark matches.
enum MatchHighlight {
    /// `string` in `style`, with every case-insensitive occurrence of any of `words` in `match`
    /// style (the longest where several start at one place). Matching is by characters, lower-cased
    /// one by one, as `FeedItem.matches` lower-cases the text.
    static func text(_ string: String, words: [String], style: TextStyle, match: TextStyle) -> AttributedText {
        let needles = Set(words.map { $0.lowercased() }.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
        guard !needles.isEmpty else { return AttributedText(string, style: style) }
        let characters = Array(string)
        let lowered = characters.map { String($0).lowercased() }
        var out = AttributedText()
        var plain = ""
        var i = 0
        while i < characters.count {
            if let end = needles.lazy.compactMap({ matchEnd(lowered, from: i, needle: $0) }).first {
                out.append(plain, style: style)
                plain = ""
                out.append(String(characters[i..<end]), style: match)
                i = end
            } else {
                plain.append(characters[i])
                i += 1
            }
        }
        out.append(plain, style: style)
        return out
    }

    /// The end of a match of `needle` starting at character `start`, or nil.
    private static func matchEnd(_ lowered: [String], from start: Int, needle: String) -> Int? {
        var joined = ""
        var end = start
        while end < lowered.count, joined.count < needle.count {
            joined += lowered[end]
            end += 1
            if joined == needle { return end }
            guard needle.hasPrefix(joined) else { return nil }
        }
        return nil
    }

    /// `string` in `base`, the words of the filter a card is drawn for (`presentation.highlights`)
    /// marked in the match style of `style`'s theme.
    static func marked(
        _ string: String, _ base: TextStyle, _ presentation: RowPresentation, _ style: FeedStyle
    ) -> AttributedText {
        text(
            string, words: presentation.highlights, style: base,
            match: Self.style(style.theme, usesColor: style.usesPixels, base: base))
    }

    /// How a match looks in `style`: the theme's match colours, or reverse video without colour.
    static func style(_ theme: FeedTheme, usesColor: Bool, base: TextStyle) -> TextStyle {
        usesColor
            ? TextStyle(foreground: theme.matchText, background: theme.match, attributes: base.attributes)
            : TextStyle(attributes: base.attributes.union(.reverse))
    }
}
