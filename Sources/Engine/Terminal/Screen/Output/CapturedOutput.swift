import BurinCore

#if canImport(Glibc)
    import Glibc
#endif

/// Where ncurses writes: an unlinked file in memory, read back after every call that writes, so the
/// screen sees every byte before the terminal does. It knows then exactly what a frame did to the
/// screen (`OutputMotion`), and it writes to the terminal itself, without ever blocking
/// (`TerminalWriter`). ncurses 6 writes with `write` on the file's descriptor; a regular file never
/// blocks and is never short.
///
/// The file is rewound after each read, not truncated, so frames overwrite pages it already has.
/// - Note: Main loop only.
final class CapturedOutput {
    /// The descriptor ncurses gets (through `file`).
    let descriptor: Int32
    let file: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8] = []

    /// A file in /dev/shm (memory), else in the temporary folder; unlinked at once.
    init() throws(ScreenError) {
        var descriptor: Int32 = -1
        for folder in ["/dev/shm", getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"] {
            var template = Array("\(folder)/burin-output-XXXXXX".utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if descriptor >= 0 {
                template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                break
            }
        }
        guard descriptor >= 0 else { throw .systemCallFailed(call: "mkstemp", errno: errno) }
        guard let file = fdopen(descriptor, "w") else {
            let code = errno
            close(descriptor)
            throw .systemCallFailed(call: "fdopen", errno: code)
        }
        self.descriptor = descriptor
        self.file = file
    }

    deinit { fclose(file) }

    /// What ncurses wrote since the last call, and the file rewound for the next.
    func take() -> [UInt8] {
        // Anything stdio buffered for the FILE (ncurses writes to the descriptor, but be sure).
        fflush(file)
        let end = lseek(descriptor, 0, SEEK_CUR)
        guard end > 0 else { return [] }
        if buffer.count < end { buffer = [UInt8](repeating: 0, count: Int(end)) }
        let count = buffer.withUnsafeMutableBytes { raw in
            (try? Posix.readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: raw[0..<Int(end)]), at: 0))
                ?? 0
        }
        _ = lseek(descriptor, 0, SEEK_SET)
        return Array(buffer[0..<count])
    }
}
