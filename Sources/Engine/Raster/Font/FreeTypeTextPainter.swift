public import BurinCore

/// Display text drawn with FreeType: proportional glyphs, font fallback per code point, kerning,
/// anti-aliased coverage blended into the canvas.
///
/// - Important: Not thread-safe. It owns a `GlyphRasterizer` (FreeType faces), so each draw worker
///   creates its own painter and keeps it; the font resolver behind it is shared and thread-safe.
public final class FreeTypeTextPainter: DisplayTextPainter {
    /// The rasterizer this painter draws with; exposed for its cache statistics.
    public let rasterizer: GlyphRasterizer
    private let resolver: FontResolver
    private let family: FontFamily

    public init(
        family: FontFamily = .sans, resolver: FontResolver = .shared,
        rasterizer: GlyphRasterizer = GlyphRasterizer()
    ) {
        self.family = family
        self.resolver = resolver
        self.rasterizer = rasterizer
    }

    /// Draws `text` left-aligned in `rect` (pixel units) with its ascender-to-descender box centred
    /// vertically, clipped to `rect` and the canvas. Clusters an em or more past the right edge are not
    /// laid out (nor reported as missing).
    public func paint(
        _ text: String, in rect: UnitRect, color: RGBA, pixelHeight: Int, bold: Bool,
        on canvas: inout PixelCanvas
    ) -> [Character] {
        let clip = GlyphClip(rect, canvasWidth: canvas.width, canvasHeight: canvas.height)
        guard !clip.isEmpty, pixelHeight > 0 else { return [] }
        let size = min(pixelHeight, GlyphRasterizer.maximumPixelSize)
        let primary = resolver.font(family, bold: bold)
        // The clip being non-empty, rect.x is finite; bounding it keeps pen arithmetic far from overflow.
        let startX = Int(min(max(rect.x.rounded(), -Double(1 << 30)), Double(1 << 30)))
        let run = rasterizer.layOut(
            text, primary: primary, family: family, resolver: resolver, pixelSize: size,
            maximumAdvance: clip.maxX - startX + size)
        let baseline = baselineY(in: rect, clip: clip, primary: primary, pixelSize: size)
        for placement in run.placements {
            canvas.blend(placement.rendered, penX: startX + placement.x, baselineY: baseline, color: color, clip: clip)
        }
        return run.missing
    }

    /// The advance width of `text` in pixels; clusters no font has take no space, as in `paint`.
    public func measure(_ text: String, pixelHeight: Int, bold: Bool) -> Int {
        guard pixelHeight > 0 else { return 0 }
        let size = min(pixelHeight, GlyphRasterizer.maximumPixelSize)
        return rasterizer.layOut(
            text, primary: resolver.font(family, bold: bold), family: family, resolver: resolver,
            pixelSize: size
        ).advance
    }

    /// The baseline that centres the face's ascender-to-descender box in `rect`.
    private func baselineY(in rect: UnitRect, clip: GlyphClip, primary: FontFile?, pixelSize: Int) -> Int {
        let metrics =
            primary.flatMap { rasterizer.metrics(of: $0, pixelSize: pixelSize) }
            ?? .assumed(pixelSize: pixelSize)
        let top = rect.y + (rect.height - Double(metrics.boxHeight)) / 2
        guard top.isFinite else { return clip.minY + metrics.ascender }
        // Kept near the clip: a baseline far away draws nothing, and must not overflow on the way.
        let bounded = min(max(top, Double(clip.minY - 2 * pixelSize)), Double(clip.maxY + 2 * pixelSize))
        return Int(bounded.rounded()) + metrics.ascender
    }
}
