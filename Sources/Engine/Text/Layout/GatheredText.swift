import BurinCore

/// The clusters of every run of an `AttributedText`, side by side with their break classes and style
/// indices: what line breaking and placement work on. A value type, so the hot loops over it pay no
/// exclusivity checks; the engine keeps one between layouts to reuse its storage.
struct GatheredText {
    var clusters: [Cluster] = []
    var classes: [BreakClass] = []
    /// For each cluster, the index of its run's style in `styleTable`.
    var styles: [Int] = []
    /// Indices where a hard line break starts a new line, ascending; none at the very end.
    var hardBreaks: [Int] = []
    var styleTable: [TextStyle] = []
    var sanitisedCount = 0

    var isEmpty: Bool { clusters.isEmpty && hardBreaks.isEmpty }

    mutating func removeAll() {
        clusters.removeAll(keepingCapacity: true)
        classes.removeAll(keepingCapacity: true)
        styles.removeAll(keepingCapacity: true)
        hardBreaks.removeAll(keepingCapacity: true)
        styleTable.removeAll(keepingCapacity: true)
        sanitisedCount = 0
    }

    mutating func append(_ measured: MeasuredText, style: TextStyle) {
        let base = clusters.count
        for lineBreak in measured.lineBreaks { hardBreaks.append(base + lineBreak) }
        clusters.append(contentsOf: measured.clusters)
        classes.append(contentsOf: measured.classes)
        styles.append(contentsOf: repeatElement(styleTable.count, count: measured.clusters.count))
        styleTable.append(style)
        sanitisedCount += measured.sanitisedCount
    }

    /// Drops hard breaks at the end (trailing newlines make no lines) and, for a one-column layout,
    /// shows each wide cluster as `…`, since it cannot fit.
    mutating func finish(width: Int) {
        while let last = hardBreaks.last, last == clusters.count { hardBreaks.removeLast() }
        guard width < 2 else { return }
        for i in clusters.indices where clusters[i].width > 1 {
            clusters[i] = TruncationPlan.ellipsisCluster
            classes[i] = .other
        }
    }
}
