public import BurinCore
import BurinText

extension CellGrid {
    /// Writes `string` at (`x`, `y`) in one style, sanitised and cut with "…" to `width` columns.
    /// Everything the viewer writes itself (status bar, overlay, help) goes through here, so no byte of
    /// data reaches the terminal unsanitised. Returns the columns written.
    @discardableResult
    public mutating func write(
        _ string: String, x: Int, y: Int, width: Int? = nil, style: TextStyle = .plain
    ) -> Int {
        let limit = min(width ?? (size.width - x), size.width - x)
        guard limit > 0, y >= 0, y < size.height else { return 0 }
        let clusters = TextMetrics.truncate(TextMetrics.clusters(string), toWidth: limit, mode: .end)
        put(TextRun(x: x, y: y, clusters: clusters, style: style))
        return TextMetrics.width(of: clusters)
    }
}
