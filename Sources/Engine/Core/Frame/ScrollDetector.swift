/// Finds the rows of a new frame that are rows of the previous frame moved up or down, so the screen
/// can scroll them inside ncurses (`wscrl`) instead of writing every cell again.
///
/// ncurses' own optimiser already turns moved rows into a few bytes of terminal scrolling; what it
/// cannot save is the work of handing it every cell of every moved row, which at 200x60 was most of
/// a frame's main-loop time. Pure: works on row hashes (`FrameDiffer` keeps them).
public enum ScrollDetector {
    /// Rows `top...bottom` of the screen move by `lines` (positive: up, as when scrolling down a list).
    public struct Shift: Equatable, Sendable {
        public var lines: Int
        public var top: Int
        public var bottom: Int
    }

    /// Fewest moved rows worth a scroll.
    public static let minimumRun = 3

    /// The shift that explains the longest run of changed rows, if it explains at least `minimumRun`.
    /// `old` and `new` hold one hash per row of the same screen. O(height²) hash compares.
    public static func shift<Hash: Equatable>(from old: [Hash], to new: [Hash], minimumRun: Int = minimumRun) -> Shift?
    {
        let height = min(old.count, new.count)
        guard height > minimumRun else { return nil }
        var best: (run: Int, lines: Int, start: Int) = (0, 0, 0)
        for lines in -(height - 1)...(height - 1) where lines != 0 {
            var run = 0
            var changed = 0
            let first = max(0, -lines)
            let last = min(height, height - lines)
            for y in first..<last {
                if new[y] == old[y + lines] {
                    run += 1
                    if new[y] != old[y] { changed += 1 }
                    // Only runs that mostly consist of rows that did change are worth scrolling.
                    if run > best.run, changed * 2 > run { best = (run, lines, y - run + 1) }
                } else {
                    run = 0
                    changed = 0
                }
            }
        }
        guard best.run >= minimumRun else { return nil }
        // New rows start...start+run-1 were old rows start+lines...; the region spans both.
        let end = best.start + best.run - 1
        return Shift(
            lines: best.lines, top: min(best.start, best.start + best.lines), bottom: max(end, end + best.lines))
    }

    /// Applies `shift` in place to a row-major array of `width` columns, as `wscrl` does to the
    /// window: rows of the region move by `lines`, and the rows left behind are filled with `exposed`.
    public static func apply<T>(_ shift: Shift, to cells: inout [T], width: Int, exposed: T) {
        let region = shift.top...shift.bottom
        // Rows moving up are copied top first, rows moving down bottom first, so no source row is
        // overwritten before it is read.
        let order: [Int] = shift.lines > 0 ? Array(region) : region.reversed()
        cells.withUnsafeMutableBufferPointer { all in
            for y in order {
                let from = y + shift.lines
                let target = y * width
                if region.contains(from) {
                    (all.baseAddress! + target).update(from: all.baseAddress! + from * width, count: width)
                } else {
                    UnsafeMutableBufferPointer(rebasing: all[target..<(target + width)]).update(repeating: exposed)
                }
            }
        }
    }
}
