/// Recognises the image formats Burin decodes by their first bytes.
///
/// A 200 response whose body is an HTML error page, a captive portal or random bytes fails here as
/// `.notAnImage` and is never written to the disk cache; the decoder still judges the rest (a PNG
/// signature followed by nonsense fails there and the app draws its fallback).
enum ImageSignature {
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Whether `bytes` begin like a PNG or a JPEG file.
    static func isImage(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: png) || bytes.starts(with: jpeg)
    }
}
