#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an image file and decodes it by its magic bytes (a `.png` holding a JPEG still decodes).
///
/// Paths come from records, so they are hostile: only regular files are read (a FIFO or a device
/// would block or never end), never more than `maximumFileBytes`, and images with a side above
/// `maximumImageSide` are refused before their pixels are allocated.
public enum ImageLoader {
    /// The largest file read: thumbnails are a few hundred kilobytes.
    public static let maximumFileBytes = 16 << 20

    /// Reads and decodes the image at `path`.
    public static func load(path: String) throws(ImageError) -> PixelCanvas {
        try decode(readFile(path: path), path: path)
    }

    /// Decodes PNG or JPEG `bytes`, chosen by their signature; `path` only names them in errors.
    public static func decode(_ bytes: [UInt8], path: String = "") throws(ImageError) -> PixelCanvas {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return try PNGCodec.decode(bytes)
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            return try JPEGCodec.decode(bytes)
        }
        throw .unsupported(path.isEmpty ? "not a PNG or JPEG" : "\(path): not a PNG or JPEG")
    }

    /// The bytes of the regular file at `path`, at most `maximumFileBytes` of them.
    public static func readFile(path: String) throws(ImageError) -> [UInt8] {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .unreadable(path: path, reason: "invalid path") }
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, reason: Self.errnoText()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: Self.errnoText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        guard info.st_size <= maximumFileBytes else {
            throw .unreadable(path: path, reason: "file is \(info.st_size) bytes, over \(maximumFileBytes)")
        }
        // Read up to one byte past the limit, so a file that grew since fstat is still refused.
        var bytes = [UInt8](repeating: 0, count: max(0, Int(info.st_size)) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if count > maximumFileBytes {
                    throw .unreadable(path: path, reason: "file grew over \(maximumFileBytes) bytes")
                }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, maximumFileBytes + 1 - count)))
            }
            let room = bytes.count - count
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, room) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: Self.errnoText())
            }
            if n == 0 { break }
            count += n
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
