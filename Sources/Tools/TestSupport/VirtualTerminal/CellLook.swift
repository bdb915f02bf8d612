public import BurinCore

/// What a half-block cell shows to the eye: the colour of its top half and of its bottom half.
///
/// `▀` in ink A on paper B shows what `▄` in ink B on paper A shows, and a space on A what `█` in
/// A shows: the screen spells a picture's cells from the pen the terminal has, so a test comparing
/// a terminal with a snapshot compares such cells by their look, and every other cell as before.
public struct CellLook: Hashable, Sendable {
    /// A colour as a cell shows it: the terminal's default ink and default paper are colours of
    /// their own (they differ from each other and from every colour set).
    public enum Paint: Hashable, Sendable {
        case defaultInk
        case defaultPaper
        case color(RGBA)
    }

    public var top: Paint
    public var bottom: Paint

    public init(top: Paint, bottom: Paint) {
        self.top = top
        self.bottom = bottom
    }

    /// The look of a cell holding `text` drawn with `rendition`: nil where it is not a half-block
    /// cell (`▀`, `▄`, `█`, a space) or an attribute shows on it (bold may brighten an ink, reverse
    /// swaps them, underline shows on a space), so that it is compared character by character.
    public init?(_ text: String, _ rendition: TerminalRendition) {
        let ink = rendition.foreground.map(Paint.color) ?? .defaultInk
        let paper = rendition.background.map(Paint.color) ?? .defaultPaper
        if text == " " {
            guard rendition.attributes.isSubset(of: [.bold, .dim, .italic]) else { return nil }
            self.init(top: paper, bottom: paper)
            return
        }
        guard rendition.attributes.isEmpty else { return nil }
        switch text {
        case "\u{2580}": self.init(top: ink, bottom: paper)
        case "\u{2584}": self.init(top: paper, bottom: ink)
        case "\u{2588}": self.init(top: ink, bottom: ink)
        default: return nil
        }
    }

    /// Whether a cell holding `actual` shows what one holding `expected` shows, by their characters:
    /// the same character, or two half-block cells with the same look. (The colours of equal
    /// characters are the caller's to compare, or not.)
    public static func sameCharacter(
        _ expected: String, _ expectedRendition: TerminalRendition, _ actual: String,
        _ actualRendition: TerminalRendition
    ) -> Bool {
        if expected == actual { return true }
        guard let want = CellLook(expected, expectedRendition), let seen = CellLook(actual, actualRendition) else {
            return false
        }
        return want == seen
    }
}
