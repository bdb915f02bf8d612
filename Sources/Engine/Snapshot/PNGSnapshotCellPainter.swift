import BurinCore
import BurinRaster
import BurinTerminal

/// What `PNGSnapshotWriter` draws one render with: a rasterizer of its own (FreeType faces are not
/// shared between threads), the font size that fits the cell, and the baseline inside it.
/// - Note: Lives for one render, on the thread doing it.
struct PNGSnapshotCellPainter {
    let cellWidth: Int
    let cellHeight: Int
    let theme: PNGSnapshotTheme
    let fonts: FontResolver
    let rasterizer = GlyphRasterizer()
    let regular: FontFile?
    let bold: FontFile?
    let pixelSize: Int
    /// Baseline, pixels below the cell's top.
    let baseline: Int

    init(writer: PNGSnapshotWriter, fonts: FontResolver) {
        cellWidth = writer.cellWidth
        cellHeight = writer.cellHeight
        theme = writer.theme
        self.fonts = fonts
        regular = fonts.font(.monospace, bold: false)
        bold = fonts.font(.monospace, bold: true)
        let (size, metrics) = Self.fittingSize(
            of: regular, in: writer.cellWidth, by: writer.cellHeight, rasterizer: rasterizer)
        pixelSize = size
        baseline = (cellHeight - metrics.boxHeight) / 2 + metrics.ascender
    }

    /// The largest pixel size whose ascender-to-descender box fits the cell's height and whose
    /// advance fits its width.
    private static func fittingSize(
        of font: FontFile?, in width: Int, by height: Int, rasterizer: GlyphRasterizer
    ) -> (Int, FontMetrics) {
        let fallback = FontMetrics.assumed(pixelSize: height)
        guard let font, let m = rasterizer.glyph(for: "M", in: font) else { return (height, fallback) }
        for size in stride(from: min(height, GlyphRasterizer.maximumPixelSize), to: 1, by: -1) {
            guard let metrics = rasterizer.metrics(of: font, pixelSize: size) else { break }
            let advance = rasterizer.rasterize(m, pixelSize: size)?.advance ?? 0
            if metrics.boxHeight <= height, advance <= width { return (size, metrics) }
        }
        return (1, rasterizer.metrics(of: font, pixelSize: 1) ?? fallback)
    }

    /// Foreground and background after defaults, reverse and dim.
    func colors(of cell: Cell) -> (foreground: RGBA, background: RGBA) {
        var fg = cell.foreground.rgba ?? theme.foreground
        var bg = cell.background.rgba ?? theme.background
        if cell.attributes.contains(.reverse) { swap(&fg, &bg) }
        if cell.attributes.contains(.dim) { fg = fg.mixed(with: bg, 0.5) }
        return (fg, bg)
    }

    func fillBackground(of cell: Cell, column: Int, row: Int, on canvas: inout PixelCanvas) {
        fill(
            x0: column * cellWidth, y0: row * cellHeight, x1: (column + 1) * cellWidth,
            y1: (row + 1) * cellHeight, colors(of: cell).background, on: &canvas)
    }

    func drawContent(of cell: Cell, column: Int, row: Int, span: Int, on canvas: inout PixelCanvas) {
        let (fg, bg) = colors(of: cell)
        let left = column * cellWidth
        let top = row * cellHeight
        let width = span * cellWidth
        if let shape = PNGBlockShape.of(cell.text) {
            draw(shape, left: left, top: top, width: width, fg: fg, bg: bg, on: &canvas)
        } else if !cell.text.isEmpty {
            drawText(
                cell.text, bold: cell.attributes.contains(.bold), left: left, top: top, width: width, fg: fg,
                on: &canvas)
        }
        if cell.attributes.contains(.underline) {
            let thickness = max(1, cellHeight / 16)
            let y = min(top + baseline + max(1, thickness), top + cellHeight - thickness)
            fill(x0: left, y0: y, x1: left + width, y1: y + thickness, fg, on: &canvas)
        }
    }

    private func draw(
        _ shape: PNGBlockShape, left: Int, top: Int, width: Int, fg: RGBA, bg: RGBA, on canvas: inout PixelCanvas
    ) {
        switch shape {
        case .rectangles(let rectangles):
            let unit = PNGBlockShape.unit
            for r in rectangles {
                fill(
                    x0: left + r.x0 * width / unit, y0: top + r.y0 * cellHeight / unit,
                    x1: left + r.x1 * width / unit, y1: top + r.y1 * cellHeight / unit, fg, on: &canvas)
            }
        case .shade(let amount):
            fill(x0: left, y0: top, x1: left + width, y1: top + cellHeight, bg.mixed(with: fg, amount), on: &canvas)
        case .braille(let dots):
            // Dots 1-3 and 7 run down the left column, 4-6 and 8 down the right.
            let positions = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
            for (bit, (column, row)) in positions.enumerated() where dots & (1 << bit) != 0 {
                let x0 = left + column * width / 2
                let x1 = left + (column + 1) * width / 2
                let y0 = top + row * cellHeight / 4
                let y1 = top + (row + 1) * cellHeight / 4
                let side = max(1, (min(x1 - x0, y1 - y0) + 1) / 2)
                let dx = x0 + (x1 - x0 - side) / 2
                let dy = y0 + (y1 - y0 - side) / 2
                fill(x0: dx, y0: dy, x1: dx + side, y1: dy + side, fg, on: &canvas)
            }
        }
    }

    private func drawText(
        _ text: String, bold isBold: Bool, left: Int, top: Int, width: Int, fg: RGBA, on canvas: inout PixelCanvas
    ) {
        let run = rasterizer.layOut(
            text, primary: isBold ? bold : regular, family: .monospace, resolver: fonts, pixelSize: pixelSize,
            maximumAdvance: width + pixelSize)
        guard run.missing.isEmpty else {
            drawMissingBox(left: left, top: top, width: width, fg: fg, on: &canvas)
            return
        }
        let clip = GlyphClip(minX: left, minY: top, maxX: left + width, maxY: top + cellHeight)
        let penX = left + (width - run.advance) / 2
        for placement in run.placements {
            canvas.blend(
                placement.rendered, penX: penX + placement.x, baselineY: top + baseline, color: fg, clip: clip)
        }
    }

    /// The "tofu" a terminal shows for a character it has no glyph for: an outlined box.
    private func drawMissingBox(left: Int, top: Int, width: Int, fg: RGBA, on canvas: inout PixelCanvas) {
        let x0 = left + 1
        let x1 = left + width - 1
        let y0 = top + cellHeight / 8
        let y1 = top + cellHeight - cellHeight / 8
        guard x1 - x0 >= 2, y1 - y0 >= 2 else { return }
        fill(x0: x0, y0: y0, x1: x1, y1: y0 + 1, fg, on: &canvas)
        fill(x0: x0, y0: y1 - 1, x1: x1, y1: y1, fg, on: &canvas)
        fill(x0: x0, y0: y0, x1: x0 + 1, y1: y1, fg, on: &canvas)
        fill(x0: x1 - 1, y0: y0, x1: x1, y1: y1, fg, on: &canvas)
    }

    /// Fills the half-open pixel rectangle with an opaque colour, clipped to the canvas.
    private func fill(x0: Int, y0: Int, x1: Int, y1: Int, _ color: RGBA, on canvas: inout PixelCanvas) {
        let left = max(0, x0)
        let right = min(canvas.width, x1)
        let top = max(0, y0)
        let bottom = min(canvas.height, y1)
        guard left < right, top < bottom else { return }
        let opaque = color.opaque
        for y in top..<bottom {
            let row = y * canvas.width
            for x in left..<right { canvas.pixels[row + x] = opaque }
        }
    }
}
