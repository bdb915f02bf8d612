import BurinCore

#if canImport(Glibc)
    import Glibc
#endif

/// The bytes on their way to the terminal, written without ever blocking the main loop: what the
/// terminal does not take now waits here and goes with a later write (the main loop polls for the
/// terminal being writable while bytes wait). How fast the terminal takes them is measured
/// (`DrainRate`), so pictures can be given what the link has room for.
///
/// A terminal is written through a descriptor of its own, opened non-blocking from the terminal's
/// path (setting O_NONBLOCK on the shell's descriptor would change it for the shell too); a file or
/// a pipe (benches, tests) through a duplicate, as it is.
/// - Note: Main loop only.
final class TerminalWriter {
    let descriptor: Int32
    private let clock: any FrameClock
    private var queue: [UInt8] = []
    private var head = 0
    var drain = DrainRate()
    /// Every byte enqueued so far.
    private(set) var enqueued = 0
    /// Whether `descriptor` is a terminal (it has an output queue to ask about).
    private let isTerminal: Bool
    /// A scratch file (a bench's byte counter): rewound after every write, so it never grows.
    private let rewinds: Bool

    init(target: Int32, clock: any FrameClock, rewinds: Bool = false) throws(ScreenError) {
        self.clock = clock
        self.rewinds = rewinds
        isTerminal = isatty(target) == 1
        var opened: Int32 = -1
        if isTerminal, let name = ttyname(target) {
            opened = open(name, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
        if opened < 0 { opened = fcntl(target, F_DUPFD_CLOEXEC, 0) }
        guard opened >= 0 else { throw .systemCallFailed(call: "open", errno: errno) }
        descriptor = opened
    }

    deinit { close(descriptor) }

    /// Bytes waiting for the terminal.
    var pending: Int { queue.count - head }

    func enqueue(_ bytes: some Collection<UInt8>) {
        queue.append(contentsOf: bytes)
        enqueued += bytes.count
    }

    /// Writes what the terminal takes now; the bytes written.
    @discardableResult
    func flush() -> Int {
        var written = 0
        while head < queue.count {
            let n = queue.withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress! + head, queue.count - head)
            }
            if n > 0 {
                head += n
                written += n
                continue
            }
            if n < 0, errno == EINTR { continue }
            // EAGAIN: the terminal is full. Anything else (EIO: it hung up) drops what waits: there
            // is no one to show it to, and the input side reports the hang-up.
            if n < 0, errno != EAGAIN { head = queue.count }
            break
        }
        if rewinds { _ = lseek(descriptor, 0, SEEK_SET) }
        drain.note(written: written, left: pending, kernelQueue: kernelQueue(), at: clock.now())
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 1 << 16 {
            queue.removeFirst(head)
            head = 0
        }
        return written
    }

    /// Writes everything, waiting for the terminal at most `timeout` (leaving: the terminal must be
    /// restored, and a terminal that takes nothing for that long is not coming back).
    func flushAll(timeout: Duration) {
        let deadline = clock.now() + timeout
        while pending > 0 {
            flush()
            let left = deadline - clock.now()
            guard pending > 0, left > .zero else { break }
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)]
            let ms = Int32(clamping: max(1, Int(left.milliseconds.rounded(.up))))
            if poll(&descriptors, 1, ms) <= 0 { break }
        }
    }

    /// Bytes the terminal's kernel queue still holds (a terminal only).
    private func kernelQueue() -> Int? {
        guard isTerminal else { return nil }
        var count: Int32 = 0
        return ioctl(descriptor, UInt(TIOCOUTQ), &count) == 0 ? Int(count) : nil
    }
}
