/// A grid of rows kept behind an index, so that moving rows (a scroll) moves indices instead of
/// cells, as ncurses does with its line pointers. A one-line scroll of a 200x60 screen then costs a
/// permutation of 60 integers and one row fill, not three 200 KB copies.
///
/// - Note: Main loop only (one owner).
public struct RowSlots<Element: BitwiseCopyable> {
    public private(set) var width: Int
    public private(set) var height: Int
    private var storage: [Element]
    /// `slotOfRow[y]` is where row `y`'s elements start in `storage`, divided by `width`.
    private var slotOfRow: [Int]

    public init(width: Int, height: Int, fill: Element) {
        self.width = max(0, width)
        self.height = max(0, height)
        storage = Array(repeating: fill, count: self.width * self.height)
        slotOfRow = Array(0..<self.height)
    }

    @inline(__always)
    private func offset(_ x: Int, _ y: Int) -> Int { slotOfRow[y] &* width &+ x }

    public subscript(x: Int, y: Int) -> Element {
        get { storage[offset(x, y)] }
        set { storage[offset(x, y)] = newValue }
    }

    /// Runs `body` with row `y` in place.
    public func withRow<R>(_ y: Int, _ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        let start = slotOfRow[y] * width
        return try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[start..<(start + width)]))
        }
    }

    /// Replaces row `y` with `row` (`width` elements).
    public mutating func setRow(_ y: Int, from row: UnsafeBufferPointer<Element>) {
        precondition(row.count == width, "a row has `width` elements")
        let start = slotOfRow[y] * width
        storage.withUnsafeMutableBufferPointer { all in
            (all.baseAddress! + start).update(from: row.baseAddress!, count: width)
        }
    }

    /// Fills row `y` with `element`.
    public mutating func fillRow(_ y: Int, with element: Element) {
        let start = slotOfRow[y] * width
        storage.withUnsafeMutableBufferPointer { all in
            UnsafeMutableBufferPointer(rebasing: all[start..<(start + width)]).update(repeating: element)
        }
    }

    /// Moves rows as `shift` says, as a terminal scrolls a region; the rows it uncovers are filled
    /// with `exposed`. O(height + width x uncovered rows).
    public mutating func shift(_ shift: ScrollDetector.Shift, exposed: Element) {
        let before = slotOfRow
        let region = shift.top...shift.bottom
        var freed: [Int] = []
        // Slots of rows pushed out of the region are reused for the rows the scroll uncovers.
        for y in region where !region.contains(y - shift.lines) { freed.append(before[y]) }
        for y in region {
            let from = y + shift.lines
            if region.contains(from) {
                slotOfRow[y] = before[from]
            } else {
                slotOfRow[y] = freed.removeLast()
                fillRow(y, with: exposed)
            }
        }
    }
}
