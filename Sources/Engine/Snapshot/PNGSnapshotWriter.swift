public import BurinCore
public import BurinRaster
public import BurinTerminal
import Foundation

/// Renders a `CellGrid` as a PNG picture of a terminal, so that a person (or a reviewing tool) can
/// look at what Burin put on a screen.
///
/// Every cell is a fixed box of `cellWidth` x `cellHeight` pixels: its background filled, then its
/// content. Block elements (▀ ▄ █, eighths, shades, quadrants, sextants, braille) are exact pixel
/// rectangles, so half-block art shows the very pixels it encodes; other clusters are drawn with the
/// monospace font, with per-code-point fallback (CJK and the rest), a wide cluster centred across its
/// two cells. Bold uses the bold face, underline draws a line, dim mixes the foreground halfway to the
/// background, reverse swaps the two (before dimming). Italic is not drawn. A cluster no installed
/// font has is drawn as an empty box. Default colours come from `theme`.
///
/// Colours are first reduced to `colorMode` as a terminal of that depth would show them (xterm's
/// default palette for 256, 16 and 8 colours, the contrast rule applied; none at all for `.none`),
/// so the picture is what such a terminal shows, not what the design asked for.
///
/// The same grid always gives the same bytes: no timestamps or other metadata are written.
/// Each render opens its own `GlyphRasterizer`, so the writer is a plain `Sendable` value any thread
/// may use.
public struct PNGSnapshotWriter: Sendable {
    /// The most pixels a snapshot may have (about 256 MB of RGBA); larger grids are refused.
    public static let maximumPixels = 64 << 20

    public let cellWidth: Int
    public let cellHeight: Int
    public let theme: PNGSnapshotTheme
    public let colorMode: ColorMode
    private let fonts: FontResolver

    /// Cell sides are clamped to 2...256 pixels.
    public init(
        cellWidth: Int = 10, cellHeight: Int = 20, theme: PNGSnapshotTheme = .dark, colorMode: ColorMode = .direct,
        fonts: FontResolver = .shared
    ) {
        self.cellWidth = min(max(cellWidth, 2), 256)
        self.cellHeight = min(max(cellHeight, 2), 256)
        self.theme = theme
        self.colorMode = colorMode
        self.fonts = fonts
    }

    /// The grid drawn into pixels.
    public func render(_ grid: CellGrid) throws(ImageError) -> PixelCanvas {
        let (width, widthOverflow) = grid.size.width.multipliedReportingOverflow(by: cellWidth)
        let (height, heightOverflow) = grid.size.height.multipliedReportingOverflow(by: cellHeight)
        guard !widthOverflow, !heightOverflow, width.multipliedReportingOverflow(by: height).overflow == false,
            width * height <= Self.maximumPixels
        else { throw .tooLarge(width: widthOverflow ? .max : width, height: heightOverflow ? .max : height) }
        var canvas = PixelCanvas(width: width, height: height, fill: theme.background)
        guard width > 0, height > 0 else { return canvas }
        let painter = PNGSnapshotCellPainter(writer: self, fonts: fonts)
        let grid = shown(grid)
        for y in 0..<grid.size.height {
            for x in 0..<grid.size.width {
                painter.fillBackground(of: grid[x, y], column: x, row: y, on: &canvas)
            }
        }
        // Content after all backgrounds, so a wide glyph is not painted over by its right neighbour.
        for y in 0..<grid.size.height {
            for x in 0..<grid.size.width where !grid[x, y].isContinuation {
                let span = grid[x, y].width >= 2 && x + 1 < grid.size.width ? 2 : 1
                painter.drawContent(of: grid[x, y], column: x, row: y, span: span, on: &canvas)
            }
        }
        return canvas
    }

    /// `grid` with every colour (and bold, where the reduction gives it up) replaced by what a
    /// terminal in `colorMode` shows.
    private func shown(_ grid: CellGrid) -> CellGrid {
        var reducer = ColorReducer(mode: colorMode)
        var out = grid
        for y in 0..<grid.size.height {
            for x in 0..<grid.size.width {
                var cell = grid[x, y]
                let colors = reducer.reduce(cell)
                cell.foreground = ColorReducer.shown(colors.foreground).map(CellColor.init) ?? .terminalDefault
                cell.background = ColorReducer.shown(colors.background).map(CellColor.init) ?? .terminalDefault
                cell.attributes = colors.attributes
                out[x, y] = cell
            }
        }
        return out
    }

    /// The grid as PNG bytes.
    public func encode(_ grid: CellGrid) throws(ImageError) -> [UInt8] {
        try PNGCodec.encode(try render(grid))
    }

    /// Writes the grid's PNG to `path`, replacing the file atomically.
    public func write(_ grid: CellGrid, toFile path: String) throws {
        let bytes = try encode(grid)
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
