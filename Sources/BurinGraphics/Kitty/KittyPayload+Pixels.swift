import BurinCore
public import BurinRaster

extension KittyPayload {
    /// The pixels the terminal shows for this payload, decoded back from its bytes: what a headless
    /// snapshot paints where a terminal would place the picture. Nil if the bytes do not decode.
    public var pixels: PixelCanvas? {
        guard let data = Base64.decode(base64) else { return nil }
        switch format {
        case .png:
            return try? PNGCodec.decode(data)
        case .rgb, .rgba:
            let stride = format == .rgb ? 3 : 4
            guard data.count == size.width * size.height * stride else { return nil }
            var canvas = PixelCanvas(width: size.width, height: size.height)
            for i in 0..<(size.width * size.height) {
                let at = i * stride
                let alpha: UInt8 = stride == 4 ? data[at + 3] : 255
                canvas.pixels[i] = RGBA(data[at], data[at + 1], data[at + 2], alpha)
            }
            return canvas
        }
    }
}
