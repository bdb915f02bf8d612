public import BurinCore
public import BurinTerminal

/// The rows' links as terminal hyperlinks (OSC 8), where the terminal shows them.
///
/// A terminal keeps a hyperlink with the cells written while it was open, moves it with them when it
/// scrolls, and drops it when a cell is written again. So each visible link of an accepted drawing is
/// written once inside its hyperlink and then left alone while none of its cells is written; one the
/// frame's text wrote over (as the screen's motion says, from the bytes that went out) is written
/// again; and cells that kept a hyperlink no row wants there any more (a scroll brought other text
/// with the same look) are written again plain. Only accepted drawings' layouts are asked, as for pictures: a hyperlink never lands on
/// another row's text. Links under a panel (help, the fps overlay) or outside the list are left out.
/// - Note: Main loop only.
public final class ListLinks {
    /// A link the terminal shows: where, and to what.
    private struct Placed {
        var row: Int
        let columns: Range<Int>
        let target: String
    }

    private var placed: [Placed] = []

    public init() {}

    /// What to write after `frame`'s text for the links `links` finds in each visible row's layout,
    /// given what the text did to the screen.
    public func output<Style, Action>(
        for frame: PipelineFrame<Style, Action>, covers: [CellRect], motion: ScreenMotion,
        links: (RowLayout<Action>) -> [RowLink]
    ) -> [ScreenLink] {
        follow(motion)

        var wanted: [(row: Int, columns: Range<Int>, target: String)] = []
        let viewport = CellRect(x: 0, y: 0, width: frame.width, height: frame.viewportHeight)
        for row in frame.rows {
            guard row.id != nil, case .drawing = row.display, let layout = row.layout else { continue }
            for link in links(layout) {
                for line in link.rect.minY..<link.rect.maxY {
                    let screen = CellRect(x: link.rect.minX, y: row.top + line, width: link.rect.size.width, height: 1)
                    let visible = Self.clip(screen, to: viewport)
                    guard !visible.isEmpty, !covers.contains(where: { !Self.clip($0, to: visible).isEmpty }) else {
                        continue
                    }
                    wanted.append((visible.minY, visible.minX..<visible.maxX, link.target))
                }
            }
        }

        var out: [ScreenLink] = []
        var kept: [Placed] = []
        for link in wanted {
            if let index = placed.firstIndex(where: {
                $0.row == link.row && $0.columns == link.columns && $0.target == link.target
            }) {
                kept.append(placed.remove(at: index))
                continue
            }
            if let written = ScreenLink(row: link.row, columns: link.columns, target: link.target) {
                out.append(written)
                kept.append(Placed(row: link.row, columns: link.columns, target: link.target))
            }
        }
        // What is left kept a hyperlink on cells nothing wrote over, but no row wants it there now:
        // written again, plain.
        for stale in placed {
            if let plain = ScreenLink(row: stale.row, columns: stale.columns, target: nil) { out.insert(plain, at: 0) }
        }
        placed = kept
        return out
    }

    /// Takes every hyperlink's cells as gone (the terminal was handed back, or cleared).
    public func forgetAll() { placed.removeAll() }

    /// Moves placed links as the terminal moved their cells: a clear takes all, a scroll of a region
    /// carries those inside it (dropping those that left it), and cells written again lose theirs.
    private func follow(_ motion: ScreenMotion) {
        if motion.cleared {
            placed.removeAll()
            return
        }
        for scroll in motion.scrolls {
            placed = placed.compactMap { link in
                guard scroll.rows.contains(link.row) else { return link }
                var moved = link
                moved.row -= scroll.lines
                return scroll.rows.contains(moved.row) ? moved : nil
            }
        }
        for cells in motion.written {
            placed.removeAll { $0.row == cells.row && $0.columns.overlaps(cells.columns) }
        }
    }

    /// The part of `a` inside `b` (empty when none).
    private static func clip(_ a: CellRect, to b: CellRect) -> CellRect {
        let x = max(a.minX, b.minX)
        let y = max(a.minY, b.minY)
        return CellRect(x: x, y: y, width: min(a.maxX, b.maxX) - x, height: min(a.maxY, b.maxY) - y)
    }
}
