#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts the bytes each frame sends to the terminal.
///
/// Why not a counting `FILE*` (fopencookie): ncurses 6 does not write through its output `FILE*`; it
/// takes `fileno()` of it once and calls `write` on that descriptor, and a cookie stream has no
/// descriptor (-1), so nothing would be written and terminal modes could not be set. So the meter
/// asks the kernel:
/// - When the output is a regular file (tests, the bench's counting terminal), the file's offset is
///   the count. A scratch file (the bench's) is rewound after each reading, so it never grows past
///   the largest frame; it is not truncated, so the next frame overwrites pages the file already
///   has instead of the kernel finding fresh ones (a truncation per frame was 1% of the bench's
///   main loop, and its page faults more).
/// - Otherwise (a real terminal), the `wchar` counter of /proc/thread-self/io: every byte ncurses'
///   `write` calls passed, since the main loop is the only thread that draws. The file is opened once
///   (by the thread that makes the meter: "thread-self" names the opener) and re-read with `pread`;
///   opening it every frame cost more than the rest of a frame's terminal work.
///
/// Each reading costs one or two system calls; where neither source exists frames report 0 bytes.
/// - Note: Main loop only.
final class FrameByteMeter {
    private enum Source {
        case fileOffset(Int32, rewound: Bool)
        case threadCounter(Int32)
        case none
    }

    private let source: Source
    private var buffer = [UInt8](repeating: 0, count: 512)
    /// The counter or offset at the end of the last frame.
    private var last = 0

    /// A meter for frames written to `outputDescriptor` by the calling thread; `isScratch` says a
    /// regular file there may be rewound after each frame.
    init(outputDescriptor: Int32, isScratch: Bool = false) {
        var info = stat()
        if fstat(outputDescriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            source = .fileOffset(outputDescriptor, rewound: isScratch)
        } else {
            let fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
            source = fd >= 0 ? .threadCounter(fd) : .none
        }
        rebase()
    }

    deinit {
        if case .threadCounter(let fd) = source { close(fd) }
    }

    /// Bytes written since the last call (or `rebase`).
    func bytesSinceLastFrame() -> Int {
        guard let now = reading() else { return 0 }
        defer { last = now }
        if case .fileOffset(let fd, rewound: true) = source {
            rewind(fd)
            return max(0, now)
        }
        return max(0, now - last)
    }

    /// Forgets what was written since the last frame (output that was not a frame: suspend, resume).
    func rebase() {
        if case .fileOffset(let fd, rewound: true) = source { rewind(fd) }
        last = reading() ?? last
    }

    private func rewind(_ fd: Int32) { _ = lseek(fd, 0, SEEK_SET) }

    /// The file offset or the thread's write counter now.
    private func reading() -> Int? {
        switch source {
        case .fileOffset(let fd, _):
            let offset = lseek(fd, 0, SEEK_CUR)
            return offset >= 0 ? Int(offset) : nil
        case .threadCounter(let fd):
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return nil }
            return Self.parseWrittenCharacters(buffer[0..<n])
        case .none:
            return nil
        }
    }

    /// The number after "wchar: " in a /proc/<pid>/io text.
    static func parseWrittenCharacters(_ text: ArraySlice<UInt8>) -> Int? {
        let key = Array("wchar: ".utf8)
        guard
            let start = text.indices.first(where: { i in
                i + key.count <= text.endIndex && text[i..<(i + key.count)].elementsEqual(key)
            })
        else { return nil }
        var value = 0
        var i = start + key.count
        var digits = 0
        while i < text.endIndex, text[i] >= 0x30, text[i] <= 0x39, digits < 19 {
            value = value * 10 + Int(text[i] - 0x30)
            i += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
