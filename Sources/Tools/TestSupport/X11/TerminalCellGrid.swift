public import BurinCore

/// Where a terminal's cells are on the screen, in pixels.
public struct TerminalCellGrid: Equatable, Sendable {
    public var originX: Int
    public var originY: Int
    public var cellWidth: Int
    public var cellHeight: Int
    public var columns: Int
    public var rows: Int

    public init(originX: Int, originY: Int, cellWidth: Int, cellHeight: Int, columns: Int, rows: Int) {
        self.originX = originX
        self.originY = originY
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.columns = columns
        self.rows = rows
    }

    /// The grid of a window of `columns` x `rows` cells whose cells start at its inner top-left
    /// corner. Terminals round the window up to whole pixels (kitty adds one), so the cell size is the
    /// inner size divided down; nil when that leaves a cell too small to be one, or more than a cell
    /// spare (a window not yet at its size).
    public init?(window: XWDWindowGeometry, columns: Int, rows: Int) {
        guard columns > 0, rows > 0 else { return nil }
        let cellWidth = window.width / columns
        let cellHeight = window.height / rows
        guard cellWidth >= 3, cellHeight >= 6, window.width - cellWidth * columns < cellWidth,
            window.height - cellHeight * rows < cellHeight
        else { return nil }
        self.init(
            originX: window.x + window.borderWidth, originY: window.y + window.borderWidth, cellWidth: cellWidth,
            cellHeight: cellHeight, columns: columns, rows: rows)
    }

    /// The pixels of the whole grid.
    public var pixelWidth: Int { cellWidth * columns }
    public var pixelHeight: Int { cellHeight * rows }

    /// The pixel rectangle of cell (`column`, `row`).
    public func rect(column: Int, row: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (originX + column * cellWidth, originY + row * cellHeight, cellWidth, cellHeight)
    }

    /// The pixel rectangle of `cells`, a rectangle in cells that may start and end inside one (a
    /// thumbnail slot at y 0.5).
    public func rect(of cells: UnitRect) -> (x: Int, y: Int, width: Int, height: Int) {
        let x0 = Int(cells.x.rounded(.down))
        let y0 = Int(cells.y.rounded(.down))
        let origin = rect(column: x0, row: y0)
        return (
            origin.x + Int(((cells.x - Double(x0)) * Double(cellWidth)).rounded()),
            origin.y + Int(((cells.y - Double(y0)) * Double(cellHeight)).rounded()),
            Int((cells.width * Double(cellWidth)).rounded()), Int((cells.height * Double(cellHeight)).rounded())
        )
    }
}

extension RGBImage {
    /// The pixels of one cell of `grid`.
    public func cell(column: Int, row: Int, of grid: TerminalCellGrid) -> RGBImage {
        let r = grid.rect(column: column, row: row)
        return cropped(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    /// The pixels of the whole grid.
    public func grid(_ grid: TerminalCellGrid) -> RGBImage {
        cropped(x: grid.originX, y: grid.originY, width: grid.pixelWidth, height: grid.pixelHeight)
    }

    /// How far the pixel least like `colour` is from it (the largest channel difference); 0 for an
    /// empty image.
    public func largestDifference(from colour: RGBPixel) -> Int {
        var largest = 0
        for i in stride(from: 0, to: bytes.count, by: 3) {
            let d = RGBPixel(bytes[i], bytes[i + 1], bytes[i + 2]).difference(from: colour)
            if d > largest { largest = d }
        }
        return largest
    }
}
