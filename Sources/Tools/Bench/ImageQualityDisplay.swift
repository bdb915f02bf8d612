import BurinCore
import BurinPictures
import BurinRaster
import BurinSnapshot
import BurinTerminal

/// What a terminal displays for a slot's cells: each cell a box of the cell's pixels, block elements
/// (▀ ▄ █, quadrants, sextants) as exact rectangles, as terminals draw them, through the PNG
/// snapshot writer. Transparent pixels and default colours show on `background`.
struct ImageQualityDisplay {
    let cell: PixelSize
    let writer: PNGSnapshotWriter

    /// `colorMode`: the colours a terminal of that many shows (xterm's defaults for 16 and 8).
    init(cell: PixelSize, background: RGBA = .black, colorMode: ColorMode = .direct) {
        self.cell = cell
        writer = PNGSnapshotWriter(
            cellWidth: cell.width, cellHeight: cell.height,
            theme: PNGSnapshotTheme(foreground: .white, background: background), colorMode: colorMode)
    }

    /// The pixels of `cells` (`columns` x `rows`, row-major).
    func render(_ cells: [Cell], columns: Int, rows: Int) throws(ImageError) -> PixelCanvas {
        var grid = CellGrid(size: CellSize(width: columns, height: rows))
        for y in 0..<rows {
            for x in 0..<columns where y * columns + x < cells.count { grid[x, y] = cells[y * columns + x] }
        }
        return try writer.render(grid)
    }

    /// `canvas` composited over the background, as the terminal shows pixels with transparency.
    func opaque(_ canvas: PixelCanvas) -> PixelCanvas {
        var out = canvas
        let background = writer.theme.background
        for i in out.pixels.indices where out.pixels[i].a != 255 {
            let p = out.pixels[i]
            let a = Int(p.a)
            func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Int(s) * a + Int(d) * (255 - a) + 127) / 255) }
            out.pixels[i] = RGBA(mix(p.r, background.r), mix(p.g, background.g), mix(p.b, background.b))
        }
        return out
    }
}
