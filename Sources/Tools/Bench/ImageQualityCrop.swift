import BurinRaster

/// The part of a picture every method is given: its largest centred part with the slot's aspect,
/// as a feed crops a thumbnail to fill its slot. Cropping first (rather than stretching) keeps the
/// photograph undistorted, and chafa, given the cropped file with `--stretch`, fills the same grid.
enum ImageQualityCrop {
    /// `image` cut to the aspect `width`:`height`, whole source pixels, centred.
    static func toAspect(_ image: PixelCanvas, width: Int, height: Int) -> PixelCanvas {
        guard image.width > 0, image.height > 0, width > 0, height > 0 else { return image }
        var w = image.width
        var h = image.height
        if w * height > h * width {
            w = max(1, (h * width + height / 2) / height)
        } else {
            h = max(1, (w * height + width / 2) / width)
        }
        let x0 = (image.width - w) / 2
        let y0 = (image.height - h) / 2
        var out = PixelCanvas(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w { out[x, y] = image[x0 + x, y0 + y] }
        }
        return out
    }
}
