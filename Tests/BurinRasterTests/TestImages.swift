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

/// A tiny deterministic generator so fuzz-style tests repeat exactly.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
