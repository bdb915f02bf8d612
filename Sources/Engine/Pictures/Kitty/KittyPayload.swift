public import BurinCore
public import BurinRaster

/// Encoding a canvas for the kitty graphics protocol, on a draw worker.
extension KittyPayload {
    /// `canvas` encoded as `format` and sent by `transport`. `.rgb` falls back to `.rgba` when any
    /// pixel is not opaque, so rounded corners stay transparent over the cell colours. A file that
    /// cannot be written sends the pixels in the escape, compressed.
    public init(
        _ canvas: PixelCanvas, format: KittyPixelFormat, transport: KittyTransport = .inline(compressed: false)
    ) throws(ImageError) {
        guard canvas.width > 0, canvas.height > 0 else { throw .encodeFailed("empty image") }
        let size = PixelSize(width: canvas.width, height: canvas.height)
        var chosen = format
        if format == .rgb, canvas.pixels.contains(where: { $0.a != 255 }) { chosen = .rgba }
        let bytes: [UInt8]
        switch chosen {
        case .png:
            bytes = try PNGCodec.encode(canvas)
        case .rgb, .rgba:
            let alpha = chosen == .rgba
            var raw = [UInt8]()
            raw.reserveCapacity(canvas.pixels.count * (alpha ? 4 : 3))
            for p in canvas.pixels {
                raw.append(p.r)
                raw.append(p.g)
                raw.append(p.b)
                if alpha { raw.append(p.a) }
            }
            bytes = raw
        }
        if case .file(let directory) = transport, let files = KittyPictureFiles.make(), files.directory == directory,
            let file = files.write(bytes)
        {
            self.init(size: size, format: chosen, transmission: .file(file))
            return
        }
        // PNG is compressed already; raw pixels are deflated where asked (and where a file failed).
        let compress: Bool
        switch transport {
        case .inline(let compressed): compress = compressed && chosen != .png
        case .file: compress = chosen != .png
        }
        let transmission: Transmission
        if compress, let deflated = Zlib.compress(bytes, level: Self.compressionLevel) {
            transmission = .inline(base64: Base64.encode(deflated), compressed: true)
        } else {
            transmission = .inline(base64: Base64.encode(bytes), compressed: false)
        }
        self.init(size: size, format: chosen, transmission: transmission)
    }

    /// zlib's level for `o=z`: measured on the bench's photos (`burin bench --scenario micro`, DECISIONS).
    static let compressionLevel: Int32 = 6
}
