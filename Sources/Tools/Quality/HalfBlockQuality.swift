public import BurinCore
public import BurinRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Measures how faithfully half-block cells show an image, so Burin's blitter can be compared with
/// chafa's output on the same picture.
public enum HalfBlockQuality {
    /// Turns half-block cells (`columns` x `rows`, row-major) back into the `columns` x 2`rows` pixels
    /// a terminal would show: "▀" is foreground over background, "▄" background over foreground, "█"
    /// all foreground; any other cell (a space, text) shows its background in both halves. Default
    /// colours become `defaultForeground` / `defaultBackground`, as the terminal would paint them.
    public static func reconstruct(
        _ cells: [Cell], columns: Int, rows: Int, defaultForeground: RGBA = .white,
        defaultBackground: RGBA = .black
    ) -> PixelCanvas {
        let columns = max(0, columns)
        let rows = max(0, rows)
        var canvas = PixelCanvas(width: columns, height: rows * 2)
        for y in 0..<rows {
            for x in 0..<columns {
                let i = y * columns + x
                guard i < cells.count else { return canvas }
                let cell = cells[i]
                let fg = cell.foreground.rgba ?? defaultForeground
                let bg = cell.background.rgba ?? defaultBackground
                let (top, bottom): (RGBA, RGBA)
                switch cell.text {
                case "▀": (top, bottom) = (fg, bg)
                case "▄": (top, bottom) = (bg, fg)
                case "█": (top, bottom) = (fg, fg)
                default: (top, bottom) = (bg, bg)
                }
                canvas[x, 2 * y] = top
                canvas[x, 2 * y + 1] = bottom
            }
        }
        return canvas
    }

    /// `reconstruct` for a whole bitmap.
    public static func reconstruct(
        _ bitmap: CellBitmap, defaultForeground: RGBA = .white, defaultBackground: RGBA = .black
    ) -> PixelCanvas {
        reconstruct(
            bitmap.cells, columns: bitmap.size.width, rows: bitmap.size.height, defaultForeground: defaultForeground,
            defaultBackground: defaultBackground)
    }

    /// Peak signal-to-noise ratio in dB between two canvases of one size, over their RGB channels
    /// (each pixel composited over black first). Infinity when they are equal; 0 when their sizes
    /// differ or they are empty, as there is nothing to compare.
    public static func psnr(_ a: PixelCanvas, _ b: PixelCanvas) -> Double {
        guard a.width == b.width, a.height == b.height, !a.pixels.isEmpty else { return 0 }
        var squaredError = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            let dr = onBlack(p.r, p.a) - onBlack(q.r, q.a)
            let dg = onBlack(p.g, p.a) - onBlack(q.g, q.a)
            let db = onBlack(p.b, p.a) - onBlack(q.b, q.a)
            squaredError += dr * dr + dg * dg + db * db
        }
        guard squaredError > 0 else { return .infinity }
        let meanSquaredError = Double(squaredError) / Double(a.pixels.count * 3)
        return 10 * log10(255 * 255 / meanSquaredError)
    }

    @inline(__always)
    private static func onBlack(_ channel: UInt8, _ alpha: UInt8) -> Int {
        (Int(channel) * Int(alpha) + 127) / 255
    }
}
