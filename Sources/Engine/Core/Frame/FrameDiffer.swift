/// Compares each frame with the one before, as ratatui's `Buffer::diff` does, for every screen.
///
/// Rows are compared as bytes (cells are plain values), so an unchanged frame costs one `memcmp`-like
/// pass over its cells; rows that changed are hashed, and when at least a few changed the hashes are
/// matched against the previous frame's to find rows that only moved (`ScrollDetector`). The differ
/// keeps a copy of the last frame, updated row by row, so the caller may reuse and rewrite its grid.
///
/// - Note: Main loop only (one per screen).
public struct FrameDiffer {
    private var last = RowSlots(width: 0, height: 0, fill: Cell.blank)
    private var lastSize = CellSize(width: 0, height: 0)
    private var hashes: [UInt64] = []
    private var everythingChanged = true

    public init() {}

    /// The next `diff` reports every row as changed (a repaint, a terminal that lost its contents).
    public mutating func invalidate() { everythingChanged = true }

    /// What changed since the last call, which becomes `frame`.
    public mutating func diff(_ frame: CellGrid) -> FrameDiff {
        let size = frame.size
        let height = size.height
        if size != lastSize || everythingChanged {
            everythingChanged = false
            lastSize = size
            last = RowSlots(width: size.width, height: height, fill: Cell.blank)
            for y in 0..<height { frame.withRow(y) { last.setRow(y, from: $0) } }
            hashes = (0..<height).map { y in frame.withRow(y) { Cell.rowHash($0) } }
            return FrameDiff(size: size, changedRows: Array(0..<height))
        }
        var changed = changedRows(of: frame)
        guard !changed.isEmpty else { return FrameDiff(size: size) }

        var newHashes = hashes
        for y in changed { newHashes[y] = frame.withRow(y) { Cell.rowHash($0) } }
        var shift: ScrollDetector.Shift?
        if changed.count >= ScrollDetector.minimumRun {
            shift = ScrollDetector.shift(from: hashes, to: newHashes)
            if let shift {
                last.shift(shift, exposed: .blank)
                changed = changedRows(of: frame)
            }
        }
        for y in changed { frame.withRow(y) { last.setRow(y, from: $0) } }
        hashes = newHashes
        return FrameDiff(size: size, scroll: shift, changedRows: changed)
    }

    private func changedRows(of frame: CellGrid) -> [Int] {
        var changed: [Int] = []
        for y in 0..<frame.size.height {
            let same = frame.withRow(y) { new in last.withRow(y) { old in Cell.rowsEqual(new, old) } }
            if !same { changed.append(y) }
        }
        return changed
    }
}
