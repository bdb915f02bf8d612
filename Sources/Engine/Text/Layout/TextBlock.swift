public import BurinCore

/// How lines sit inside the layout width.
public enum TextAlignment: Hashable, Sendable {
    case left
    case center
    case right
}

/// Text laid out for a width: positioned runs, one or more per line, each in its own style.
public struct TextBlock: Hashable, Sendable {
    /// Runs in reading order, absolute positions (the layout's origin added). A line with text in
    /// several styles has several runs; an empty line has none.
    public var runs: [TextRun]
    public var lineCount: Int
    /// From the origin: `width` reaches the right end of the furthest line (alignment offsets
    /// included), `height` is `lineCount`.
    public var size: CellSize
    /// Things the sanitiser replaced with a marker.
    public var sanitisedCount: Int
    /// Whether text was cut to respect `maxLines`.
    public var isTruncated: Bool

    public static let empty = TextBlock(
        runs: [], lineCount: 0, size: CellSize(width: 0, height: 0), sanitisedCount: 0, isTruncated: false)
}
