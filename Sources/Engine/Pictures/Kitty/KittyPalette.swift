public import BurinCore
import BurinRaster

/// kitty pictures sent in the escape over a slow link go as indexed PNG with fewer colours: a
/// thumbnail of the demo's photos at 90x108 pixels is ~31 kB of base64 as deflated RGB, 7.3 kB as a
/// 64-colour PNG, 5.4 kB with 32 (one byte a pixel before deflate, against three). Decided from the link's
/// measured rate (`DrainRate`) alone, with the thresholds of `SixelPalette`, so the same link gets the
/// same pictures whether they were sent as the list stopped or again after Ctrl-L, and a picture in a
/// file (a terminal on this machine) or over a fast link goes as it was made.
public enum KittyPalette {
    /// The colours a kitty picture goes with over a link measured at `rate` bytes a second (as
    /// `SixelPalette`: 128 from 707 kB/s, 64 from 500 kB/s, 32 below); nil: as made.
    public static func colors(forLink rate: Double?) -> Int? {
        SixelPalette.colors(forLink: rate)
    }

    /// About the bytes of a picture whose deflated RGB takes `bytes`, as an indexed PNG of `colors`
    /// (measured on the demo's 40 first photos at 90x108 pixels: 31% with 128 colours, 24% with 64,
    /// 18% with 32; `burin bench --scenario pixels --link` measures it again).
    public static func estimatedBytes(_ bytes: Int, colors: Int?) -> Int {
        guard let colors, colors < 256 else { return bytes }
        let share = colors <= 32 ? 0.18 : colors <= 64 ? 0.24 : 0.31
        return Int((Double(bytes) * share).rounded(.up))
    }

    /// `payload` as an indexed PNG of at most `colors` colours, in the escape; nil where it is a file
    /// (read on this machine, it costs the link its path only) or its pixels do not decode.
    public static func reduced(_ payload: KittyPayload, to colors: Int) -> KittyPayload? {
        guard case .inline = payload.transmission, let canvas = payload.pixels else { return nil }
        let image = SixelQuantizer.quantize(canvas, maxColors: colors)
        // Transparent pixels (rounded corners) take one more entry, fully transparent, at the end.
        let hasClear = image.indices.contains(SixelImage.transparent)
        let palette = image.palette + (hasClear ? [RGBA.clear] : [])
        let clear = UInt8(truncatingIfNeeded: image.palette.count)
        let indices = image.indices.map { $0 == SixelImage.transparent ? clear : UInt8(truncatingIfNeeded: $0) }
        guard palette.count <= 256,
            let png = try? PNGCodec.encode(
                width: image.width, height: image.height, palette: palette, indices: indices)
        else { return nil }
        return KittyPayload(
            size: payload.size, format: .png, transmission: .inline(base64: Base64.encode(png), compressed: false))
    }
}
