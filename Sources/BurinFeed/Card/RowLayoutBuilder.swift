import BurinCore
import BurinText

/// Collects a row's paint ops, text runs and hit regions while a design places its elements: Graver's
/// attributed item, appended to piece by piece and frozen into an immutable `RowLayout`.
/// - Note: Layout queue only (it uses that thread's text engine).
struct RowLayoutBuilder {
    let engine: TextLayoutEngine
    let key: ContentKey
    /// Under every pixel of the row: the painted page, or clear for the terminal's own background.
    let background: RGBA
    var paint: [PaintOp] = []
    var text: [TextRun] = []
    var hitRegions: [HitRegion] = []
    var sanitised = 0

    init(engine: TextLayoutEngine, key: ContentKey, background: RGBA = .clear) {
        self.engine = engine
        self.key = key
        self.background = background
    }

    var width: Int { key.width }

    /// Lays `attributed` out at (`x`, `y`) within `width` columns and keeps its runs. The width is cut
    /// to what is left of the row, so no design can place text outside it, however narrow the row.
    @discardableResult
    mutating func place(
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

    /// `string` made display-safe (escapes, controls, bidi controls and joiners replaced or cut as in
    /// terminal text), for paint ops that carry text of their own: the drawer shows what it is given,
    /// and an unpainted glyph falls back to a terminal character, which must not be an escape.
    mutating func displaySafe(_ string: String) -> String {
        let clean = Sanitizer(newlines: .space).sanitize(string)
        sanitised += clean.sanitisedCount
        return clean.clusters.map(\.text).joined()
    }

    /// The measured width of `string` after sanitising.
    func measure(_ string: String) -> Int { engine.width(string) }

    mutating func hit(_ rect: CellRect, _ action: HitAction) {
        guard !rect.isEmpty else { return }
        hitRegions.append(HitRegion(rect: rect, action: action))
    }

    func build(height: Int) -> RowLayout {
        RowLayout(
            key: key, size: CellSize(width: key.width, height: max(1, height)), background: background, paint: paint,
            text: text, hitRegions: hitRegions, sanitisedCount: sanitised)
    }
}
