public import BurinCore

/// Turns the pipeline's visible rows into the screen's grid: drawings copied line by line (rows cut
/// by the top or bottom edge clipped), placeholders as a quiet skeleton.
/// - Note: Main loop only.
public struct FrameComposer {
    public var theme: ListTheme
    public var usesColor: Bool

    public init(theme: ListTheme, usesColor: Bool) {
        self.theme = theme
        self.usesColor = usesColor
    }

    /// What the grid given to `compose(_:into:size:fill:)` holds, to reuse on the next frame.
    var held = HeldLines()
    /// The buffers of the description before `held`, reused for the next one.
    var spare = HeldLines()

    /// Copies `frame`'s rows into `grid` lines 0..<frame.viewportHeight.
    public func compose<Style, Action>(_ frame: PipelineFrame<Style, Action>, into grid: inout CellGrid) {
        let bottom = min(frame.viewportHeight, grid.size.height)
        for row in frame.rows {
            for line in Self.lines(of: row, above: bottom) {
                draw(line: line, of: row, at: row.top + line, into: &grid)
            }
        }
    }

    /// The lines of `row` that fall on screen lines 0..<bottom.
    static func lines<Style, Action>(of row: VisibleRow<Style, Action>, above bottom: Int) -> Range<Int> {
        let first = max(0, -row.top)
        return first..<max(first, min(row.height, bottom - row.top))
    }

    /// Writes line `line` of `row` on grid line `y` (over what the line holds: the page, or the
    /// same line as it was composed).
    func draw<Style, Action>(line: Int, of row: VisibleRow<Style, Action>, at y: Int, into grid: inout CellGrid) {
        switch row.display {
        case .drawing(let drawing):
            if line < drawing.bitmap.size.height {
                grid.copy(row: line, of: drawing.bitmap, toRow: y)
            }
        case .placeholder:
            skeleton(line: line, of: row, at: y, into: &grid)
        }
    }

    /// A row never drawn at this width: grey bars where text will be, never blank. Bar lengths vary
    /// with the row so a column of skeletons does not look like a drawing.
    private func skeleton<Style, Action>(
        line: Int, of row: VisibleRow<Style, Action>, at y: Int, into grid: inout CellGrid
    ) {
        let width = grid.size.width
        let isLast = line == row.height - 1 && row.height > 1
        guard !isLast, width > 4 else { return }
        let seed = (row.id?.rawValue ?? row.index) &* 2_654_435_761
        let fractions = [0.45, 0.3, 0.55, 0.25, 0.4]
        let fraction = fractions[(abs(seed) &+ line) % fractions.count]
        let start = width >= 40 ? 12 : 1
        let length = max(3, Int(Double(width - start - 2) * fraction))
        if usesColor {
            grid.fill(
                CellRect(x: start, y: y, width: length, height: 1),
                with: Cell(" ", background: CellColor(theme.skeleton)))
        } else {
            grid.write(String(repeating: "·", count: length), x: start, y: y, style: TextStyle(attributes: .dim))
        }
    }
}
