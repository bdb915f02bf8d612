/// Row heights the pipeline measured, by list position, kept across frames so that a frame measures
/// only the rows that changed. A height from a row's layout holds while the row's identity is the
/// same, keys are made with the same width and style, and no layout has left the cache since; an
/// estimate holds only within the frame it was taken in, while no layout is stored.
/// - Note: Main loop only.
struct HeightMemo {
    private struct Entry {
        var row: RowIdentity?
        var height: Int
        var keyGeneration: Int
        /// The layout cache's evictions (a layout's height), or the frame and layout generation (an
        /// estimate) it was taken with.
        var fromLayout: Bool
        var stamp: Int
        var frame: Int
    }

    /// What the pipeline's caches are now, for judging the entries.
    struct Now {
        var keyGeneration: Int
        var evictions: Int
        var layoutGeneration: Int
        var frame: Int
    }

    private var entries: [Int: Entry] = [:]

    /// The height remembered for row `index` when the row is `row` and it still holds.
    func height(at index: Int, row: RowIdentity?, now: Now) -> Int? {
        guard let entry = entries[index], entry.row == row, entry.keyGeneration == now.keyGeneration else {
            return nil
        }
        if entry.fromLayout { return entry.stamp == now.evictions ? entry.height : nil }
        return entry.frame == now.frame && entry.stamp == now.layoutGeneration ? entry.height : nil
    }

    mutating func remember(_ height: Int, at index: Int, row: RowIdentity?, fromLayout: Bool, now: Now) {
        entries[index] = Entry(
            row: row, height: height, keyGeneration: now.keyGeneration, fromLayout: fromLayout,
            stamp: fromLayout ? now.evictions : now.layoutGeneration, frame: now.frame)
    }

    /// Forgets the rows outside `range` once there are many more of them than of rows in it, so the
    /// memo does not grow with the list scrolled through.
    mutating func prune(keeping range: Range<Int>) {
        guard entries.count > 2 * range.count + 64 else { return }
        entries = entries.filter { range.contains($0.key) }
    }
}
