public import BurinCore

/// Column widths as ncurses counts them: glibc `wcwidth` under a UTF-8 locale, whatever locale the
/// calling thread has.
///
/// The numbers come from an immutable table built once, on first use, on whichever thread asks first
/// (that thread is switched to `C.UTF-8` for the build and switched back). Every lookup after that is
/// a pure array read, safe from any thread. Call `prepare()` early to pay the build (about 2.5 ms in a
/// release build) at a moment of your choosing.
///
/// A grapheme cluster is shown the way ncurses stores it: one cell per spacing scalar, zero-width
/// scalars riding on the cell before them. Clusters whose width terminals disagree on are rewritten
/// deterministically so that what reaches the screen has exactly the width counted here:
/// - an emoji ZWJ sequence becomes its first emoji (`👨‍👩‍👧` → `👨`, `🏳️‍🌈` → `🏳`);
/// - presentation selectors VS15/VS16 (U+FE0E, U+FE0F) are dropped, so `❤️` is `❤` at its `wcwidth`
///   of 1 and `⌚︎` is `⌚` at 2; a keycap `1️⃣` becomes `1⃣`, width 1;
/// - skin-tone modifiers after a base are dropped (`👍🏽` → `👍`);
/// - a regional indicator becomes its ASCII letter, so a flag `🇩🇪` is the two cells `D` `E`;
/// - an emoji tag sequence (`🏴󠁧󠁢󠁳󠁣󠁴󠁿`) becomes its black flag `🏴`; a tag character anywhere else is replaced;
/// - a spacing scalar inside a cluster (a Devanagari vowel sign, a conjunct's second consonant) starts
///   a cell of its own, as ncurses would do;
/// - a scalar `wcwidth` calls unprintable (unassigned, newer than glibc's tables) becomes `�`, width 1;
/// - a combining mark with nothing to combine with is shown on a dotted circle `◌`, width 1, so no
///   cluster ever has width 0; invisible default-ignorable scalars alone (ZWSP, word joiner, a lone
///   variation selector) and soft hyphens are dropped, since they have nothing to show;
/// - a cell keeps at most four zero-width scalars, as many as ncurses stores (Zalgo text is cut).
public enum TerminalWidth {
    /// The replacement shown for anything unprintable.
    public static let replacement = Cluster("\u{FFFD}", width: 1)
    /// The base a lone combining mark is drawn on (U+25CC, the Unicode convention).
    static let dottedCircle: Unicode.Scalar = "\u{25CC}"

    /// Builds the width table now rather than on first use.
    public static func prepare() { _ = WidthTable.shared }

    /// Where the widths come from (glibc under a UTF-8 locale, or Unicode properties as a fallback).
    public static var tableSource: WidthTableSource { WidthTable.shared.source }

    /// How long building the width table took.
    public static var tableBuildDuration: Duration { WidthTable.shared.buildDuration }

    /// `wcwidth` of one scalar under a UTF-8 locale: -1 (not printable), 0, 1 or 2.
    @inline(__always)
    public static func width(of scalar: Unicode.Scalar) -> Int {
        WidthTable.shared.width(scalar.value)
    }

    /// Columns `character` takes once shown (see the type's rules); controls count as their
    /// replacement. Never negative.
    public static func width(of character: Character) -> Int {
        var clusters = [Cluster]()
        _ = appendDisplayClusters(of: character, to: &clusters)
        return clusters.reduce(0) { $0 + $1.width }
    }

    /// The cells `character` is shown as, each 1 or 2 columns wide (none for invisible characters).
    public static func displayClusters(of character: Character) -> [Cluster] {
        var clusters = [Cluster]()
        _ = appendDisplayClusters(of: character, to: &clusters)
        return clusters
    }
}
