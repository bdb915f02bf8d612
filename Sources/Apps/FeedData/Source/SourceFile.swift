import BurinCore
import Glibc

/// An open file the feed reads records from: the data file (read-only) or the stdin spool.
///
/// Every libc call of the feed's loading goes through here or `StreamInput`, each failure mapped to
/// `FeedLoadError.unreadable`. Reads use `pread`, which has no shared file position, so the indexer
/// and the loader read the same descriptor from their own threads without a lock.
final class SourceFile: Sendable {
    let descriptor: Int32
    /// The name used in messages: the path (sanitised), or "stdin".
    let displayName: String
    private let ownsDescriptor: Bool

    init(descriptor: Int32, displayName: String, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.displayName = displayName
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// What opening a path gave: a regular file, read in place, or something that can only be read
    /// once from start to end (a FIFO, a character device, a socket), which is spooled like stdin.
    enum Opened {
        case file(SourceFile)
        case stream(StreamInput)
    }

    /// Opens `name` read-only without ever blocking: `O_NONBLOCK`, because opening a FIFO that has no
    /// writer would otherwise wait in `open` (on the main loop, deaf to keys and signals) until one
    /// comes. The input file is never written.
    static func open(_ name: FileName) throws(FeedLoadError) -> Opened {
        let display = name.description
        guard let fd = name.withCString({ Glibc.open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }) else {
            throw .unreadable(path: display, reason: name.bytes.isEmpty ? "empty file name" : "invalid file name")
        }
        guard fd >= 0 else { throw .unreadable(path: display, reason: lastError()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = lastError()
            close(fd)
            throw .unreadable(path: display, reason: reason)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            close(fd)
            throw .unreadable(path: display, reason: "is a directory")
        case S_IFREG:
            // Regular files never block; clearing the flag keeps reads plain.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            return .file(SourceFile(descriptor: fd, displayName: display, ownsDescriptor: true))
        default:
            return .stream(StreamInput(descriptor: fd, displayName: display, ownsDescriptor: true))
        }
    }

    /// Creates the spool file that stdin is copied into, in `TMPDIR` (or /tmp).
    ///
    /// The file is unlinked at once: it lives exactly as long as its descriptor, so it is deleted
    /// when the feed closes, and also when the process is killed.
    static func createSpool(for displayName: String) throws(FeedLoadError) -> SourceFile {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/burin-stdin-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw .unreadable(path: displayName, reason: "cannot create a spool file in \(directory): \(lastError())")
        }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let path = text(of: template)
        unlink(path)
        return SourceFile(descriptor: fd, displayName: displayName, ownsDescriptor: true)
    }

    /// The current size in bytes (the file may grow while it is read).
    func size() -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }

    /// The device and inode of the open file, to tell it from another file of the same name.
    func identity() -> FileIdentity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// Reads up to `count` bytes at `offset` into `buffer`; fewer only at the end of the file.
    func read(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) throws(FeedLoadError) -> Int {
        do throws(SystemError) {
            return try Posix.readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), at: offset)
        } catch {
            throw .unreadable(path: displayName, reason: error.reason)
        }
    }

    /// Reads `count` bytes at `offset`; fewer only at the end of the file.
    func read(count: Int, at offset: Int) throws(FeedLoadError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        let n = try bytes.withUnsafeMutableBufferPointer { buffer throws(FeedLoadError) in
            try read(into: buffer, at: offset)
        }
        bytes.removeSubrange(n...)
        return bytes
    }

    /// Appends all of `bytes` (the spool only).
    func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(FeedLoadError) {
        do throws(SystemError) {
            try Posix.writeAll(descriptor, UnsafeRawBufferPointer(bytes))
        } catch {
            throw .unreadable(path: displayName, reason: "spool write failed: \(error.reason)")
        }
    }

    /// The text of a NUL-terminated C buffer.
    static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// Which file a descriptor or a name refers to: device and inode, the only identity names cannot fake.
public struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The file `name` names now (following symbolic links), or nil when there is none.
    public static func of(_ name: FileName) -> FileIdentity? {
        var info = stat()
        guard name.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// The file open on `descriptor`, or nil when it is closed.
    public static func of(descriptor: Int32) -> FileIdentity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileIdentity(info)
    }
}

extension SourceFile {
    /// The absolute folder holding `path` (the current directory for stdin), for thumbnail paths.
    static func absoluteDirectory(of path: String?) -> String {
        guard let path else { return currentDirectory() }
        let absolute = absolutePath(path)
        guard let slash = absolute.lastIndex(of: "/") else { return currentDirectory() }
        let folder = String(absolute[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `path` made absolute against the current directory.
    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let current = currentDirectory()
        return (current.hasSuffix("/") ? current : current + "/") + path
    }

    private static func currentDirectory() -> String {
        var cwd = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return getcwd(&cwd, cwd.count) != nil ? text(of: cwd) : "."
    }
}
