public import BurinCore
public import BurinRaster

/// One image ready for the kitty graphics protocol: its pixels encoded (PNG or raw) and in base64,
/// made on a draw worker so the main loop only copies bytes.
///
/// The image id is not part of it: ids are handed out by the placement planner on the main loop, and
/// the transmit escape (`KittyCommands.transmit`) puts the id into the header around these bytes.
public struct KittyPayload: Sendable, Hashable {
    /// The image's size in pixels.
    public let size: PixelSize
    public let format: KittyPixelFormat
    /// The encoded pixels in base64.
    public let base64: [UInt8]

    /// `canvas` encoded as `format`. `.rgb` falls back to `.rgba` when any pixel is not opaque, so
    /// rounded corners stay transparent over the cell colours.
    public init(_ canvas: PixelCanvas, format: KittyPixelFormat) throws(ImageError) {
        guard canvas.width > 0, canvas.height > 0 else { throw .encodeFailed("empty image") }
        size = PixelSize(width: canvas.width, height: canvas.height)
        var chosen = format
        if format == .rgb, canvas.pixels.contains(where: { $0.a != 255 }) { chosen = .rgba }
        self.format = chosen
        switch chosen {
        case .png:
            base64 = Base64.encode(try PNGCodec.encode(canvas))
        case .rgb:
            var raw = [UInt8]()
            raw.reserveCapacity(canvas.pixels.count * 3)
            for p in canvas.pixels {
                raw.append(p.r)
                raw.append(p.g)
                raw.append(p.b)
            }
            base64 = Base64.encode(raw)
        case .rgba:
            var raw = [UInt8]()
            raw.reserveCapacity(canvas.pixels.count * 4)
            for p in canvas.pixels {
                raw.append(p.r)
                raw.append(p.g)
                raw.append(p.b)
                raw.append(p.a)
            }
            base64 = Base64.encode(raw)
        }
    }
}
