import Testing

@testable import BurinCore
@testable import BurinListViewer

/// Composing a frame over the grid of the last one (moving its lines with a scroll, drawing only the
/// lines that changed) gives exactly the grid a fresh compose gives, whatever happened in between:
/// scrolls both ways by any distance, rows redrawn, placeholders, drawings wider or narrower than the
/// screen and cut wide clusters, a drawing shown twice, a new page colour or theme, a resize, a
/// panel drawn over the rows.
@Suite struct ComposeReuseTests {
    typealias Frame = PipelineFrame<Int, Never>

    /// A drawing whose every line differs from the others', sometimes ending in a wide cluster.
    static func bitmap(_ random: inout SplitMix64, width: Int, height: Int) -> CellBitmap {
        var bitmap = CellBitmap(size: CellSize(width: width, height: height))
        for y in 0..<height {
            for x in 0..<width {
                let letter = Unicode.Scalar(UInt8(97 + random.int(0...25)))
                bitmap[x, y] = Cell(
                    glyph: Glyph(letter), background: .rgb(UInt8(random.int(0...255)), UInt8(y), 9))
            }
            if width >= 2, random.percent(30) {
                bitmap[width - 2, y] = Cell(glyph: Glyph("界"), width: 2)
                bitmap[width - 1, y] = .continuation()
            }
        }
        return bitmap
    }

    /// The grid as it was composed before reuse: reset, then every row copied.
    static func fresh(_ frame: Frame, size: CellSize, fill: Cell, composer: FrameComposer) -> CellGrid {
        var grid = CellGrid(size: size, fill: fill)
        composer.compose(frame, into: &grid)
        return grid
    }

    /// Rows `first...` of a list whose row `k` has height `heights[k]`, placed from line `top`.
    static func frame(
        rows list: [(height: Int, display: RowDisplay<Int>)], first: Int, top: Int, viewport: Int
    ) -> Frame {
        var rows: [VisibleRow<Int, Never>] = []
        var y = top
        var k = first
        while y < viewport, k < list.count {
            rows.append(
                VisibleRow(
                    index: k, id: RowID(k), top: y, height: list[k].height, display: list[k].display, layout: nil))
            y += list[k].height
            k += 1
        }
        return Frame(rows: rows, width: 0, viewportHeight: viewport, position: ScrollPosition(index: first))
    }

    @Test(arguments: 0..<40)
    func composingOverTheLastGridEqualsAFreshCompose(seed: Int) {
        var random = SplitMix64(seed: 0xC0_4B05E &+ UInt64(seed))
        var size = CellSize(width: random.int(5...30), height: random.int(2...24))
        var fill = Cell.blank
        var composer = FrameComposer(theme: .dark, usesColor: random.percent(50))
        var list: [(height: Int, display: RowDisplay<Int>)] = (0..<60).map { k in
            let height = random.int(1...6)
            guard random.percent(80) else { return (height, .placeholder) }
            let drawn = Self.bitmap(&random, width: random.int(1...34), height: random.int(max(1, height - 1)...height))
            return (
                height,
                .drawing(RowDrawing(key: ContentKey(row: RowID(k), version: 0, width: 0, style: 0), bitmap: drawn))
            )
        }
        var first = 0
        var top = 0
        var grid = CellGrid(size: size)
        var reused = 0
        for step in 0..<60 {
            switch random.int(0...9) {
            case 0...4:
                // A scroll by a few lines, either way, through rows of varying height.
                top -= random.int(-3...4)
                while top > 0, first > 0 {
                    first -= 1
                    top -= list[first].height
                }
                while top < 0, -top >= list[first].height, first < list.count - 1 {
                    top += list[first].height
                    first += 1
                }
                top = min(max(top, -(list[first].height - 1)), 0)
            case 5:
                // A row gets a new drawing (or the same drawing again, shown twice in the list).
                let k = random.int(0...(list.count - 1))
                if random.percent(30), case .drawing = list[(k + 1) % list.count].display {
                    list[k].display = list[(k + 1) % list.count].display
                } else {
                    let drawn = Self.bitmap(&random, width: random.int(1...34), height: list[k].height)
                    list[k].display = .drawing(
                        RowDrawing(key: ContentKey(row: RowID(k), version: step, width: 0, style: 0), bitmap: drawn))
                }
            case 6:
                list[random.int(0...(list.count - 1))].display = .placeholder
            case 7:
                fill = random.percent(50) ? .blank : .space(background: .rgb(1, 2, UInt8(random.int(0...3))))
                if random.percent(30) { composer.usesColor.toggle() }
            case 8:
                size = CellSize(width: random.int(5...30), height: random.int(2...24))
            default:
                // A panel over the rows: whatever it drew is gone with the next compose.
                grid.fill(CellRect(x: 1, y: 0, width: 3, height: size.height), with: Cell(glyph: Glyph("#")))
                composer.forgetGrid()
            }
            let viewport = max(0, size.height - random.int(0...1))
            let frame = Self.frame(rows: list, first: first, top: top, viewport: viewport)
            if composer.held.isValid, composer.held.size == size { reused += 1 }
            composer.compose(frame, into: &grid, size: size, fill: fill)
            let expected = Self.fresh(frame, size: size, fill: fill, composer: composer)
            #expect(grid == expected, "seed \(seed) step \(step):\n\(grid.text)\n---\n\(expected.text)")
            if grid != expected { return }
        }
        #expect(reused > 20)
    }

    /// A one-line scroll moves the lines the grid holds and draws only the line it uncovers.
    @Test func aOneLineScrollDrawsOneLine() {
        var random = SplitMix64(seed: 7)
        let list: [(height: Int, display: RowDisplay<Int>)] = (0..<10).map { k in
            let drawn = Self.bitmap(&random, width: 12, height: 3)
            return (
                3, .drawing(RowDrawing(key: ContentKey(row: RowID(k), version: 0, width: 0, style: 0), bitmap: drawn))
            )
        }
        let size = CellSize(width: 12, height: 9)
        var composer = FrameComposer(theme: .dark, usesColor: true)
        var grid = CellGrid(size: size)
        composer.compose(Self.frame(rows: list, first: 0, top: 0, viewport: 8), into: &grid, size: size, fill: .blank)
        // Marks on lines the scroll keeps stay (moved up a line): those lines were not drawn again.
        grid[0, 4] = Cell(glyph: Glyph("!"))
        composer.compose(Self.frame(rows: list, first: 0, top: -1, viewport: 8), into: &grid, size: size, fill: .blank)
        #expect(grid[0, 3].text == "!")
        let expected = Self.fresh(
            Self.frame(rows: list, first: 0, top: -1, viewport: 8), size: size, fill: .blank, composer: composer)
        for y in 0..<8 where y != 3 { #expect(grid.text(ofRow: y) == expected.text(ofRow: y), "line \(y)") }
    }

    @Test(arguments: [-3, -1, 1, 2, 5, 9, -9])
    func movingLinesMatchesMovingThemOneByOne(distance: Int) {
        var grid = CellGrid(size: CellSize(width: 4, height: 8))
        for y in 0..<8 { grid.write(String(y) + "abc", x: 0, y: y) }
        let before = grid
        grid.moveLines(1..<7, by: distance)
        // Lines moved past the region's edge come back at its other edge.
        let moves = abs(distance) < 6
        for y in 0..<8 {
            let from = (1..<7).contains(y) && moves ? 1 + ((y - 1 - distance) % 6 + 6) % 6 : y
            #expect(grid.text(ofRow: y) == before.text(ofRow: from), "line \(y)")
        }
    }
}

/// The status line kept from the last frame is the line `StatusBar.draw` would write, and a change
/// of facts, width or theme draws it again.
@Suite struct StatusLineTests {
    @Test func aKeptStatusLineIsTheDrawnOne() {
        var line = StatusLine()
        var grid = CellGrid(size: CellSize(width: 60, height: 3))
        let facts = [
            StatusBarTests.facts(.top), StatusBarTests.facts(.top), StatusBarTests.facts(.percent(3), position: 40),
            StatusBarTests.facts(.percent(3), position: 40),
        ]
        var other = ListTheme.dark
        other.statusBar = RGBA(hex: 0x123456)
        for (k, f) in facts.enumerated() {
            for theme in [ListTheme.dark, ListTheme.dark, other] {
                grid.fill(CellRect(x: 0, y: 2, width: 60, height: 1), with: Cell(glyph: Glyph("#")))
                line.draw(f, into: &grid, theme: theme, usesColor: k % 2 == 0)
                var fresh = CellGrid(size: CellSize(width: 60, height: 3))
                StatusBar.draw(f, into: &fresh, theme: theme, usesColor: k % 2 == 0)
                #expect(grid.text(ofRow: 2) == fresh.text(ofRow: 2))
                #expect(Array(grid.row(2)) == Array(fresh.row(2)))
            }
        }
    }
}
