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

    /// Entries by list position, `entries[0]` being row `base`'s: a frame asks the rows of one range,
    /// so an array over it answers without hashing. Far from it, the memo starts again.
    private var entries: [Entry?] = []
    private var base = 0
    /// How far outside the entries a row may be remembered before the memo starts again from it.
    private static var reach: Int { 256 }

    /// The height remembered for row `index` when the row is `row` and it still holds.
    func height(at index: Int, row: RowIdentity?, now: Now) -> Int? {
        let offset = index &- base
        guard offset >= 0, offset < entries.count, let entry = entries[offset], entry.row == row,
            entry.keyGeneration == now.keyGeneration
        else { return nil }
        if entry.fromLayout { return entry.stamp == now.evictions ? entry.height : nil }
        return entry.frame == now.frame && entry.stamp == now.layoutGeneration ? entry.height : nil
    }

    mutating func remember(_ height: Int, at index: Int, row: RowIdentity?, fromLayout: Bool, now: Now) {
        let entry = Entry(
            row: row, height: height, keyGeneration: now.keyGeneration, fromLayout: fromLayout,
            stamp: fromLayout ? now.evictions : now.layoutGeneration, frame: now.frame)
        let offset = index &- base
        if entries.isEmpty || offset < -Self.reach || offset >= entries.count + Self.reach {
            entries = [entry]
            base = index
        } else if offset < 0 {
            entries.insert(contentsOf: repeatElement(nil, count: -offset), at: 0)
            entries[0] = entry
            base = index
        } else if offset >= entries.count {
            entries.append(contentsOf: repeatElement(nil, count: offset - entries.count))
            entries.append(entry)
        } else {
            entries[offset] = entry
        }
    }

    /// Forgets the rows outside `range` once the entries span many more rows than it, so the memo
    /// does not grow with the list scrolled through.
    mutating func prune(keeping range: Range<Int>) {
        guard entries.count > 2 * range.count + 64 else { return }
        let kept = range.clamped(to: base..<(base + entries.count))
        entries = Array(entries[(kept.lowerBound - base)..<(kept.upperBound - base)])
        base = kept.lowerBound
    }
}
