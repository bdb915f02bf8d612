public import BurinCore
import BurinText

/// Draws a `RowLayout` into a `CellBitmap`: the pixel layer on a canvas of
/// (width x pixelsPerCellX, height x pixelsPerCellY) pixels, reduced to cells by the blitter, then the
/// character layer on top.
///
/// Paint ops are in cell units: rects are multiplied by the pixels per cell along each axis, radii,
/// blurs and offsets' x by the pixels per cell along x (cell widths), so shapes keep their look on
/// blitters whose pixels are not square.
///
/// Images named by web address come from the image cache's `RemoteImageSource`: while one is still
/// on its way the slot shows its fallback's quiet placeholder (and the row is redrawn when it comes);
/// one that failed shows the fallback, as a missing file does.
///
/// On a terminal of 16 or 8 colours (`palette`), with half blocks, the pixels of every picture drawn
/// (an image slot whose image could be had, with whatever fills were painted over it) are dithered
/// into the palette before the blitter sees them (`PaletteDither`), so the screen's colour reduction
/// finds each already one of its colours. Nothing else is dithered: fills, shadows and gradients
/// keep their colours (the screen reduces each to its nearest, so a card stays one flat colour), and
/// display text painted after a picture is painted after the dithering. Quadrant and sextant cells
/// take the two palette colours that fit them best instead (`Blitter.blit`).
///
/// - Note: One per draw worker: it holds the worker's `DisplayTextPainter` (FreeType faces), which
///   must not be shared between threads. The image cache is shared.
public struct RowDrawer {
    public let blitter: Blitter
    public let imageCache: ImageCache
    public let textPainter: (any DisplayTextPainter)?
    /// A drawer for the main loop: remote images are taken from memory only, never read from a disk.
    public let drawsOnMainLoop: Bool
    /// The palette pictures are dithered into; nil on a terminal with more colours.
    public let palette: TerminalPalette?
    private let dither: PaletteDither?

    public init(
        blitter: Blitter, imageCache: ImageCache, textPainter: (any DisplayTextPainter)?, drawsOnMainLoop: Bool = false,
        palette: TerminalPalette? = nil
    ) {
        self.blitter = blitter
        self.imageCache = imageCache
        self.textPainter = textPainter
        self.drawsOnMainLoop = drawsOnMainLoop
        self.palette = palette
        dither = PaletteDither.isUsed(with: blitter) ? palette.map(PaletteDither.init) : nil
    }

    /// This drawer for a terminal of `palette` (the same FreeType painter and image cache): a drawing
    /// follows the palette of the look it is made in, whatever the worker's drawer started with.
    public func withPalette(_ palette: TerminalPalette?) -> RowDrawer {
        guard palette != self.palette else { return self }
        return RowDrawer(
            blitter: blitter, imageCache: imageCache, textPainter: textPainter, drawsOnMainLoop: drawsOnMainLoop,
            palette: palette)
    }

    /// The largest row drawn, in cells; a layout beyond it is a bug or hostile, and is drawn blank.
    public static let maximumCells = 1 << 20

    /// Draws `layout`, checking `isCancelled` before painting, between paint ops, before blitting and
    /// before setting text. Returns nil as soon as it says the drawing is no longer wanted.
    public func draw<Action>(_ layout: RowLayout<Action>, isCancelled: () -> Bool = { false }) -> DrawnRow? {
        if isCancelled() { return nil }
        let columns = max(0, layout.size.width)
        let rows = max(0, layout.size.height)
        let size = CellSize(width: columns, height: rows)
        guard columns > 0, rows > 0, columns <= Self.maximumCells / rows else {
            return DrawnRow(bitmap: CellBitmap(size: size), statistics: DrawStatistics())
        }
        var canvas = PixelCanvas(
            width: columns * blitter.pixelsPerCellX, height: rows * blitter.pixelsPerCellY, fill: layout.background)
        var statistics = DrawStatistics()
        var overlays: [TextRun] = []
        var pictures: [PictureArea] = []
        for op in layout.paint {
            if isCancelled() { return nil }
            if case .displayText = op { ditherPictures(&pictures, on: &canvas) }
            paint(op, on: &canvas, overlays: &overlays, pictures: &pictures, statistics: &statistics)
        }

        if isCancelled() { return nil }
        ditherPictures(&pictures, on: &canvas)
        var cells = blitter.blit(
            canvas, region: CellRect(x: 0, y: 0, width: columns, height: rows), background: layout.background,
            palette: palette)

        if isCancelled() { return nil }
        var characters = CharacterLayer(
            cells: cells, columns: columns, rows: rows, canvas: canvas, background: layout.background, blitter: blitter)
        for run in overlays { characters.place(run) }
        for run in layout.text { characters.place(run) }
        cells = characters.cells
        return DrawnRow(bitmap: CellBitmap(size: size, cells: cells), statistics: statistics)
    }

    private var scaleX: Double { Double(blitter.pixelsPerCellX) }
    private var scaleY: Double { Double(blitter.pixelsPerCellY) }

    /// `rect` in cells as a rect in pixels.
    private func pixels(_ rect: UnitRect) -> UnitRect {
        UnitRect(x: rect.x * scaleX, y: rect.y * scaleY, width: rect.width * scaleX, height: rect.height * scaleY)
    }

    /// The pixels of a picture drawn on the canvas: its frame and the radius of its rounded corners.
    private struct PictureArea {
        var frame: UnitRect
        var radius: Double
    }

    /// Dithers the pictures drawn so far into the palette (when there is one), and forgets them.
    private func ditherPictures(_ pictures: inout [PictureArea], on canvas: inout PixelCanvas) {
        defer { pictures.removeAll() }
        guard let dither else { return }
        for picture in pictures {
            guard let shape = RoundedRectShape(picture.frame, radius: picture.radius),
                let bounds = shape.pixelBounds(width: canvas.width, height: canvas.height)
            else { continue }
            // A pixel is the picture's where the picture covers at least half of it; the rest of a
            // rounded corner is the card's, and stays the card's colour.
            dither.dither(&canvas, x0: bounds.x0, y0: bounds.y0, x1: bounds.x1, y1: bounds.y1) { x, y in
                shape.coverage(x: x, y: y) >= 128
            }
        }
    }

    private func paint(
        _ op: PaintOp, on canvas: inout PixelCanvas, overlays: inout [TextRun], pictures: inout [PictureArea],
        statistics: inout DrawStatistics
    ) {
        switch op {
        case .fill(let rect, let color, let radius):
            canvas.fillRoundedRect(pixels(rect), radius: radius * scaleX, color: color)
        case .stroke(let rect, let color, let radius, let thickness):
            canvas.strokeRoundedRect(pixels(rect), radius: radius * scaleX, thickness: thickness, color: color)
        case .shadow(let rect, let color, let radius, let dx, let dy, let blur):
            canvas.drawShadow(
                of: pixels(rect), radius: radius * scaleX, color: color, offsetX: dx * scaleX, offsetY: dy * scaleY,
                blur: blur * scaleX)
        case .gradient(let rect, let from, let to, let angle, let radius):
            canvas.fillLinearGradient(pixels(rect), radius: radius * scaleX, from: from, to: to, angle: angle)
        case .image(let path, let rect, let radius, let fallback):
            switch drawImage(path: path, in: rect, radius: radius, on: &canvas) {
            case .drawn(let frame):
                pictures.append(PictureArea(frame: frame, radius: radius * scaleX))
            case .pending:
                canvas.fillRoundedRect(pixels(rect), radius: radius * scaleX, color: fallback.placeholder)
                statistics.imagesPending += 1
            case .missing:
                canvas.fillRoundedRect(pixels(rect), radius: radius * scaleX, color: fallback.background)
                if let run = label(fallback, in: rect) { overlays.append(run) }
                // A slot that names no image is not an image gone missing.
                if case .remote = imageCache.source(of: path) {
                    statistics.remoteImageFallbacks += 1
                } else if !path.isEmpty {
                    statistics.imageFallbacks += 1
                }
            }
        case .displayText(let text, let rect, let color, let pixelHeight, let bold):
            let fallbacks = drawDisplayText(
                text, in: rect, color: color, pixelHeight: pixelHeight, bold: bold, on: &canvas)
            for run in fallbacks { statistics.glyphFallbacks += run.clusters.count }
            overlays += fallbacks
        }
    }

    /// What became of an image slot.
    private enum ImageOutcome {
        /// Drawn over this frame of pixels.
        case drawn(UnitRect)
        /// A remote image still on its way.
        case pending
        /// It cannot be had (or the slot is degenerate).
        case missing
    }

    /// Composites the cached, scaled image, if it can be had.
    private func drawImage(path: String, in rect: UnitRect, radius: Double, on canvas: inout PixelCanvas)
        -> ImageOutcome
    {
        let frame = pixels(rect)
        guard let x0 = Self.pixelIndex(frame.x), let y0 = Self.pixelIndex(frame.y),
            let x1 = Self.pixelIndex(frame.x + frame.width), let y1 = Self.pixelIndex(frame.y + frame.height),
            x1 > x0, y1 > y0
        else { return .missing }
        switch imageCache.lookUp(path, width: x1 - x0, height: y1 - y0, fromMemoryOnly: drawsOnMainLoop) {
        case .image(let image):
            canvas.composite(image, atX: x0, y: y0, radius: radius * scaleX)
            return .drawn(UnitRect(x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0)))
        case .pending:
            return .pending
        case .failed:
            return .missing
        }
    }

    /// A fractional pixel coordinate rounded, or nil when it is not a sane number.
    private static func pixelIndex(_ v: Double) -> Int? {
        guard v.isFinite, abs(v) < 1e7 else { return nil }
        return Int(v.rounded())
    }

    /// The fallback's label centred in the image slot `rect` (cells), clipped to its width. They
    /// are sanitised and measured like every other text (a ZWJ family is one emoji two columns
    /// wide, a lone combining mark sits on `◌`), so the tile is exactly as wide on screen as counted here.
    private func label(_ fallback: ImageFallback, in rect: UnitRect) -> TextRun? {
        guard let cellRect = Self.cellRect(rect) else { return nil }
        var clusters: [Cluster] = []
        var width = 0
        for cluster in measured(Array(fallback.label)) {
            if width + cluster.width > cellRect.size.width { break }
            clusters.append(cluster)
            width += cluster.width
        }
        guard !clusters.isEmpty else { return nil }
        return TextRun(
            x: cellRect.minX + (cellRect.size.width - width) / 2, y: cellRect.minY + (cellRect.size.height - 1) / 2,
            clusters: clusters, style: TextStyle(foreground: fallback.foreground))
    }

    /// The whole cells a rect in cell units covers, or nil when empty or not a sane number.
    private static func cellRect(_ rect: UnitRect) -> CellRect? {
        guard let x0 = pixelIndex(rect.x), let y0 = pixelIndex(rect.y), let x1 = pixelIndex(rect.x + rect.width),
            let y1 = pixelIndex(rect.y + rect.height), x1 > x0, y1 > y0
        else { return nil }
        return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Paints display text and returns the clusters it could not draw as runs of terminal characters
    /// where they would have stood. Without a painter every cluster is such a fallback.
    private func drawDisplayText(
        _ text: String, in rect: UnitRect, color: RGBA, pixelHeight: Double, bold: Bool, on canvas: inout PixelCanvas
    ) -> [TextRun] {
        let style = TextStyle(foreground: color.opaque, attributes: bold ? .bold : [])
        let row = Self.pixelIndex((rect.y + (rect.height - 1) / 2).rounded(.down)) ?? 0
        let startColumn = Self.pixelIndex(rect.x.rounded(.down)) ?? 0
        let heightPixels = pixelHeight * scaleY
        guard let textPainter, heightPixels.isFinite, heightPixels >= 1, heightPixels < 4096 else {
            return [TextRun(x: startColumn, y: row, clusters: measured(Array(text)), style: style)]
        }
        let height = Int(heightPixels.rounded())
        let missing = textPainter.paint(
            text, in: pixels(rect), color: color, pixelHeight: height, bold: bold, on: &canvas)
        guard !missing.isEmpty else { return [] }
        // Each missing cluster goes to the column its glyph would have started at; neighbours that
        // touch share a run.
        var runs: [TextRun] = []
        var prefix = ""
        var pending = missing[...]
        for c in text {
            if let next = pending.first, next == c {
                pending = pending.dropFirst()
                let offset = Double(textPainter.measure(prefix, pixelHeight: height, bold: bold)) / scaleX
                let column = Self.pixelIndex((rect.x + offset).rounded(.down)) ?? startColumn
                let clusters = measured([c])
                if let last = runs.last, last.x + last.width == column {
                    runs[runs.count - 1].clusters += clusters
                } else if !clusters.isEmpty {
                    runs.append(TextRun(x: column, y: row, clusters: clusters, style: style))
                }
            }
            prefix.append(c)
        }
        return runs
    }

    /// Display text the painter could not draw becomes terminal characters, so it goes through the
    /// sanitiser like every other text: a layout from anywhere cannot put a control or an escape
    /// sequence on the screen this way.
    private func measured(_ characters: [Character]) -> [Cluster] {
        TextMetrics.clusters(String(characters)).filter { $0.width == 1 || $0.width == 2 }
    }
}
