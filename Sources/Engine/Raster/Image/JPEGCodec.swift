internal import CJPEG

/// JPEG decoding and encoding through libjpeg(-turbo).
///
/// The C side (`CJPEG`) catches libjpeg's fatal errors with setjmp/longjmp, which Swift cannot do,
/// and treats its warnings (corrupt or truncated data) as errors too, so hostile bytes end in an
/// `ImageError`, never in `exit()` or a half-grey picture.
public enum JPEGCodec {
    /// Decodes JPEG bytes into opaque RGBA. Images with a side above `maximumImageSide` are refused
    /// before their pixels are allocated.
    public static func decode(_ data: [UInt8]) throws(ImageError) -> PixelCanvas {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(BURIN_JPEG_MESSAGE_CAPACITY))
        let status = data.withUnsafeBufferPointer { bytes in
            message.withUnsafeMutableBufferPointer { text in
                burin_jpeg_decode(
                    bytes.baseAddress, bytes.count, Int32(maximumImageSide), &pixels, &width, &height,
                    text.baseAddress)
            }
        }
        defer { burin_jpeg_free(pixels) }
        switch Int(status) {
        case Int(BURIN_JPEG_OK):
            guard let pixels, width > 0, height > 0 else { throw .corrupt("decoder returned no pixels") }
            let w = Int(width)
            let h = Int(height)
            var canvas = PixelCanvas(width: w, height: h)
            canvas.pixels.withUnsafeMutableBytes { dst in
                dst.copyMemory(from: UnsafeRawBufferPointer(start: pixels, count: w * h * 4))
            }
            return canvas
        case Int(BURIN_JPEG_TOO_LARGE):
            throw .tooLarge(width: Int(width), height: Int(height))
        default:
            throw .corrupt(text(of: message))
        }
    }

    /// Encodes `canvas` as a JPEG at `quality` (1...100, clamped): baseline, or progressive (a
    /// coarse scan first, refined by later ones, as image CDNs often serve photos; its decoding
    /// costs more). JPEG has no alpha: each pixel's colour is written as it is, whatever its alpha.
    public static func encode(_ canvas: PixelCanvas, quality: Int, progressive: Bool = false) throws(ImageError)
        -> [UInt8]
    {
        guard canvas.width > 0, canvas.height > 0 else { throw .encodeFailed("empty image") }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: Int(BURIN_JPEG_MESSAGE_CAPACITY))
        let q = Int32(min(max(quality, 1), 100))
        let status = canvas.pixels.withUnsafeBytes { rgba in
            message.withUnsafeMutableBufferPointer { text in
                burin_jpeg_encode(
                    rgba.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(canvas.width),
                    Int32(canvas.height), q, progressive ? 1 : 0, &out, &size, text.baseAddress)
            }
        }
        defer { burin_jpeg_free(out) }
        guard status == BURIN_JPEG_OK, let out, size > 0 else { throw .encodeFailed(text(of: message)) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    private static func text(of message: [CChar]) -> String {
        let bytes = message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? "unknown libjpeg error" : String(decoding: bytes, as: UTF8.self)
    }
}
