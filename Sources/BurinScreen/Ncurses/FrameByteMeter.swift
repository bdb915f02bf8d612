#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts the bytes the calling thread has written with `write(2)`, from /proc/thread-self/io.
///
/// Why not a counting `FILE*` (fopencookie): ncurses 6 does not write through its output `FILE*`; it
/// takes `fileno()` of it once and calls `write` on that descriptor, and a cookie stream has no
/// descriptor (-1), so nothing would be written and terminal modes could not be set. The kernel's
/// per-thread counter sees exactly the bytes ncurses' `write` calls passed to the terminal, because
/// the main loop is the only thread that draws and nothing else writes from it during a frame.
///
/// `current` is nil where procfs or I/O accounting is missing; a screen then reports 0 bytes.
struct ThreadWriteMeter {
    /// The `wchar` counter of the calling thread.
    func current() -> Int? {
        let fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return Self.parseWrittenCharacters(buffer[0..<n])
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
