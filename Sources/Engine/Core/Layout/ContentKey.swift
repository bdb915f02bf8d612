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
///
/// The caches look keys up many times a frame, and a style may be large (a theme of many colours),
/// so a key carries its style's hash, taken once: hashing a key is one round of SipHash whatever the
/// style, and keys of different styles are told apart without comparing the styles. The style is
/// held in a shared box: the keys the pipeline makes for one style share one, so copying a key copies
/// a reference, and two keys with the same box have the same style without comparing it.
public struct ContentKey<Style: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Which row.
    public var row: RowID
    /// The row's content version: moves on every change of the record or of its per-row state.
    public var version: Int
    /// The width in cells the row was laid out for.
    public var width: Int
    /// How rows look: a change redraws every row.
    public var style: Style {
        get { styleBox.style }
        set { (styleBox, styleHash) = (StyleBox(newValue), newValue.hashValue) }
    }
    private var styleBox: StyleBox<Style>
    /// `style.hashValue`, kept.
    private var styleHash: Int

    public init(row: RowID, version: Int, width: Int, style: Style) {
        self.init(row: row, version: version, width: width, style: StyleBox(style), styleHash: style.hashValue)
    }

    /// A key whose style's box and hash the caller already has (the pipeline makes them once per
    /// style).
    init(row: RowID, version: Int, width: Int, style: StyleBox<Style>, styleHash: Int) {
        self.row = row
        self.version = version
        self.width = width
        self.styleBox = style
        self.styleHash = styleHash
    }

    public var description: String { "\(row)v\(version)w\(width)" }

    public static func == (a: Self, b: Self) -> Bool {
        a.row == b.row && a.version == b.version && a.width == b.width && a.styleHash == b.styleHash
            && (a.styleBox === b.styleBox || a.style == b.style)
    }

    /// The row, version, width and style's hash mixed into one combine.
    public func hash(into hasher: inout Hasher) {
        var h = UInt64(bitPattern: Int64(row.rawValue)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: Int64(version))) &* 0xC2B2_AE3D_27D4_EB4F
        h = (h ^ UInt64(bitPattern: Int64(width))) &* 0x1656_67B1_9E37_79F9
        h ^= UInt64(bitPattern: Int64(styleHash))
        hasher.combine(h)
    }
}

/// A style shared by the keys made with it.
final class StyleBox<Style: Hashable & Sendable>: Sendable {
    let style: Style
    init(_ style: Style) { self.style = style }
}
