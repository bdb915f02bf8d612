public import BurinCore
import BurinTerminal

/// A grid as plain text: one line per row, continuation cells skipped, each line ending in a newline.
/// What a golden file of a screen's characters holds; trailing spaces are kept so widths can be checked.
public struct TextSnapshotWriter: Sendable {
    public init() {}

    /// The grid's characters. Control characters that slipped into a cell become U+FFFD.
    public func render(_ grid: CellGrid) -> String {
        var out = ""
        out.reserveCapacity(grid.size.area + grid.size.height)
        for y in 0..<grid.size.height {
            for cell in grid.row(y) where !cell.isContinuation { out += TerminalText.safe(cell.text) }
            out += "\n"
        }
        return out
    }
}
