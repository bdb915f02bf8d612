import BurinCore
import BurinRaster
import BurinTestSupport
import Foundation

@testable import BurinPictures

/// The picture a slot of the screen tests shows, and the ways of judging what the terminal showed.
enum ScreenshotPictures {
    /// A photo-like picture at the slot's real pixel size, scaled down from a larger one as a
    /// thumbnail would be.
    static func make(columns: Int, rows: Int, cell: PixelSize) throws -> PixelCanvas {
        try ImageScaler.scaleToFill(
            TestPictures.photo(width: 320, height: 320, seed: 3), width: columns * cell.width,
            height: rows * cell.height)
    }

    /// The screenshot's pixels of cells (`column`, `row`) to (`column` + `columns`, `row` + `rows`).
    static func crop(_ image: RGBImage, grid: TerminalCellGrid, column: Int, row: Int, columns: Int, rows: Int)
        -> PixelCanvas
    {
        let origin = grid.rect(column: column, row: row)
        let part = image.cropped(
            x: origin.x, y: origin.y, width: columns * grid.cellWidth, height: rows * grid.cellHeight)
        var canvas = PixelCanvas(width: part.width, height: part.height)
        for y in 0..<part.height {
            for x in 0..<part.width {
                let p = part[x, y]
                canvas[x, y] = RGBA(p.r, p.g, p.b)
            }
        }
        return canvas
    }

    /// `picture`'s rows `rows` (in pixels).
    static func rows(_ picture: PixelCanvas, _ rows: Range<Int>) -> PixelCanvas {
        var out = PixelCanvas(width: picture.width, height: rows.count)
        for y in rows {
            for x in 0..<picture.width { out[x, y - rows.lowerBound] = picture[x, y] }
        }
        return out
    }

    /// What half-blocks of `picture` look like at the same pixel size: each cell's top half in one
    /// colour, its bottom half in another, as a terminal draws ▀.
    static func halfBlocks(_ picture: PixelCanvas, columns: Int, rows: Int, cell: PixelSize) throws -> PixelCanvas {
        let small = try ImageScaler.scaleToFill(picture, width: columns, height: rows * 2)
        var out = PixelCanvas(width: columns * cell.width, height: rows * cell.height)
        for y in 0..<out.height {
            let cellRow = y / cell.height
            let top = y % cell.height < cell.height / 2
            for x in 0..<out.width { out[x, y] = small[x / cell.width, cellRow * 2 + (top ? 0 : 1)] }
        }
        return out
    }

    /// Writes `image` for a person to look at, under `BURIN_SCREENSHOTS` (default: the temporary
    /// folder's `burin-pixels-screenshots`), and returns the path.
    @discardableResult
    static func save(_ image: RGBImage, name: String) throws -> String {
        let folder =
            ProcessInfo.processInfo.environment["BURIN_SCREENSHOTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("burin-pixels-screenshots").path
        let path = "\(folder)/\(name).png"
        try ImageMagick.writePNG(image, to: path)
        return path
    }
}
