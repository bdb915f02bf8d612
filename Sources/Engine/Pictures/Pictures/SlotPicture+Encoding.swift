public import BurinCore
public import BurinRaster

/// A row's image slots as pictures for the terminal (kitty graphics, or sixel reduced to the
/// terminal's colour registers), encoded where the row is drawn. Apps ask for them through
/// `RowDrawer.draw(_:pictures:isCancelled:)`.
///
/// A placement covers whole cells, and a slot may start half a cell down, so each picture covers the
/// cells around its slot: what the drawing's half-blocks show there (each cell's top and bottom
/// colour, at full cell size), with the image composited over it at the slot's real pixels, from the
/// same image cache the half-blocks came from. Where a cell keeps the terminal's own background the
/// picture is transparent, so the terminal's colour shows through.
extension SlotPicture {
    /// The most pixels one slot's picture may have.
    public static let maximumPixels = 1 << 20

    /// The pictures for `layout`'s image slots in `bitmap`; a slot whose picture cannot be had
    /// (pending, missing) has none and shows its half-blocks.
    public static func encode<Action>(
        _ layout: RowLayout<Action>, bitmap: CellBitmap, format: PictureFormat, images: ImageCache,
        fromMemoryOnly: Bool
    ) -> [SlotPicture] {
        let cell = format.cellSize
        var pictures: [SlotPicture] = []
        for (index, op) in layout.paint.enumerated() {
            guard case .image(let path, let rect, let radius, _) = op, !path.isEmpty,
                let cells = coveringCells(rect, within: bitmap.size)
            else { continue }
            let width = Int((rect.width * Double(cell.width)).rounded())
            let height = Int((rect.height * Double(cell.height)).rounded())
            // A terminal may claim any cell size: a picture past a megapixel shows its half-blocks.
            guard width > 0, height > 0, cells.size.area * cell.width * cell.height <= maximumPixels,
                case .image(let photo) = images.lookUp(
                    path, width: width, height: height, fromMemoryOnly: fromMemoryOnly)
            else { continue }
            var canvas = background(of: cells, in: bitmap, cell: cell)
            canvas.composite(
                photo, atX: Int(((rect.x - Double(cells.minX)) * Double(cell.width)).rounded()),
                y: Int(((rect.y - Double(cells.minY)) * Double(cell.height)).rounded()),
                radius: radius * Double(cell.width))
            // Fills painted over the photo (a closed shop's dimming) are painted over the picture too.
            for case .fill(let over, let colour, let overRadius) in layout.paint[(index + 1)...] {
                canvas.fillRoundedRect(
                    UnitRect(
                        x: (over.x - Double(cells.minX)) * Double(cell.width),
                        y: (over.y - Double(cells.minY)) * Double(cell.height), width: over.width * Double(cell.width),
                        height: over.height * Double(cell.height)), radius: overRadius * Double(cell.width),
                    color: colour)
            }
            guard let (payload, bytes, link) = encoded(canvas, as: format) else { continue }
            var identity = Hasher()
            identity.combine(path)
            identity.combine(cells)
            identity.combine(canvas.pixels.count)
            for y in cells.minY..<cells.maxY {
                for x in cells.minX..<cells.maxX { identity.combine(bitmap[x, y]) }
            }
            pictures.append(
                SlotPicture(
                    rect: cells, identity: identity.finalize(), payload: payload, byteCost: bytes, linkCost: link))
        }
        return pictures
    }

    /// The picture as the terminal's protocol takes it, and what it costs the link: a `KittyPayload`
    /// (raw RGB, the fastest to make, in a file or deflated in the escape), or a `SixelPayload` (the
    /// costly colour reduction and the whole picture's sequence made here, off the main loop).
    private static func encoded(
        _ canvas: PixelCanvas, as format: PictureFormat
    ) -> (SlotPicturePayload, Int, Int)? {
        switch format.graphics {
        case .kitty:
            guard let payload = try? KittyPayload(canvas, format: .rgb, transport: format.kittyTransport) else {
                return nil
            }
            return (.kitty(payload), payload.memoryBytes, payload.linkBytes)
        case .sixel:
            let picture = SixelPayload(SixelQuantizer.quantize(canvas, maxColors: format.colorRegisters))
            return (.sixel(picture), picture.whole.count, picture.whole.count)
        }
    }

    /// The whole cells `rect` touches, inside a bitmap of `size`.
    private static func coveringCells(_ rect: UnitRect, within size: CellSize) -> CellRect? {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let x0 = max(0, Int(rect.x.rounded(.down)))
        let y0 = max(0, Int(rect.y.rounded(.down)))
        let x1 = min(size.width, Int((rect.x + rect.width).rounded(.up)))
        let y1 = min(size.height, Int((rect.y + rect.height).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The cells as the terminal shows their half-blocks: a `▀` cell's top half in its foreground,
    /// the bottom half in its background (`▄` the other way), any other cell in its background.
    private static func background(of cells: CellRect, in bitmap: CellBitmap, cell: PixelSize) -> PixelCanvas {
        var canvas = PixelCanvas(width: cells.size.width * cell.width, height: cells.size.height * cell.height)
        let half = cell.height / 2
        for y in cells.minY..<cells.maxY {
            for x in cells.minX..<cells.maxX {
                let c = bitmap[x, y]
                let text = c.text
                let top = text == "▀" ? c.foreground : c.background
                let bottom = text == "▄" ? c.foreground : c.background
                let left = (x - cells.minX) * cell.width
                let upper = (y - cells.minY) * cell.height
                for py in 0..<cell.height {
                    let colour = (py < half ? top : bottom).rgba ?? .clear
                    for px in 0..<cell.width { canvas[left + px, upper + py] = colour }
                }
            }
        }
        return canvas
    }
}
