public import BurinCore
internal import CPNG

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
