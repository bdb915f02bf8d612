/// How many cells the terminal draws an East Asian Ambiguous character in (`AmbiguousCharacters`):
/// one, as glibc counts and most terminals do, or two (GNOME Terminal's "ambiguous-width
/// characters: wide"). Found at start by printing one and asking where the cursor went
/// (`AmbiguousWidthProbe`), or told (`--ambiguous`, `BURIN_AMBIGUOUS`).
public enum AmbiguousWidth: String, Sendable, Equatable, CaseIterable {
    case narrow
    case wide

    /// `narrow` or `wide`; nil for anything else (`auto` is the caller's: ask the terminal).
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}
