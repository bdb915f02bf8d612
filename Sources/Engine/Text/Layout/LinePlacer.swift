import BurinCore

/// Turns lines of clusters into aligned, positioned `TextRun`s, one run per stretch of equal style.
struct LinePlacer {
    let width: Int
    let alignment: TextAlignment
    let origin: CellPoint
    let styleTable: [TextStyle]
    private(set) var runs: [TextRun] = []
    private(set) var lineCount = 0
    private(set) var maxRight = 0

    // The line being placed.
    private var firstRun = 0
    private var lineWidth = 0
    private var runStart = 0
    private var currentStyle = -1
    private var pending = [Cluster]()
    private var y = 0

    init(width: Int, alignment: TextAlignment, origin: CellPoint, styleTable: [TextStyle]) {
        self.width = width
        self.alignment = alignment
        self.origin = origin
        self.styleTable = styleTable
    }

    /// Places the clusters `range` of `text` as line `y`.
    mutating func place(_ range: Range<Int>, of text: GatheredText, y: Int) {
        beginLine(y)
        for i in range { add(text.clusters[i], style: text.styles[i]) }
        endLine()
    }

    /// Places (cluster, style index) pairs as line `y`.
    mutating func place(_ items: [(Cluster, Int)], y: Int) {
        beginLine(y)
        for (cluster, style) in items { add(cluster, style: style) }
        endLine()
    }

    /// Places `clusters`, `width` columns in all, as line `y` in one style.
    mutating func place(wholeRun clusters: [Cluster], width: Int, style: Int, y: Int) {
        beginLine(y)
        runs.append(TextRun(x: 0, y: origin.y + y, clusters: clusters, style: styleTable[style]))
        lineWidth = width
        endLine()
    }

    private mutating func beginLine(_ y: Int) {
        self.y = y
        firstRun = runs.count
        lineWidth = 0
        runStart = 0
        currentStyle = -1
    }

    private mutating func add(_ cluster: Cluster, style: Int) {
        if style != currentStyle {
            flushRun()
            runStart = lineWidth
            currentStyle = style
        }
        pending.append(cluster)
        lineWidth += cluster.width
    }

    private mutating func flushRun() {
        guard !pending.isEmpty else { return }
        runs.append(TextRun(x: runStart, y: origin.y + y, clusters: pending, style: styleTable[currentStyle]))
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func endLine() {
        flushRun()
        let offset: Int
        switch alignment {
        case .left: offset = 0
        case .center: offset = max(0, width - lineWidth) / 2
        case .right: offset = max(0, width - lineWidth)
        }
        for k in firstRun..<runs.count { runs[k].x += origin.x + offset }
        lineCount = max(lineCount, y + 1)
        maxRight = max(maxRight, offset + lineWidth)
    }
}
