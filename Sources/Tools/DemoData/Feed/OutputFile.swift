import BurinCore
import Glibc

/// A file the generator writes, buffered; every libc call of the generator is here.
struct OutputFile: ~Copyable {
    private let descriptor: Int32
    private let path: String
    private var buffer: [UInt8] = []
    /// Bytes handed to `write` so far.
    private(set) var bytesWritten = 0

    /// Creates or truncates `path`.
    init(creating path: String) throws(GeneratorError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: Self.lastError()) }
        descriptor = fd
        self.path = path
        buffer.reserveCapacity(1 << 16)
    }

    deinit {
        close(descriptor)
    }

    mutating func write(_ bytes: some Collection<UInt8>) throws(GeneratorError) {
        buffer.append(contentsOf: bytes)
        bytesWritten += bytes.count
        if buffer.count >= 1 << 16 { try flush() }
    }

    mutating func flush() throws(GeneratorError) {
        do throws(SystemError) {
            try Posix.writeAll(descriptor, buffer)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` as the whole content of `path`.
    static func write(_ bytes: [UInt8], to path: String) throws(GeneratorError) {
        var file = try OutputFile(creating: path)
        try file.write(bytes)
        try file.flush()
    }

    /// Creates `path` as a directory unless it exists.
    static func makeDirectory(_ path: String) throws(GeneratorError) {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw .cannotWrite(path: path, reason: lastError())
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
