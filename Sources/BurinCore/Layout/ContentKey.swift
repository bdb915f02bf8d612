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

    /// One combine of the fields mixed together, instead of four: the caches look keys up many
    /// times a frame, and each combine is a round of SipHash.
    public func hash(into hasher: inout Hasher) {
        var h = UInt64(bitPattern: Int64(row.rawValue)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: Int64(version))) &* 0xC2B2_AE3D_27D4_EB4F
        h = (h ^ UInt64(bitPattern: Int64(width))) &* 0x1656_67B1_9E37_79F9
        h ^= UInt64(bitPattern: Int64(style))
        hasher.combine(h)
    }
}
