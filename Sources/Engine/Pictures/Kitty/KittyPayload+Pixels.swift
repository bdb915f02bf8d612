public import BurinCore
public import BurinRaster

#if canImport(Glibc)
    import Glibc
#endif

extension KittyPayload {
    /// The pixels the terminal shows for this payload, decoded back from its bytes (inflated, or read
    /// from its file): what a headless snapshot paints where a terminal would place the picture. Nil
    /// if the bytes do not decode.
    public var pixels: PixelCanvas? {
        let stride = format == .rgb ? 3 : 4
        let data: [UInt8]
        switch transmission {
        case .inline(let base64, let compressed):
            guard let decoded = Base64.decode(base64) else { return nil }
            if compressed {
                guard let inflated = Zlib.decompress(decoded, limit: size.width * size.height * stride) else {
                    return nil
                }
                data = inflated
            } else {
                data = decoded
            }
        case .file(let file):
            guard let read = Self.read(file.path, bytes: file.bytes) else { return nil }
            data = read
        }
        switch format {
        case .png:
            return try? PNGCodec.decode(data)
        case .rgb, .rgba:
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

    private static func read(_ path: String, bytes: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var data = [UInt8](repeating: 0, count: bytes)
        let count = data.withUnsafeMutableBytes { (try? Posix.readFully(fd, into: $0)) ?? -1 }
        return count == bytes ? data : nil
    }
}
