import BurinCore

@testable import BurinRaster

/// Small synthetic images the raster tests build instead of shipping files.
enum TestImages {
    /// A smooth two-axis gradient: JPEG keeps it within a few levels at high quality.
    static func gradient(width: Int, height: Int) -> PixelCanvas {
        var canvas = PixelCanvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                canvas[x, y] = RGBA(
                    UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 128)
            }
        }
        return canvas
    }

    /// A canvas of one colour.
    static func solid(width: Int, height: Int, _ color: RGBA) -> PixelCanvas {
        PixelCanvas(width: width, height: height, fill: color)
    }
}
