public import BurinCore
public import BurinRaster

/// One image ready for the kitty graphics protocol: its pixels encoded (raw, compressed or PNG) and
/// in base64, or written to a file the terminal reads, made on a draw worker so the main loop only
/// copies bytes.
///
/// The image id is not part of it: ids are handed out by the placement planner on the main loop, and
/// the transmit escape (`KittyCommands.transmit`) puts the id into the header around these bytes.
public struct KittyPayload: Sendable, Hashable {
    /// Where the terminal finds the pixels.
    public enum Transmission: Sendable, Hashable {
        /// In the escape: base64 of the pixels, zlib-compressed (`o=z`) when `compressed`.
        case inline(base64: [UInt8], compressed: Bool)
        /// In a file (`t=f`).
        case file(KittyPictureFile)
    }

    /// The image's size in pixels.
    public let size: PixelSize
    public let format: KittyPixelFormat
    public let transmission: Transmission

    /// `canvas` encoded as `format` and sent by `transport`. `.rgb` falls back to `.rgba` when any
    /// pixel is not opaque, so rounded corners stay transparent over the cell colours. A file that
    /// cannot be written sends the pixels in the escape, compressed.
    public init(
        _ canvas: PixelCanvas, format: KittyPixelFormat, transport: KittyTransport = .inline(compressed: false)
    ) throws(ImageError) {
        guard canvas.width > 0, canvas.height > 0 else { throw .encodeFailed("empty image") }
        size = PixelSize(width: canvas.width, height: canvas.height)
        var chosen = format
        if format == .rgb, canvas.pixels.contains(where: { $0.a != 255 }) { chosen = .rgba }
        self.format = chosen
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
            transmission = .file(file)
            return
        }
        // PNG is compressed already; raw pixels are deflated where asked (and where a file failed).
        let compress: Bool
        switch transport {
        case .inline(let compressed): compress = compressed && chosen != .png
        case .file: compress = chosen != .png
        }
        if compress, let deflated = Zlib.compress(bytes, level: Self.compressionLevel) {
            transmission = .inline(base64: Base64.encode(deflated), compressed: true)
        } else {
            transmission = .inline(base64: Base64.encode(bytes), compressed: false)
        }
    }

    /// zlib's level for `o=z`: measured on the bench's photos (`burin bench --scenario micro`, DECISIONS).
    static let compressionLevel: Int32 = 6

    /// The bytes the transmission costs the terminal's link (its escapes' payload).
    public var linkBytes: Int {
        switch transmission {
        case .inline(let base64, _): base64.count
        case .file(let file): (file.path.utf8.count + 2) / 3 * 4
        }
    }

    /// The bytes it keeps in memory while a drawing holds it (a file in /dev/shm is memory too).
    public var memoryBytes: Int {
        switch transmission {
        case .inline(let base64, _): base64.count
        case .file(let file): file.bytes
        }
    }

    /// The base64 pixels sent in the escape; nil for a file.
    public var base64: [UInt8]? {
        if case .inline(let base64, _) = transmission { base64 } else { nil }
    }
}
