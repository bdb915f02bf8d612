public import BurinCore
public import BurinRaster
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
/// The same grid always gives the same bytes: no timestamps or other metadata are written.
/// Each render opens its own `GlyphRasterizer`, so the writer is a plain `Sendable` value any thread
/// may use.
public struct PNGSnapshotWriter: Sendable {
    /// The most pixels a snapshot may have (about 256 MB of RGBA); larger grids are refused.
    public static let maximumPixels = 64 << 20

    public let cellWidth: Int
    public let cellHeight: Int
    public let theme: PNGSnapshotTheme
    private let fonts: FontResolver

    /// Cell sides are clamped to 2...256 pixels.
    public init(
        cellWidth: Int = 10, cellHeight: Int = 20, theme: PNGSnapshotTheme = .dark, fonts: FontResolver = .shared
    ) {
        self.cellWidth = min(max(cellWidth, 2), 256)
        self.cellHeight = min(max(cellHeight, 2), 256)
        self.theme = theme
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
