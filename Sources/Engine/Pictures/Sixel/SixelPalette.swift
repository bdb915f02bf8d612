public import BurinCore
import BurinRaster

/// Sixel pictures over a slow link go with fewer colours: a thumbnail's sequence shrinks with about
/// the square root of its colours (on the demo's photos at 90x114 pixels: 39 kB with 256 colours,
/// 19 kB with 64, 13 kB with 32), so a screen of them reaches the terminal in about the time it
/// takes in full colour at `fullColourRate`. Decided from the link's measured rate (`DrainRate`)
/// alone, so the same link gets the same pictures whether they were drawn as the list stopped or
/// again after Ctrl-L.
public enum SixelPalette {
    /// At this many bytes a second or more (or where the link was not measured) pictures keep the
    /// colours they were made with.
    public static let fullColourRate = 1_000_000.0
    /// Below this the pictures would look posterised; a slower link waits longer instead.
    public static let fewestColors = 32

    /// The colours a sixel picture goes with over a link measured at `rate` bytes a second: halved
    /// from 256 for every quarter of the bytes the rate lacks (bytes go with the square root of the
    /// colours), down to `fewestColors`; nil: as made.
    public static func colors(forLink rate: Double?) -> Int? {
        guard let rate, rate.isFinite, rate > 0, rate < fullColourRate else { return nil }
        let share = rate / fullColourRate
        var colors = 256
        while colors > fewestColors, Double(colors) > 256 * share * share { colors /= 2 }
        return colors
    }

    /// About the bytes of a picture of `bytes` (as made, with up to 256 colours) with `colors`.
    public static func estimatedBytes(_ bytes: Int, colors: Int?) -> Int {
        guard let colors, colors < 256 else { return bytes }
        return Int((Double(bytes) * (Double(max(colors, 1)) / 256).squareRoot()).rounded(.up))
    }

    /// `image` with at most `colors` colours, reduced from the colours it shows.
    public static func reduced(_ image: SixelImage, to colors: Int) -> SixelImage {
        guard colors < image.palette.count else { return image }
        var canvas = PixelCanvas(width: image.width, height: image.height)
        canvas.pixels = image.canvasPixels
        return SixelQuantizer.quantize(canvas, maxColors: colors)
    }
}
