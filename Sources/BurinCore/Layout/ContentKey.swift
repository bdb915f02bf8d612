/// A row's stable identity: its ordinal in the source, which survives filtering and reloads.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: RowID, b: RowID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// Everything a row's drawing depends on. Two drawings with equal keys are interchangeable, so a row
/// scrolled away and back is shown from the cache without a redraw.
///
/// `Style` is the renderer's own: whatever beyond the content and the width changes how rows look
/// (a theme, a blitter, a colour depth). The pipeline makes every key itself, so a renderer can
/// never file work under another row's key.
public struct ContentKey<Style: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Which row.
    public var row: RowID
    /// The row's content version: moves on every change of the record or of its per-row state.
    public var version: Int
    /// The width in cells the row was laid out for.
    public var width: Int
    /// How rows look: a change redraws every row.
    public var style: Style

    public init(row: RowID, version: Int, width: Int, style: Style) {
        self.row = row
        self.version = version
        self.width = width
        self.style = style
    }

    public var description: String { "\(row)v\(version)w\(width)" }

    /// The row, version and width mixed into one combine before the style's own: the caches look
    /// keys up many times a frame, and each combine is a round of SipHash.
    public func hash(into hasher: inout Hasher) {
        var h = UInt64(bitPattern: Int64(row.rawValue)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: Int64(version))) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= UInt64(bitPattern: Int64(width))
        hasher.combine(h)
        hasher.combine(style)
    }
}
