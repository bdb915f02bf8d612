import BurinCore
import BurinPictures
public import BurinTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal as a `TerminalChannel`: `/dev/tty` opened for reading and writing, in
/// non-canonical mode without echo for as long as the query runs (so the answers are neither shown
/// nor held back until a newline), its modes restored afterwards with TCSANOW, never TCSAFLUSH:
/// flushing would throw away keys typed meanwhile.
///
/// The one file of this target that touches termios, poll and ioctl.
public struct TTYChannel: TerminalChannel {
    private let descriptor: Int32
    private var saved = termios()

    /// Runs `body` with the terminal, or returns nil when standard output is no terminal or
    /// `/dev/tty` cannot be opened and set up.
    public static func with<Result>(_ body: (inout TTYChannel) -> Result) -> Result? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var channel = TTYChannel(descriptor: descriptor)
        guard tcgetattr(descriptor, &channel.saved) == 0 else { return nil }
        var raw = channel.saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(descriptor, TCSANOW, &channel.saved) }
        return body(&channel)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public mutating func write(_ bytes: [UInt8]) -> Bool {
        (try? Posix.writeAll(descriptor, bytes)) != nil
    }

    public mutating func read(timeout: Duration) -> [UInt8]? {
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        let milliseconds = Int32(clamping: max(1, Int(timeout.milliseconds.rounded(.up))))
        let ready = poll(&descriptors, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? [] : nil }
        if ready == 0 { return [] }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        if count == 0 { return nil }
        return Array(buffer.prefix(count))
    }

    public func windowSize() -> TerminalWindowSize? {
        TerminalWindowSize(ofTerminal: descriptor)
    }
}

// The libc calls under names that do not clash with the channel's own `read` and `write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
