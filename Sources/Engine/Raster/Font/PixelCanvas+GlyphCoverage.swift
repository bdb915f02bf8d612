public import BurinCore

extension PixelCanvas {
    /// Blends `glyph`'s coverage in `color` with its pen at (`penX`, `baselineY`), only into pixels
    /// inside `clip` (and the canvas).
    public mutating func blend(
        _ glyph: RasterizedGlyph, penX: Int, baselineY: Int, color: RGBA, clip: GlyphClip
    ) {
        guard glyph.width > 0, glyph.rows > 0, !clip.isEmpty else { return }
        let originX = penX + glyph.left
        let originY = baselineY - glyph.top
        let x0 = max(originX, clip.minX, 0)
        let x1 = min(originX + glyph.width, clip.maxX, width)
        let y0 = max(originY, clip.minY, 0)
        let y1 = min(originY + glyph.rows, clip.maxY, height)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            let row = (y - originY) * glyph.width - originX
            for x in x0..<x1 {
                let c = glyph.coverage[row + x]
                if c != 0 { blend(x: x, y: y, color, coverage: Double(c) / 255) }
            }
        }
    }
}
