import BurinCore
import BurinTerminal

@testable import BurinPictures

/// The pixels of one test cell: every test picture is its slot's cells times this.
let testCell = PixelSize(width: 7, height: 14)

/// What a kitty terminal holds and shows, applying the screen motion as kitty does (placements in a
/// scrolled region move with it and are cut at its edges; a clear drops them all) and the actions
/// as the protocol says. Independent of the planner's own bookkeeping.
struct KittyTerminal {
    struct Shown: Hashable, CustomStringConvertible {
        var key: Int
        var cells: CellRect
        var source: PixelRect
        var description: String { "k\(key)@\(cells.minX),\(cells.minY) \(cells.size) \(source)" }
    }

    struct PlacementID: Hashable {
        var image: UInt32
        var placement: UInt32
    }

    var images: [UInt32: Int] = [:]
    var placements: [PlacementID: (cells: CellRect, source: PixelRect)] = [:]
    var transmissions: [Int: Int] = [:]
    var freed: [Int: Int] = [:]
    var errors: [String] = []

    mutating func apply(_ pass: ScreenMotion) {
        if pass.cleared { placements.removeAll() }
        for scroll in pass.scrolls where scroll.lines != 0 {
            for (id, p) in placements {
                let cells = p.cells
                guard cells.minY < scroll.rows.upperBound, scroll.rows.lowerBound < cells.maxY else { continue }
                // Moved with the region, then cut to it.
                let top = max(cells.minY - scroll.lines, scroll.rows.lowerBound)
                let bottom = min(cells.maxY - scroll.lines, scroll.rows.upperBound)
                guard top < bottom else {
                    placements[id] = nil
                    continue
                }
                let cutTop = top - (cells.minY - scroll.lines)
                var source = p.source
                source.y += cutTop * testCell.height
                source.height = (bottom - top) * testCell.height
                placements[id] = (
                    CellRect(x: cells.minX, y: top, width: cells.size.width, height: bottom - top), source
                )
            }
        }
    }

    mutating func apply(_ actions: [GraphicsAction<Int>]) {
        for action in actions {
            switch action {
            case .transmit(let key, let image):
                if images[image] != nil { errors.append("image id \(image) sent twice") }
                images[image] = key
                transmissions[key, default: 0] += 1
            case .place(let image, let placement, let cells, let source):
                guard images[image] != nil else {
                    errors.append("placed unknown image \(image)")
                    continue
                }
                placements[PlacementID(image: image, placement: placement)] = (cells, source)
            case .deletePlacement(let image, let placement):
                placements[PlacementID(image: image, placement: placement)] = nil
            case .deleteImage(let image):
                if let key = images[image] { freed[key, default: 0] += 1 }
                images[image] = nil
                placements = placements.filter { $0.key.image != image }
            case .drawSixel:
                errors.append("a sixel on a kitty terminal")
            }
        }
    }

    var shown: Set<Shown> {
        Set(
            placements.compactMap { id, p in images[id.image].map { Shown(key: $0, cells: p.cells, source: p.source) } }
        )
    }
}

/// What a sixel terminal's cells show: pixels move with scrolls, vanish where text is written, and
/// a draw over pixels of another picture (or another part of one) is an error, as the two would mix
/// wherever the new one is transparent.
struct SixelTerminal {
    struct Content: Hashable {
        var key: Int
        var slotColumn: Int
        var slotRow: Int
    }

    var cells: [[Content?]]
    var errors: [String] = []
    /// Which scrolls carry the pixels with the text; the others leave them where they were.
    let trust: SixelScrollTrust

    init(screen: CellSize, trust: SixelScrollTrust = .all) {
        cells = Array(repeating: Array(repeating: nil, count: screen.width), count: screen.height)
        self.trust = trust
    }

    mutating func resize(_ screen: CellSize) {
        var resized = Array(repeating: [Content?](repeating: nil, count: screen.width), count: screen.height)
        for y in 0..<min(screen.height, cells.count) {
            for x in 0..<min(screen.width, cells[y].count) { resized[y][x] = cells[y][x] }
        }
        cells = resized
    }

    mutating func apply(_ pass: ScreenMotion) {
        if pass.cleared {
            for y in cells.indices { cells[y] = cells[y].map { _ in nil } }
        }
        for scroll in pass.scrolls where scroll.lines != 0 && trust.spillsPastRegion {
            // foot: the pixels move with their rows, unclipped, past the region's edge.
            let range = scroll.rows.clamped(to: 0..<cells.count)
            let old = cells
            for r in range { cells[r] = old[r].map { _ in nil } }
            for r in range where cells.indices.contains(r - scroll.lines) {
                for (x, content) in old[r].enumerated() where content != nil { cells[r - scroll.lines][x] = content }
            }
        }
        for scroll in pass.scrolls where scroll.lines != 0 && trust.trusts(scroll) && !trust.spillsPastRegion {
            let range = scroll.rows.clamped(to: 0..<cells.count)
            let old = cells
            for r in range {
                let source = r + scroll.lines
                cells[r] = range.contains(source) ? old[source] : old[r].map { _ in nil }
            }
        }
        for span in pass.written { erase(span.row, span.columns) }
    }

    mutating func erase(_ row: Int, _ columns: Range<Int>) {
        guard cells.indices.contains(row) else { return }
        for x in columns.clamped(to: 0..<cells[row].count) { cells[row][x] = nil }
    }

    mutating func apply(_ plan: PlacementPlan<Int>) {
        for row in plan.repaintRows { erase(row, 0..<Int.max) }
        for action in plan.actions {
            guard case .drawSixel(let key, let rect, let source) = action else {
                errors.append("a kitty command on a sixel terminal")
                continue
            }
            if rect.maxY >= cells.count { errors.append("sixel drawn on the last line") }
            for dy in 0..<rect.size.height {
                for dx in 0..<rect.size.width {
                    let x = rect.minX + dx
                    let y = rect.minY + dy
                    guard cells.indices.contains(y), cells[y].indices.contains(x) else {
                        errors.append("sixel off the screen")
                        continue
                    }
                    let content = Content(
                        key: key, slotColumn: source.x / testCell.width + dx, slotRow: source.y / testCell.height + dy)
                    if let old = cells[y][x], old != content { errors.append("sixel over other pixels at \(x),\(y)") }
                    cells[y][x] = content
                }
            }
        }
    }
}
