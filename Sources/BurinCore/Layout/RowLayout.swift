/// A row laid out for one width: an immutable display list that a worker draws into a `CellBitmap`.
///
/// The pixel layer (`paint`) is drawn first into a pixel canvas and reduced to cells by a blitter; the
/// character layer (`text`) is then set on top, each character taking its background from the pixels
/// beneath unless its style gives one. `hitRegions` say what a click on a cell does.
public struct RowLayout: Sendable {
    public var key: ContentKey
    public var size: CellSize
    /// Colour under everything; clear means the terminal's default background.
    public var background: RGBA
    public var paint: [PaintOp]
    public var text: [TextRun]
    public var hitRegions: [HitRegion]
    /// Clusters replaced while laying out (controls, escapes, unmeasurable clusters), for the counters.
    public var sanitisedCount: Int

    public init(
        key: ContentKey, size: CellSize, background: RGBA = .clear, paint: [PaintOp] = [],
        text: [TextRun] = [], hitRegions: [HitRegion] = [], sanitisedCount: Int = 0
    ) {
        self.key = key
        self.size = size
        self.background = background
        self.paint = paint
        self.text = text
        self.hitRegions = hitRegions
        self.sanitisedCount = sanitisedCount
    }
}

/// One drawing step of the pixel layer, in cell units (see `UnitRect`).
public enum PaintOp: Sendable, Equatable {
    /// A filled rectangle with corners rounded by `radius` cell widths.
    case fill(UnitRect, RGBA, radius: Double)
    /// A rounded outline `thickness` pixels wide.
    case stroke(UnitRect, RGBA, radius: Double, thickness: Double)
    /// A soft shadow of a rounded rectangle, offset by `dx`/`dy` cells and blurred by `blur` cells.
    case shadow(UnitRect, RGBA, radius: Double, dx: Double, dy: Double, blur: Double)
    /// A linear gradient from `from` to `to`; `angle` in degrees, 0 is left to right, 90 top to bottom.
    case gradient(UnitRect, from: RGBA, to: RGBA, angle: Double, radius: Double)
    /// An image file scaled to fill `rect` (cropped to its aspect), corners rounded; when it is missing
    /// or corrupt, `fallback` is drawn instead and counted.
    case image(path: String, UnitRect, radius: Double, fallback: ImageFallback)
    /// Display text rasterised with FreeType, baseline-aligned inside `rect`, `pixelHeight` in cells.
    case displayText(String, UnitRect, RGBA, pixelHeight: Double, bold: Bool)
}

/// What an image slot shows when its image cannot be had: initials on a colour.
public struct ImageFallback: Sendable, Equatable {
    public var initials: String
    public var background: RGBA
    public var foreground: RGBA

    public init(initials: String, background: RGBA, foreground: RGBA = .white) {
        self.initials = initials
        self.background = background
        self.foreground = foreground
    }
}

/// How a run of text looks on the character layer. Nil colours inherit: foreground from the terminal,
/// background from the pixel layer beneath.
public struct TextStyle: Hashable, Sendable {
    public var foreground: RGBA?
    public var background: RGBA?
    public var attributes: CellAttributes

    public init(foreground: RGBA? = nil, background: RGBA? = nil, attributes: CellAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = TextStyle()
}

/// One grapheme cluster, sanitised and measured: `width` is 1 or 2 columns.
public struct Cluster: Hashable, Sendable {
    public var text: String
    public var width: Int

    public init(_ text: String, width: Int) {
        self.text = text
        self.width = width
    }
}

/// A run of measured clusters placed on the character layer, starting at cell (`x`, `y`).
public struct TextRun: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var clusters: [Cluster]
    public var style: TextStyle

    public init(x: Int, y: Int, clusters: [Cluster], style: TextStyle) {
        self.x = x
        self.y = y
        self.clusters = clusters
        self.style = style
    }

    /// Columns the run covers.
    public var width: Int { clusters.reduce(0) { $0 + $1.width } }
}

/// A clickable part of a row and what a click there does.
public struct HitRegion: Hashable, Sendable {
    public var rect: CellRect
    public var action: HitAction

    public init(rect: CellRect, action: HitAction) {
        self.rect = rect
        self.action = action
    }
}

/// What a click on a region asks the viewer to do.
public enum HitAction: Hashable, Sendable {
    case focusRow
    case toggleExpanded
    case filter(String)
}
