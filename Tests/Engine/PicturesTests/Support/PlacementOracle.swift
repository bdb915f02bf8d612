import BurinCore

@testable import BurinPictures

/// What should be on screen for a frame, worked out from the frame alone, independently of the
/// planners: each slot (first listing wins) cut to the area; a slot touching a cover shows nothing.
enum PlacementOracle {
    struct Expected {
        var slot: ImageSlotID
        var key: Int
        var cells: CellRect
        var slotOffset: CellOffset
        var shown: KittyTerminal.Shown {
            KittyTerminal.Shown(
                key: key, cells: cells,
                source: PixelRect(
                    x: slotOffset.columns * testCell.width, y: slotOffset.rows * testCell.height,
                    width: cells.size.width * testCell.width, height: cells.size.height * testCell.height))
        }
    }

    static func expected(_ frame: PlacementFrame<Int>, area: CellRect) -> [Expected] {
        var out: [Expected] = []
        var seen = Set<ImageSlotID>()
        for image in frame.images where seen.insert(image.slot).inserted {
            let f = image.frame
            let x0 = max(f.minX, area.minX)
            let x1 = min(f.maxX, area.maxX)
            let y0 = max(f.minY, area.minY)
            let y1 = min(f.maxY, area.maxY)
            guard x0 < x1, y0 < y1 else { continue }
            let cells = CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            let covered = frame.covers.contains { c in
                c.minX < cells.maxX && cells.minX < c.maxX && c.minY < cells.maxY && cells.minY < c.maxY
            }
            if covered { continue }
            out.append(
                Expected(
                    slot: image.slot, key: image.key, cells: cells,
                    slotOffset: CellOffset(columns: x0 - f.minX, rows: y0 - f.minY)))
        }
        return out
    }

    /// The sixel area: the viewport above the screen's last line.
    static func sixelArea(_ frame: PlacementFrame<Int>) -> CellRect {
        let v = frame.viewport
        return CellRect(
            x: v.minX, y: v.minY, width: v.size.width, height: min(v.maxY, frame.screen.height - 1) - v.minY)
    }
}
