/// What changed between two frames of the same size: rows that merely moved (one scroll of a region),
/// then the rows whose cells differ once that scroll is applied.
public struct FrameDiff: Equatable, Sendable {
    /// The frame's size (a size change reports every row).
    public var size: CellSize
    /// Rows of the previous frame that reappear moved; a screen scrolls them instead of rewriting them.
    public var scroll: ScrollDetector.Shift?
    /// Rows, top to bottom, that differ from the previous frame after `scroll`.
    public var changedRows: [Int]

    public init(size: CellSize, scroll: ScrollDetector.Shift? = nil, changedRows: [Int] = []) {
        self.size = size
        self.scroll = scroll
        self.changedRows = changedRows
    }

    /// Whether the frame equals the previous one.
    public var isEmpty: Bool { scroll == nil && changedRows.isEmpty }
}
