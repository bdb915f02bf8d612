import BurinRaster

/// Scales an image to exactly a size, stretching it as chafa's `--stretch` does, with Burin's own
/// area-averaging, linear-light `ImageScaler`: how the bench fills a blitter's pixel grid with a
/// picture already cropped to the slot's aspect. A sextant's pixels are not square (a 9 x 18 cell
/// holds 2 x 3 of 4.5 x 6), so the grid's aspect is not the slot's, and cropping to fill it again
/// would cut the picture a second time and show it stretched.
///
/// `ImageScaler` only crops to fill. When the aspects already agree, that is a plain scale. When they
/// do not, each source pixel is first repeated a whole number of times across and down so the copy
/// has the target's aspect; area averaging of a picture made of constant blocks equals area
/// averaging of the original stretched, so the result is exact. When the copy would exceed
/// `maximumImageSide`, the image is cropped to fill instead, and `isExact` reports it.
enum ImageQualityStretch {
    static func scale(_ image: PixelCanvas, width: Int, height: Int) throws(ImageError) -> (
        image: PixelCanvas, isExact: Bool
    ) {
        let across = width * image.height
        let down = height * image.width
        guard image.width > 0, image.height > 0, across != down else {
            return (try ImageScaler.scaleToFill(image, width: width, height: height), true)
        }
        let divisor = greatestCommonDivisor(across, down)
        let repeatX = across / divisor
        let repeatY = down / divisor
        let (wideWidth, o1) = image.width.multipliedReportingOverflow(by: repeatX)
        let (wideHeight, o2) = image.height.multipliedReportingOverflow(by: repeatY)
        guard !o1, !o2, wideWidth <= maximumImageSide, wideHeight <= maximumImageSide else {
            return (try ImageScaler.scaleToFill(image, width: width, height: height), false)
        }
        var wide = PixelCanvas(width: wideWidth, height: wideHeight)
        for y in 0..<wideHeight {
            let sourceRow = (y / repeatY) * image.width
            let row = y * wideWidth
            for x in 0..<wideWidth {
                wide.pixels[row + x] = image.pixels[sourceRow + x / repeatX]
            }
        }
        return (try ImageScaler.scaleToFill(wide, width: width, height: height), true)
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
