public import BurinCore
internal import CPNG

/// PNG decoding and encoding through libpng's simplified API.
///
/// The simplified API reports errors through its return value and `message`, never by `longjmp`,
/// which Swift cannot survive; that is why it is used instead of the classic read/write structs.
public enum PNGCodec {
    /// Decodes PNG bytes into straight-alpha RGBA.
    public static func decode(_ data: [UInt8]) throws(ImageError) -> PixelCanvas {
        var image = png_image()
        image.version = burin_png_image_version
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw .corrupt(message(of: &image)) }
        defer { png_image_free(&image) }
        let w = Int(image.width)
        let h = Int(image.height)
        guard w > 0, h > 0, w <= maximumImageSide, h <= maximumImageSide else {
            throw .tooLarge(width: w, height: h)
        }
        image.format = burin_png_format_rgba
        // libpng writes every pixel: the canvas's storage is not cleared first.
        var ok: Int32 = 0
        let pixels = [RGBA](unsafeUninitializedCapacity: w * h) { buffer, initialized in
            ok = png_image_finish_read(&image, nil, UnsafeMutableRawPointer(buffer.baseAddress), Int32(w * 4), nil)
            initialized = ok != 0 ? w * h : 0
        }
        guard ok != 0 else { throw .corrupt(message(of: &image)) }
        return PixelCanvas(width: w, height: h, pixels: pixels)
    }

    /// Encodes `canvas` as an 8-bit RGBA PNG. Same pixels, same bytes.
    public static func encode(_ canvas: PixelCanvas) throws(ImageError) -> [UInt8] {
        guard canvas.width > 0, canvas.height > 0 else { throw .encodeFailed("empty image") }
        var image = png_image()
        image.version = burin_png_image_version
        image.width = UInt32(canvas.width)
        image.height = UInt32(canvas.height)
        image.format = burin_png_format_rgba
        var size = 0
        // First call measures, second writes.
        let measured = canvas.pixels.withUnsafeBytes {
            png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, Int32(canvas.width * 4), nil)
        }
        guard measured != 0, size > 0 else { throw .encodeFailed(message(of: &image)) }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { dst in
            canvas.pixels.withUnsafeBytes {
                png_image_write_to_memory(
                    &image, dst.baseAddress, &size, 0, $0.baseAddress, Int32(canvas.width * 4), nil)
            }
        }
        guard written != 0 else { throw .encodeFailed(message(of: &image)) }
        return Array(out.prefix(size))
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}

extension PNGCodec {
    /// Encodes an image of at most 256 colours as an indexed PNG (`PLTE`, with `tRNS` where an entry
    /// is not opaque, and as few bits a pixel as the entries need): a pixel costs one byte or less
    /// before deflate, where RGBA costs four. `indices` are row-major entries of `palette`.
    public static func encode(
        width: Int, height: Int, palette: [RGBA], indices: [UInt8]
    ) throws(ImageError) -> [UInt8] {
        guard width > 0, height > 0, indices.count == width * height else {
            throw .encodeFailed("indices do not fill \(width)x\(height)")
        }
        guard !palette.isEmpty, palette.count <= 256, indices.allSatisfy({ Int($0) < palette.count }) else {
            throw .encodeFailed("palette of \(palette.count) entries")
        }
        var image = png_image()
        image.version = burin_png_image_version
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = burin_png_format_rgba_colormap
        image.colormap_entries = UInt32(palette.count)
        var size = 0
        // First call measures, second writes.
        let measured = indices.withUnsafeBytes { pixels in
            palette.withUnsafeBytes {
                png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, Int32(width), $0.baseAddress)
            }
        }
        guard measured != 0, size > 0 else { throw .encodeFailed(message(of: &image)) }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { dst in
            indices.withUnsafeBytes { pixels in
                palette.withUnsafeBytes {
                    png_image_write_to_memory(
                        &image, dst.baseAddress, &size, 0, pixels.baseAddress, Int32(width), $0.baseAddress)
                }
            }
        }
        guard written != 0 else { throw .encodeFailed(message(of: &image)) }
        return Array(out.prefix(size))
    }
}
