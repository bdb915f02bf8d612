import BurinCore
internal import CJPEG

/// JPEG decoding and encoding through libjpeg(-turbo).
///
/// The C side (`CJPEG`) catches libjpeg's fatal errors with setjmp/longjmp, which Swift cannot do,
/// and treats its warnings (corrupt or truncated data) as errors too, so hostile bytes end in an
/// `ImageError`, never in `exit()` or a half-grey picture.
public enum JPEGCodec {
    /// Decodes JPEG bytes into opaque RGBA. Images with a side above `maximumImageSide` are refused
    /// before their pixels are allocated. libjpeg writes the pixels straight into the canvas's
    /// storage: a buffer of its own, copied over, cost a photograph's pixels twice (the allocation's
    /// page faults and the copy) on the draw workers at every start.
    public static func decode(_ data: [UInt8]) throws(ImageError) -> PixelCanvas {
        var message = [CChar](repeating: 0, count: Int(BURIN_JPEG_MESSAGE_CAPACITY))
        let outcome = data.withUnsafeBufferPointer { bytes in
            message.withUnsafeMutableBufferPointer { text in decode(bytes, message: text.baseAddress) }
        }
        switch outcome {
        case .decoded(let canvas): return canvas
        case .tooLarge(let width, let height): throw .tooLarge(width: width, height: height)
        case .failed: throw .corrupt(text(of: message))
        }
    }

    private enum Outcome {
        case decoded(PixelCanvas)
        case tooLarge(width: Int, height: Int)
        case failed
    }

    /// Both steps of libjpeg's decoding, within the one borrow of the bytes they need.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, message: UnsafeMutablePointer<CChar>?) -> Outcome {
        var decoder: OpaquePointer?
        var width: Int32 = 0
        var height: Int32 = 0
        let status = burin_jpeg_decoder_begin(
            bytes.baseAddress, bytes.count, Int32(maximumImageSide), &decoder, &width, &height, message)
        switch Int(status) {
        case Int(BURIN_JPEG_OK): break
        case Int(BURIN_JPEG_TOO_LARGE): return .tooLarge(width: Int(width), height: Int(height))
        default: return .failed
        }
        guard let decoder, width > 0, height > 0 else {
            burin_jpeg_decoder_discard(decoder)
            return .failed
        }
        let count = Int(width) * Int(height)
        var finished = Int32(BURIN_JPEG_CORRUPT)
        let pixels = [RGBA](unsafeUninitializedCapacity: count) { buffer, initialized in
            finished = burin_jpeg_decoder_finish(
                decoder, UnsafeMutableRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: UInt8.self), message)
            initialized = finished == Int32(BURIN_JPEG_OK) ? count : 0
        }
        guard finished == Int32(BURIN_JPEG_OK) else { return .failed }
        return .decoded(PixelCanvas(width: Int(width), height: Int(height), pixels: pixels))
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
