/// A row laid out for one width: an immutable display list that a worker draws into a `CellBitmap`.
///
/// The pixel layer (`paint`) is drawn first into a pixel canvas and reduced to cells by a blitter; the
/// character layer (`text`) is then set on top, each character taking its background from the pixels
/// beneath unless its style gives one. `hitRegions` say what a click on a cell does, in the
/// renderer's own `Action` vocabulary.
public struct RowLayout<Action: Hashable & Sendable>: Sendable {
    public var size: CellSize
    /// Colour under everything; clear means the terminal's default background.
    public var background: RGBA
    public var paint: [PaintOp]
    public var text: [TextRun]
    /// Most specific first: a click does what the first region containing it says.
    public var hitRegions: [HitRegion<Action>]

    public init(
        size: CellSize, background: RGBA = .clear, paint: [PaintOp] = [], text: [TextRun] = [],
        hitRegions: [HitRegion<Action>] = []
    ) {
        self.size = size
        self.background = background
        self.paint = paint
        self.text = text
        self.hitRegions = hitRegions
    }

    /// What a click at `point` (cells, from the row's top-left) asks for, if any region has it.
    public func action(at point: CellPoint) -> Action? {
        hitRegions.first { $0.rect.contains(point) }?.action
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
    /// An image (a file path, or a web address its drawer's `RemoteImageSource` serves) scaled to
    /// fill `rect` (cropped to its aspect), corners rounded; when it cannot be had, `fallback` is
    /// drawn instead and counted; while it is still coming, the fallback's quiet `placeholder`.
    case image(path: String, UnitRect, radius: Double, fallback: ImageFallback)
    /// Display text rasterised with FreeType, baseline-aligned inside `rect`, `pixelHeight` in cells.
    case displayText(String, UnitRect, RGBA, pixelHeight: Double, bold: Bool)
}

/// What an image slot shows when its image cannot be had: a short label on a colour. While the
/// image is still on its way (fetched by URL), the slot shows `placeholder` alone instead, a quiet
/// tile with no label, so a picture about to arrive is not mistaken for one that failed.
public struct ImageFallback: Sendable, Equatable {
    public var label: String
    public var background: RGBA
    public var foreground: RGBA
    public var placeholder: RGBA

    /// A translucent mid grey by default: over a dark card a little lighter, over a light one a
    /// little darker, quiet in either theme.
    public static let quietPlaceholder = RGBA(128, 128, 128, 48)

    public init(label: String, background: RGBA, foreground: RGBA = .white, placeholder: RGBA = quietPlaceholder) {
        self.label = label
        self.background = background
        self.foreground = foreground
        self.placeholder = placeholder
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

/// A clickable part of a row and what a click there does, in the renderer's words.
public struct HitRegion<Action: Hashable & Sendable>: Hashable, Sendable {
    public var rect: CellRect
    public var action: Action

    public init(rect: CellRect, action: Action) {
        self.rect = rect
        self.action = action
    }
}
