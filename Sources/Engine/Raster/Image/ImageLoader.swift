import BurinCore

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

    /// Bytes of a file's start read to find its image size: JPEG headers put EXIF data (thumbnails
    /// and all) before the frame header, which can take tens of kilobytes.
    static let headerBytes = 64 << 10

    /// Reads and decodes the image at `path` after reserving the memory that takes from `budget`,
    /// including the scaling to `targetWidth` x `targetHeight` that follows. The caller releases the
    /// reservation once the scaled image is made.
    public static func load(
        path: String, budget: ImageMemoryBudget, targetWidth: Int, targetHeight: Int
    ) throws(ImageError) -> (image: PixelCanvas, reservation: ImageMemoryBudget.Reservation) {
        let file = try RegularFile(path: path)
        let head = try file.read(upTo: min(file.size, headerBytes))
        let cost = try decodeCost(
            head: head[...], encodedBytes: file.size + headerBytes, targetWidth: targetWidth,
            targetHeight: targetHeight)
        let reservation = try budget.reserve(cost)
        let bytes = head.count == file.size ? head : head + (try file.read(upTo: file.size - head.count + 1))
        guard bytes.count <= maximumFileBytes else {
            throw .unreadable(path: path, reason: "file grew over \(maximumFileBytes) bytes")
        }
        return (try decode(bytes, path: path), reservation)
    }

    /// Decodes encoded `bytes` that came from elsewhere (an image fetched by URL) after reserving what
    /// that and the scaling to `targetWidth` x `targetHeight` take from `budget`, as `load` does for a
    /// file; `name` only names them in errors. The caller releases the reservation once the scaled
    /// image is made.
    public static func decode(
        _ bytes: [UInt8], name: String, budget: ImageMemoryBudget, targetWidth: Int, targetHeight: Int
    ) throws(ImageError) -> (image: PixelCanvas, reservation: ImageMemoryBudget.Reservation) {
        guard bytes.count <= maximumFileBytes else {
            throw .unreadable(path: name, reason: "\(bytes.count) bytes, over \(maximumFileBytes)")
        }
        // The bytes are already in memory, but a copy of them is what the caller holds while decoding.
        let cost = try decodeCost(
            head: bytes.prefix(headerBytes), encodedBytes: bytes.count, targetWidth: targetWidth,
            targetHeight: targetHeight)
        let reservation = try budget.reserve(cost)
        return (try decode(bytes, path: name), reservation)
    }

    /// What decoding an image whose first bytes are `head` and scaling it costs in memory: the encoded
    /// bytes, the pixels (twice for a JPEG), the scaler's buffers. Throws for a side beyond
    /// `maximumImageSide`, before anything large is allocated.
    private static func decodeCost(
        head: ArraySlice<UInt8>, encodedBytes: Int, targetWidth: Int, targetHeight: Int
    ) throws(ImageError) -> Int {
        var cost = encodedBytes
        guard let header = ImageHeader.read(head) else { return cost }
        guard header.width > 0, header.height > 0, header.width <= maximumImageSide,
            header.height <= maximumImageSide
        else { throw .tooLarge(width: header.width, height: header.height) }
        let pixels = header.width * header.height * 4
        // A JPEG's pixels come out of libjpeg and are copied into the canvas: two copies at once.
        cost += header.format == .jpeg ? 2 * pixels : pixels
        // The scaler's horizontal pass: four floats a pixel of (source rows x target width).
        cost += header.height * max(1, targetWidth) * 16 + max(1, targetWidth) * max(1, targetHeight) * 4
        return cost
    }

    /// The bytes of the regular file at `path`, at most `maximumFileBytes` of them.
    public static func readFile(path: String) throws(ImageError) -> [UInt8] {
        let file = try RegularFile(path: path)
        let bytes = try file.read(upTo: file.size + 1)
        // Up to one byte past fstat's size is read, so a file that grew since is still refused.
        guard bytes.count <= maximumFileBytes else {
            throw .unreadable(path: path, reason: "file grew over \(maximumFileBytes) bytes")
        }
        return bytes
    }

    /// A regular file opened for reading an image: never a FIFO or a device (which would block or
    /// never end), never larger than `maximumFileBytes`.
    private final class RegularFile {
        let path: String
        let descriptor: Int32
        let size: Int

        init(path: String) throws(ImageError) {
            guard !path.isEmpty, !path.utf8.contains(0) else { throw .unreadable(path: path, reason: "invalid path") }
            // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
            let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { throw .unreadable(path: path, reason: ImageLoader.errnoText()) }
            var info = stat()
            guard fstat(fd, &info) == 0 else {
                let reason = ImageLoader.errnoText()
                close(fd)
                throw .unreadable(path: path, reason: reason)
            }
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                close(fd)
                throw .unreadable(path: path, reason: "not a regular file")
            }
            guard info.st_size <= maximumFileBytes else {
                close(fd)
                throw .unreadable(path: path, reason: "file is \(info.st_size) bytes, over \(maximumFileBytes)")
            }
            self.path = path
            descriptor = fd
            size = max(0, Int(info.st_size))
        }

        deinit { close(descriptor) }

        /// Reads up to `count` more bytes from the current position (fewer at the end of the file).
        func read(upTo count: Int) throws(ImageError) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: max(0, count))
            let descriptor = self.descriptor
            let done = bytes.withUnsafeMutableBytes { raw in
                Result { () throws(SystemError) in try Posix.readFully(descriptor, into: raw) }
            }
            switch done {
            case .success(let n): bytes.removeSubrange(n...)
            case .failure(let error): throw .unreadable(path: path, reason: error.reason)
            }
            return bytes
        }
    }

    fileprivate static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
