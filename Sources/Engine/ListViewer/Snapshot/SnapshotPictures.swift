public import BurinCore
public import BurinPictures
public import BurinRaster

/// The pictures of a snapshot's last frame: each visible row's accepted drawing's slot pictures, with
/// the part of each the viewport shows. Listed and cut as the main loop lists them for its planner
/// (`ListPictures.images(of:)`, `VisibleSlot`), so a snapshot shows exactly what the viewer would place.
public struct SnapshotPictures: Sendable {
    public struct Picture: Sendable {
        /// The whole slot on screen, in cells (may reach outside the viewport).
        public var frame: CellRect
        /// The rows of `frame` inside the viewport.
        public var visibleRows: Range<Int>
        public var payload: KittyPayload
    }

    public var pictures: [Picture] = []

    public init() {}

    public init<Style, Action>(frame: PipelineFrame<Style, Action>) {
        let viewport = CellRect(x: 0, y: 0, width: frame.width, height: frame.viewportHeight)
        for (image, payload) in ListPictures.images(of: frame) {
            guard case .kitty(let payload) = payload,
                let visible = VisibleSlot.of(image, in: viewport, covers: [])
            else { continue }
            pictures.append(
                Picture(frame: image.frame, visibleRows: visible.cells.minY..<visible.cells.maxY, payload: payload))
        }
    }

    /// Paints the pictures over `canvas`, a screen of `cell`-sized cells, as a terminal speaking
    /// `pixels` shows them: kitty the pictures' own pixels, sixel through a palette of at most 256
    /// colours.
    public func paint(on canvas: inout PixelCanvas, cell: PixelSize, as pixels: GraphicsProtocol) {
        for picture in pictures {
            guard var source = picture.payload.pixels else { continue }
            if pixels == .sixel {
                let image = SixelQuantizer.quantize(source)
                source.pixels = image.canvasPixels
            }
            // Pixels are placed at the slot's cells and cut at the viewport, as the planners place them.
            let left = picture.frame.minX * cell.width
            let first = (picture.visibleRows.lowerBound - picture.frame.minY) * cell.height
            let last = (picture.visibleRows.upperBound - picture.frame.minY) * cell.height
            for sy in first..<min(last, source.height) {
                let ty = picture.frame.minY * cell.height + sy
                guard ty >= 0, ty < canvas.height else { continue }
                for sx in 0..<source.width {
                    let tx = left + sx
                    guard tx >= 0, tx < canvas.width else { continue }
                    let colour = source[sx, sy]
                    // A transparent pixel lets the cell's own colour show, as in the terminal.
                    if colour.a >= 128 { canvas[tx, ty] = RGBA(colour.r, colour.g, colour.b) }
                }
            }
        }
    }
}
