import BurinCore

@testable import BurinPictures

/// A scrolling list of rows, some with a thumbnail, driven by random viewer operations: what the
/// planner tests feed the planners frame after frame.
struct FeedScript {
    struct Row {
        var id: RowID
        var height: Int
        /// The slot's column, size and picture; nil: no image.
        var slot: (column: Int, width: Int, height: Int, key: Int)?
    }

    var rows: [Row]
    var shownRows: [Int]
    var top = 0
    var screen: CellSize
    var covers: [CellRect] = []
    var random: SplitMix64
    /// Rows scrolled by the last operation (for a realistic screen motion), nil when not a plain scroll.
    var lastScroll: Int? = nil

    init(seed: UInt64, rowCount: Int = 60, keys: Int = 8) {
        random = SplitMix64(seed: seed)
        screen = CellSize(width: random.int(24...60), height: random.int(8...30))
        var rows: [Row] = []
        for i in 0..<rowCount {
            let height = random.int(2...5)
            var slot: (Int, Int, Int, Int)? = nil
            if random.percent(75) {
                slot = (random.int(0...3), random.int(2...8), random.int(1...height), random.int(0...(keys - 1)))
            }
            rows.append(Row(id: RowID(i), height: height, slot: slot))
        }
        self.rows = rows
        shownRows = Array(rows.indices)
    }

    var viewport: CellRect { CellRect(x: 0, y: 1, width: screen.width, height: max(screen.height - 2, 1)) }

    var totalHeight: Int { shownRows.reduce(0) { $0 + rows[$1].height } }

    /// The frame's images: every shown row that reaches into the viewport, in list order.
    func images() -> [SlotImage<Int>] {
        var out: [SlotImage<Int>] = []
        var y = viewport.minY - top
        for index in shownRows {
            let row = rows[index]
            defer { y += row.height }
            guard y + row.height > viewport.minY - 1, y < viewport.maxY + 1, let slot = row.slot else { continue }
            let frame = CellRect(x: slot.column, y: y, width: slot.width, height: slot.height)
            out.append(
                SlotImage(
                    slot: ImageSlotID(row: row.id), key: slot.key, frame: frame,
                    pixelSize: PixelSize(width: slot.width * testCell.width, height: slot.height * testCell.height),
                    encodedBytes: slot.width * slot.height * 300))
        }
        return out
    }

    /// Does one random viewer operation; returns whether the screen was resized (and so cleared).
    mutating func step() -> Bool {
        let before = top
        lastScroll = nil
        let page = viewport.size.height
        let limit = max(totalHeight - page, 0)
        var resized = false
        switch random.int(0...11) {
        case 0, 1, 2: top += random.pick([-1, 1, 1, 2])
        case 3: top += random.pick([-page, page])
        case 4: top = random.pick([0, limit])
        case 5:
            // Filter: a random subset of rows, or all of them again.
            shownRows = random.percent(50) ? rows.indices.filter { _ in random.percent(60) } : Array(rows.indices)
        case 6:
            screen = CellSize(width: random.int(24...60), height: random.int(8...30))
            resized = true
        case 7:
            // Expand or fold a row.
            let i = random.int(0...(rows.count - 1))
            rows[i].height = max(rows[i].height + random.pick([-2, 2]), rows[i].slot?.height ?? 1)
        case 8:
            // The help panel or the fps overlay comes or goes.
            if covers.isEmpty {
                covers = [
                    random.percent(50)
                        ? CellRect(
                            x: screen.width / 4, y: 2, width: screen.width / 2, height: max(screen.height / 2, 1))
                        : CellRect(x: max(screen.width - 12, 0), y: 1, width: 12, height: 3)
                ]
            } else {
                covers = []
            }
        case 9:
            // A row's picture changes.
            let i = random.int(0...(rows.count - 1))
            if let slot = rows[i].slot { rows[i].slot = (slot.column, slot.width, slot.height, random.int(0...9)) }
        default:
            break
        }
        top = min(max(top, 0), max(totalHeight - page, 0))
        if top != before { lastScroll = top - before }
        return resized
    }
}
