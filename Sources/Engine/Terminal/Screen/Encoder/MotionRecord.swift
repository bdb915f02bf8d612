/// What one frame's text did to the terminal's screen, noted by the encoder as it writes it (it
/// knows, because it wrote it): cleared first, then these regions scrolled, then these cells written.
/// - Note: Main loop only.
struct MotionRecord {
    private(set) var cleared = false
    private(set) var scrolls: [ScreenScroll] = []
    /// Written columns by row, merged where they touch; rows ascending once read.
    private var written: [Int: [Range<Int>]] = [:]

    var motion: ScreenMotion {
        ScreenMotion(
            cleared: cleared, scrolls: scrolls,
            written: written.keys.sorted().flatMap { row in
                Self.merged(written[row] ?? []).map { CellSpan(row: row, columns: $0) }
            })
    }

    mutating func clear() { cleared = true }

    mutating func scroll(_ scroll: ScreenScroll) { scrolls.append(scroll) }

    mutating func write(row: Int, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        if var ranges = written[row], let last = ranges.last, last.upperBound == columns.lowerBound {
            ranges[ranges.count - 1] = last.lowerBound..<columns.upperBound
            written[row] = ranges
        } else {
            written[row, default: []].append(columns)
        }
    }

    /// `ranges` in order, touching or overlapping ones made one.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, last.upperBound >= range.lowerBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
