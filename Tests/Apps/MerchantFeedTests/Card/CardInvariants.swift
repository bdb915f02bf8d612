import BurinCore
import BurinText
import FeedData
import MerchantFeed

/// What must hold for every card at every width, whatever its content: the properties a terminal
/// needs to show the row without corrupting the screen, independent of the snapshot files.
enum CardInvariants {
    /// Below this width every row is one line.
    static let compactWidth = 40

    /// Scalars that must never reach a cell: C0, DEL, C1 (ESC and the 8-bit CSI among them), bidi
    /// controls, line/paragraph separators, BOM, annotation marks, ZWJ and variation selectors (the
    /// terminal and ncurses disagree on the width of what they join or select).
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200D...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029,
            0xFEFF, 0xFFF9...0xFFFB, 0xFE0E, 0xFE0F:
            return true
        default:
            return false
        }
    }

    /// Every broken invariant of `card`, described; empty when the card is sound.
    static func violations(of card: RenderedCard) -> [String] {
        var found: [String] = []
        let layout = card.layout
        let bitmap = card.bitmap
        if layout.size.width != card.width { found.append("layout width \(layout.size.width) != \(card.width)") }
        if bitmap.size != layout.size { found.append("bitmap \(bitmap.size) != layout \(layout.size)") }
        if card.width < compactWidth, layout.size.height != 1 {
            found.append("compact width \(card.width) gave \(layout.size.height) lines")
        }
        for y in 0..<bitmap.size.height { found += rowViolations(bitmap.row(y), y: y, width: card.width) }
        let bounds = CellRect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
        for region in layout.hitRegions where region.rect.isEmpty || !contains(bounds, region.rect) {
            found.append("hit region \(region.rect) (\(region.action)) outside the row \(bounds)")
        }
        found += runViolations(layout)
        return found
    }

    /// Widths, pairing of wide cells with continuations, and what the cells hold.
    static func rowViolations(_ cells: ArraySlice<Cell>, y: Int, width: Int) -> [String] {
        var found: [String] = []
        var columns = 0
        var expectsContinuation = false
        for (offset, cell) in cells.enumerated() {
            let x = offset
            if cell.isContinuation {
                if !expectsContinuation { found.append("row \(y) col \(x): continuation without a wide cell") }
                if !cell.text.isEmpty { found.append("row \(y) col \(x): continuation holds \(escaped(cell.text))") }
                expectsContinuation = false
                continue
            }
            if expectsContinuation { found.append("row \(y) col \(x): wide cell not followed by a continuation") }
            columns += Int(cell.width)
            expectsContinuation = cell.width == 2
            if cell.width > 2 { found.append("row \(y) col \(x): cell width \(cell.width)") }
            if cell.text.count != 1 {
                found.append("row \(y) col \(x): \(escaped(cell.text)) is \(cell.text.count) clusters, not one")
            } else if let c = cell.text.first, TerminalWidth.width(of: c) != Int(cell.width) {
                found.append(
                    "row \(y) col \(x): \(escaped(cell.text)) measures \(TerminalWidth.width(of: c)), cell says \(cell.width)"
                )
            }
            if cell.text.unicodeScalars.contains(where: isForbidden) {
                found.append("row \(y) col \(x): forbidden scalar in \(escaped(cell.text))")
            }
        }
        if expectsContinuation { found.append("row \(y): ends in the first half of a wide cell") }
        if columns != width { found.append("row \(y): \(columns) columns wide, not \(width)") }
        return found
    }

    /// Text runs inside the row, made of drawable clusters, and never on top of one another (one run
    /// overwriting another is a design that placed two elements in the same cells).
    static func runViolations(_ layout: RowLayout<FeedAction>) -> [String] {
        var found: [String] = []
        var owner: [Int: Int] = [:]
        for (index, run) in layout.text.enumerated() {
            let text = run.clusters.map(\.text).joined()
            if run.y < 0 || run.y >= layout.size.height || run.x < 0 || run.x + run.width > layout.size.width {
                found.append("run \(escaped(text)) at (\(run.x),\(run.y)) width \(run.width) leaves the row")
            }
            if let bad = run.clusters.first(where: { $0.width != 1 && $0.width != 2 }) {
                found.append("run \(escaped(text)) has a cluster \(escaped(bad.text)) of width \(bad.width)")
            }
            for x in run.x..<(run.x + run.width) {
                let cell = run.y * layout.size.width + x
                if let other = owner[cell], other != index {
                    let previous = layout.text[other].clusters.map(\.text).joined()
                    found.append("run \(escaped(text)) overlaps \(escaped(previous)) at (\(x),\(run.y))")
                    break
                }
                owner[cell] = index
            }
        }
        return found
    }

    private static func contains(_ outer: CellRect, _ inner: CellRect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    /// A string quoted with its non-ASCII scalars escaped, short enough for a failure message.
    static func escaped(_ s: String) -> String {
        let scalars = s.unicodeScalars
        let body = scalars.prefix(30).map {
            (0x20..<0x7F).contains($0.value) ? String($0) : "\\u{\(String($0.value, radix: 16))}"
        }
        return "\"" + body.joined() + (scalars.count > 30 ? "…" : "") + "\""
    }
}
