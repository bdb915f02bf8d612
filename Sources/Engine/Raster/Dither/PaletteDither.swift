public import BurinCore

/// Reduces a picture's pixels to a terminal palette of 8 or 16 colours: the nearest colour where the
/// palette has one near, error diffusion where it has none.
///
/// Each pixel takes the palette colour nearest in CIELAB (as the screen's own reduction judges) to
/// its colour plus the error its neighbours passed on. Its own error (what it wanted less what it
/// got, in linear light, where the eye adds neighbouring pixels up) goes on to the pixels after it
/// with Floyd and Steinberg's weights, rows scanned alternately left to right and right to left, but
/// only the share of it that lies beyond `nearEnough`: a pixel the palette shows closely passes
/// nothing on, so where the palette is near, the result is exactly the screen's reduction.
///
/// Why not plain error diffusion: one half-block pixel is a 9 x 9-pixel square on the screen, as big
/// as the picture's own detail, so a dither's dots are seen as dots, not blended into a tone, and
/// spread everywhere they turn a plate the palette shows well into noise. Measured on `bench
/// --scenario quality` (SSIM on luma and mean CIEDE2000 against the photograph at its displayed
/// size), plain Floyd-Steinberg scored far below the nearest colour and below chafa's undithered
/// output (SSIM 0.36 against 0.61 and 0.56 for a 16 x 8 slot in 16 colours). Kept to where the
/// palette is far (a dark wood the nearest colour would make black, a saturated green), the dots
/// show some of a tone the palette lacks and leave the rest clean. The error is also damped
/// (`errorShare`), and the colour a pixel wants is kept within what a screen can show, so a patch
/// the palette cannot come near does not pile up an error that bleeds into the next patch.
///
/// Deterministic: the same pixels and palette give the same result on every run and thread. Pixels
/// outside the mask (a rounded corner, a pixel not of the picture) are neither changed nor read.
///
/// - Note: Pure and `Sendable`.
public struct PaletteDither: Sendable {
    public let matcher: PaletteMatcher
    public var palette: TerminalPalette { matcher.palette }

    /// The share of a pixel's error passed on: below 1, so errors fade within a few pixels.
    static let errorShare: Float = 0.85

    /// The CIELAB distance within which a pixel's colour counts as shown: no error is passed on up to
    /// it, and only what lies beyond it. A light plate is within 10-20 of a palette grey and stays
    /// flat; a mid brown is about 60 from black, its nearest of eight colours, and passes part of its
    /// error on. Chosen on `bench --scenario quality`: at 30, 8 x 4 slots in 8 colours scored as
    /// chafa's (0.405 against 0.404), at 35 just above (0.407), at 40 above again with still fewer
    /// dots; every larger slot scored above chafa at each.
    static let nearEnough: Float = 35

    public init(palette: TerminalPalette) {
        matcher = PaletteMatcher(palette: palette, lightnessWeight: 1)
    }

    /// Whether pictures drawn with `blitter` are dithered. Half blocks show every pixel in a colour
    /// of its own, so the dither decides each; quadrant and sextant cells show two colours for their
    /// four or six pixels, and take the pair of palette colours that fits each cell best instead
    /// (`Blitter.blit(_:region:background:palette:)`): dithered dots and a cell's two colours fight,
    /// and measured, the fit alone scored better.
    public static func isUsed(with blitter: Blitter) -> Bool { blitter == .halfBlock }

    /// Dithers the pixels of `canvas` inside `x0..<x1`, `y0..<y1` (clipped to the canvas) for which
    /// `isPicture(x, y)` holds; every other pixel is left as it is. Alpha is kept.
    public func dither(
        _ canvas: inout PixelCanvas, x0: Int, y0: Int, x1: Int, y1: Int,
        where isPicture: (Int, Int) -> Bool = { _, _ in true }
    ) {
        let left = max(0, x0)
        let top = max(0, y0)
        let right = min(canvas.width, x1)
        let bottom = min(canvas.height, y1)
        guard left < right, top < bottom else { return }
        let width = right - left
        // The error owed to this row and the next, one entry per column plus a margin each side.
        var current = [SIMD3<Float>](repeating: .zero, count: width + 2)
        var next = current
        let colors = palette.colors
        for y in top..<bottom {
            let forward = (y - top) % 2 == 0
            for step in 0..<width {
                let column = forward ? step : width - 1 - step
                let x = left + column
                guard isPicture(x, y) else { continue }
                let i = y * canvas.width + x
                let pixel = canvas.pixels[i]
                let wanted = (PaletteMatcher.linear(pixel) + current[column + 1])
                    .clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
                let wantedLab = matcher.weightedLab(wanted)
                let chosen = matcher.nearest(weighted: wantedLab)
                let colour = colors[chosen]
                canvas.pixels[i] = RGBA(colour.r, colour.g, colour.b, pixel.a)
                let miss = PaletteMatcher.distance(wantedLab, matcher.weighted[chosen]).squareRoot()
                guard miss > Self.nearEnough else { continue }
                let error = (wanted - matcher.linear[chosen]) * (Self.errorShare * (miss - Self.nearEnough) / miss)
                // Floyd-Steinberg: 7/16 ahead, 3/16 behind below, 5/16 below, 1/16 ahead below.
                let ahead = forward ? column + 2 : column
                let behind = forward ? column : column + 2
                current[ahead] += error * (7.0 / 16)
                next[behind] += error * (3.0 / 16)
                next[column + 1] += error * (5.0 / 16)
                next[ahead] += error * (1.0 / 16)
            }
            swap(&current, &next)
            for k in next.indices { next[k] = .zero }
        }
    }
}
