public import BurinCore
public import BurinText

/// Collects a row's paint ops, text runs and hit regions while a design places its elements: Graver's
/// attributed item, appended to piece by piece and frozen into an immutable `RowLayout`. Any app's
/// cards are built with it; `Action` is what a click on a part of the app's rows means.
///
/// An image slot (`image(_:in:)`) is drawn in half-blocks, and, where the viewer shows real pixels,
/// also as a kitty or sixel picture when the renderer draws with `RowDrawer.draw(_:pictures:)`.
/// - Note: Layout queue only (it uses that thread's text engine).
public struct RowLayoutBuilder<Action: Hashable & Sendable> {
    public let engine: TextLayoutEngine
    /// Columns the row is laid out for.
    public let width: Int
    /// Under every pixel of the row: the painted page, or clear for the terminal's own background.
    public let background: RGBA
    public var paint: [PaintOp] = []
    public var text: [TextRun] = []
    public var hitRegions: [HitRegion<Action>] = []
    /// Characters replaced or cut while making text display-safe, for the app's counters.
    public var sanitised = 0

    public init(engine: TextLayoutEngine, width: Int, background: RGBA = .clear) {
        self.engine = engine
        self.width = width
        self.background = background
    }

    /// Lays `attributed` out at (`x`, `y`) within `width` columns and keeps its runs. The width is cut
    /// to what is left of the row, so no design can place text outside it, however narrow the row.
    @discardableResult
    public mutating func place(
        _ attributed: AttributedText, x: Int, y: Int, width: Int, maxLines: Int = 1, truncation: Truncation = .end,
        alignment: TextAlignment = .left
    ) -> TextBlock {
        let width = min(width, self.width - x)
        guard width > 0, x >= 0 else { return .empty }
        let block = engine.layout(
            attributed, width: width, maxLines: maxLines, truncation: truncation, alignment: alignment,
            origin: CellPoint(x: x, y: y), newlines: .space)
        text += block.runs
        sanitised += block.sanitisedCount
        return block
    }

    /// `string` in one style, laid out as `place(_:x:y:width:)` lays attributed text out.
    @discardableResult
    public mutating func place(_ string: String, style: TextStyle, x: Int, y: Int, width: Int) -> TextBlock {
        place(AttributedText(string, style: style), x: x, y: y, width: width)
    }

    /// A rectangle of `color` (cell units), its corners rounded by `radius` cell widths.
    public mutating func fill(_ rect: UnitRect, _ color: RGBA, radius: Double = 0) {
        paint.append(.fill(rect, color, radius: radius))
    }

    /// An image slot: `rect` (cell units) shows the image `name` (a file path, a web address the
    /// drawer's image source serves, or a name an app's image cache makes pictures for), scaled to
    /// fill it, corners rounded; `fallback` when it cannot be had. Paint ops added after it (a fill that
    /// dims it) are painted over its picture too.
    public mutating func image(_ name: String, in rect: UnitRect, radius: Double = 0, fallback: ImageFallback) {
        paint.append(.image(path: name, rect, radius: radius, fallback: fallback))
    }

    /// `string` made display-safe (escapes, controls, bidi controls and joiners replaced or cut as in
    /// terminal text), for paint ops that carry text of their own: the drawer shows what it is given,
    /// and an unpainted glyph falls back to a terminal character, which must not be an escape.
    public mutating func displaySafe(_ string: String) -> String {
        let clean = Sanitizer(newlines: .space).sanitize(string)
        sanitised += clean.sanitisedCount
        return clean.clusters.map(\.text).joined()
    }

    /// The measured width of `string` after sanitising.
    public func measure(_ string: String) -> Int { engine.width(string) }

    /// A click in `rect` (the row's cells) asks for `action`; regions added first win.
    public mutating func hit(_ rect: CellRect, _ action: Action) {
        guard !rect.isEmpty else { return }
        hitRegions.append(HitRegion(rect: rect, action: action))
    }

    public func build(height: Int) -> RowLayout<Action> {
        RowLayout(
            size: CellSize(width: width, height: max(1, height)), background: background, paint: paint, text: text,
            hitRegions: hitRegions)
    }
}
