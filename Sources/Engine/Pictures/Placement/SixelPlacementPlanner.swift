import BurinCore
import BurinTerminal

/// The sixel placement state machine: frames in, repaints and draws out. Pure; the main loop owns it.
///
/// Sixel pixels live in the cells: a scroll moves them, writing a cell wipes them, and nothing else
/// removes them. The planner keeps a model of which picture each cell shows (`SixelScreenModel`),
/// updated by the frame's screen motion and its own draws. A cell showing pixels no row wants there (its
/// row moved on, left, got covered, or changed picture) has its whole row repainted by the text
/// output, which wipes them; then every wanted picture not fully shown is drawn, within
/// `byteBudget` bytes a frame (the first draw of a frame always goes): a picture over budget keeps
/// its half-blocks, and whatever part of it already shows, until a later frame has room. Pictures
/// the user already partly sees come first, then top to bottom.
///
/// Sixels are never drawn on the screen's last line, where a terminal's cursor moving past the
/// picture could scroll the screen.
///
/// A scroll the terminal is trusted to move the pixels with (`SixelScrollTrust`, measured terminal by
/// terminal) moves them in the model; any other leaves every row it could have left pixels on,
/// where they were or where they would have moved, to be repainted.
///
/// - Note: Main loop only.
public struct SixelPlacementPlanner<Key: Hashable & Sendable>: Sendable {
    public var byteBudget: Int
    public var scrollTrust: SixelScrollTrust
    private var model = SixelScreenModel<Key>()
    private var screen = CellSize(width: 0, height: 0)

    public init(byteBudget: Int = 128 << 10, scrollTrust: SixelScrollTrust = .all) {
        self.byteBudget = byteBudget
        self.scrollTrust = scrollTrust
    }

    /// Faster than this many screens a second, no picture is drawn (a held `j` moves about one).
    public static var flingSpeed: Double { 2 }

    public mutating func plan(_ frame: PlacementFrame<Key>) -> PlacementPlan<Key> {
        var plan = PlacementPlan<Key>()
        if frame.screen != screen {
            // A new size: whatever the text did, rows that held pixels are repainted.
            plan.repaintRows = model.occupiedRows.filter { $0 < frame.screen.height }
            model.resize(height: frame.screen.height)
            screen = frame.screen
        }
        let pass = frame.motion
        if pass.cleared { model.clear() }
        var unsure = Set<Int>()
        for scroll in pass.scrolls {
            if scrollTrust.spillsPastRegion { unsure.formUnion(spill(of: scroll, height: frame.screen.height)) }
            if scrollTrust.trusts(scroll) {
                model.scroll(scroll)
                continue
            }
            let range = scroll.rows.clamped(to: 0..<frame.screen.height)
            for row in model.occupiedRows where range.contains(row) {
                unsure.insert(row)
                if range.contains(row - scroll.lines) { unsure.insert(row - scroll.lines) }
                model.clearRow(row)
            }
        }
        for span in pass.written { model.erase(span) }

        // The wanted pictures, where they may be drawn; overlapping slots: the first wins.
        let drawable = CellRect(
            x: frame.viewport.minX, y: frame.viewport.minY, width: frame.viewport.size.width,
            height: min(frame.viewport.maxY, frame.screen.height - 1) - frame.viewport.minY)
        var wanted: [(image: SlotImage<Key>, visible: VisibleSlot)] = []
        var seen = Set<ImageSlotID>()
        for image in frame.images where seen.insert(image.slot).inserted {
            guard let visible = VisibleSlot.of(image, in: drawable, covers: frame.covers) else {
                if VisibleSlot.of(image, in: frame.viewport, covers: []) != nil { plan.fallback.append(image.slot) }
                continue
            }
            if wanted.contains(where: { VisibleSlot.intersects($0.visible.cells, visible.cells) }) {
                plan.fallback.append(image.slot)
                continue
            }
            wanted.append((image, visible))
        }

        // Rows holding pixels that no wanted picture puts there are repainted.
        var stale = Set(plan.repaintRows).union(unsure)
        for row in model.occupiedRows where !stale.contains(row) {
            for span in model.rows[row] where !isWanted(span, row: row, wanted) {
                stale.insert(row)
                break
            }
        }
        for row in stale { model.clearRow(row) }
        plan.repaintRows = stale.sorted()

        // Draw what is missing, pictures already partly shown first, then top to bottom.
        var missing:
            [(shown: Int, image: SlotImage<Key>, visible: VisibleSlot, spans: [(Int, SixelScreenModel<Key>.Span)])] = []
        for (image, visible) in wanted {
            let spans = Self.spans(image.key, visible)
            let shown = spans.reduce(0) { $0 + model.cellsShowing(row: $1.0, $1.1) }
            if shown < visible.cells.size.area { missing.append((shown, image, visible, spans)) }
        }
        missing.sort { a, b in
            if (a.shown > 0) != (b.shown > 0) { return a.shown > 0 }
            let pa = a.visible.cells.origin
            let pb = b.visible.cells.origin
            return pa.y != pb.y ? pa.y < pb.y : (pa.x != pb.x ? pa.x < pb.x : a.image.slot < b.image.slot)
        }
        var spent = 0
        let budget = frame.budget(planner: byteBudget)
        // Over a slow link every picture goes with fewer colours, in as many bytes as it would take
        // in full colour over a fast one.
        let colors = SixelPalette.colors(forLink: frame.linkRate)
        // While the list moves, a picture cut by the edge of the list waits (its half-blocks show):
        // each line the list moves would draw it again, where a whole one is drawn once and then
        // carried by the scrolls. It comes when it is whole or the list stops.
        let wholeOnly = !frame.isStill
        // A fling passes a card in a fraction of a second: its picture, 20 kB or so, would be gone
        // before it was seen. Cards show their half-blocks until the list slows.
        // On a link measured slow, nothing new is drawn while the list moves at all (a held key): what
        // was sent for a card passing by would queue ahead of the screen where the list stops.
        let flinging = (frame.screensPerSecond > Self.flingSpeed || frame.linkBudget != nil) && !frame.isStill
        for entry in missing {
            let cost = SixelPalette.estimatedBytes(Self.estimatedBytes(entry.image, entry.visible), colors: colors)
            let cut = entry.visible.cells != entry.image.frame
            guard !flinging, !(wholeOnly && cut), spent + cost <= budget.bytes || (spent == 0 && budget.firstMayExceed)
            else {
                plan.fallback.append(entry.image.slot)
                plan.waiting.append(entry.image.slot)
                continue
            }
            spent += cost
            plan.actions.append(
                .drawSixel(key: entry.image.key, cells: entry.visible.cells, source: entry.visible.source))
            for (row, span) in entry.spans { model.paint(row: row, span) }
        }
        plan.payloadBytes = spent
        plan.sixelColors = colors
        plan.fallback.sort()
        plan.waiting.sort()
        return plan
    }

    /// Repaints every row holding pixels (quitting, suspending, turning pixels off).
    public mutating func removeAll() -> PlacementPlan<Key> {
        let rows = model.occupiedRows
        model.clear()
        return PlacementPlan(repaintRows: rows)
    }

    /// The rows outside `scroll`'s region that its pixels land on where the terminal does not clip
    /// them to the region (`SixelScrollTrust.regionUpSpilling`); their pixels are taken for lost.
    private mutating func spill(of scroll: ScreenScroll, height: Int) -> [Int] {
        let range = scroll.rows.clamped(to: 0..<height)
        let targets = model.occupiedRows.filter(range.contains).map { $0 - scroll.lines }
        let spilled = targets.filter { !range.contains($0) && (0..<height).contains($0) }
        for row in spilled { model.clearRow(row) }
        return spilled
    }

    /// The bytes of drawing `visible` of `image`: its share of the whole sequence by rows shown.
    static func estimatedBytes(_ image: SlotImage<Key>, _ visible: VisibleSlot) -> Int {
        let rows = max(image.frame.size.height, 1)
        return max(64, max(image.encodedBytes, 0) * visible.cells.size.height / rows)
    }

    /// The cell spans a drawing of `visible` leaves, row by row.
    static func spans(_ key: Key, _ visible: VisibleSlot) -> [(Int, SixelScreenModel<Key>.Span)] {
        (0..<visible.cells.size.height).map { dy in
            (
                visible.cells.minY + dy,
                SixelScreenModel<Key>.Span(
                    columns: visible.cells.minX..<visible.cells.maxX, key: key, slotColumn: visible.slotOffset.columns,
                    slotRow: visible.slotOffset.rows + dy)
            )
        }
    }

    /// Whether `span` on `row` shows exactly what a wanted picture puts there.
    private func isWanted(
        _ span: SixelScreenModel<Key>.Span, row: Int, _ wanted: [(image: SlotImage<Key>, visible: VisibleSlot)]
    ) -> Bool {
        wanted.contains { image, visible in
            let cells = visible.cells
            return image.key == span.key && row >= cells.minY && row < cells.maxY
                && span.columns.lowerBound >= cells.minX && span.columns.upperBound <= cells.maxX
                && span.slotRow == visible.slotOffset.rows + row - cells.minY
                && span.slotColumn == visible.slotOffset.columns + span.columns.lowerBound - cells.minX
        }
    }
}
