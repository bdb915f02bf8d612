/// A row's stable identity: its ordinal in the source, which survives filtering and reloads.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: RowID, b: RowID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// Everything a row's drawing depends on. Two drawings with equal keys are interchangeable, so a row
/// scrolled away and back is shown from the cache without a redraw.
public struct ContentKey: Hashable, Sendable, CustomStringConvertible {
    /// Which row.
    public var row: RowID
    /// The row's content version: moves on every change of the record or of its per-row state
    /// (expanded, focused).
    public var version: Int
    /// The width in cells the row was laid out for.
    public var width: Int
    /// Theme, blitter and colour depth folded into one number: a change redraws every row.
    public var style: Int

    public init(row: RowID, version: Int, width: Int, style: Int) {
        self.row = row
        self.version = version
        self.width = width
        self.style = style
    }

    public var description: String { "\(row)v\(version)w\(width)s\(style)" }
}
