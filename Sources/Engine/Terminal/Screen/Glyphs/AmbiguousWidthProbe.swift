/// The start-up question that finds the terminal's `AmbiguousWidth`, as vim does: print an
/// ambiguous character at the top left, ask where the cursor is (CPR, `CSI 6 n`), erase the line.
/// The cursor is then in column 2 (one cell) or 3 (two). The first frame paints over the line, and
/// a terminal that answers nothing (or late, after DA1) is taken as narrow, as most are.
public enum AmbiguousWidthProbe {
    /// `CSI H`, `▀`, CPR, then the line erased and the cursor home again.
    public static let question = Array("\u{1B}[H\u{2580}\u{1B}[6n\u{1B}[H\u{1B}[2K".utf8)

    /// The width an answer to the probe shows; nil for a report that is not the probe's (another
    /// row: not the answer to this question).
    public static func width(fromReportAt row: Int, column: Int) -> AmbiguousWidth? {
        guard row == 1 else { return nil }
        return column >= 3 ? .wide : .narrow
    }
}
