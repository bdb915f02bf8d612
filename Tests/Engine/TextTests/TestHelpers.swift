import BurinCore
import BurinText

/// The lines of a block as plain strings, runs placed at their columns (relative to `origin`), so a
/// layout test reads like the screen.
func renderedLines(_ block: TextBlock, origin: CellPoint = CellPoint(x: 0, y: 0)) -> [String] {
    var lines = [String](repeating: "", count: block.lineCount)
    var columns = [Int](repeating: 0, count: block.lineCount)
    for run in block.runs.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
        let y = run.y - origin.y
        let x = run.x - origin.x
        if x > columns[y] { lines[y] += String(repeating: " ", count: x - columns[y]) }
        for cluster in run.clusters { lines[y] += cluster.text }
        columns[y] = x + run.width
    }
    return lines
}

/// Columns each line covers, from the origin's column to the end of its last run.
func lineWidths(_ block: TextBlock, originX: Int = 0) -> [Int] {
    var widths = [Int](repeating: 0, count: block.lineCount)
    for run in block.runs {
        widths[run.y] = max(widths[run.y], run.x - originX + run.width)
    }
    return widths
}

func texts(_ clusters: [Cluster]) -> [String] { clusters.map(\.text) }

func joined(_ clusters: [Cluster]) -> String { clusters.map(\.text).joined() }
