public import BurinCore
import CPseudoTerminal

#if canImport(Glibc)
    public import Glibc
#endif

/// A program running in a pseudo-terminal of its own, driven the way a terminal emulator drives it:
/// bytes written are what the user typed (or what the terminal answered), bytes read are what the
/// program drew, each read stamped with when it returned.
///
/// The child is a session leader whose controlling terminal is the new terminal (stdin, stdout and
/// stderr are all it), started with an empty signal mask and default signal actions (as a shell starts
/// a program; see `TmuxChildProcess` for why a test runner's threads need that), with exactly the
/// environment given (`environment(term:adding:)` makes a clean one).
///
/// Reading is the caller's: `read(maxBytes:timeout:)` takes at most so many bytes, waiting at most so
/// long, so a caller can play a terminal that answers late (watch the output for a query, write the
/// answer after a delay) or a thin link (read N bytes an interval and let the rest wait in the
/// kernel, which then blocks the child's writes as a slow line would). Nothing here blocks for ever:
/// every wait has a timeout, and the child (with its process group) is killed and reaped when the
/// terminal is closed or dropped.
///
/// - Note: One thread at a time: the object is not `Sendable`.
public final class PseudoTerminal {
    /// The child's process ID (also its process group and session).
    public let processID: pid_t
    /// The terminal's size as last set.
    public private(set) var size: CellSize
    /// How the child ended, once `waitForExit` or `terminate` saw it end.
    public private(set) var termination: ChildTermination?
    /// The controller (master) side; non-blocking, so no read or write can hang.
    private let controller: Int32
    private var buffer: [UInt8] = []

    /// Runs `executable` (a path, or a name looked up on this process's PATH) with `arguments` in a new
    /// terminal of `size` (columns x rows).
    ///
    /// - Parameter environment: the child's whole environment; TERM is whatever it says.
    public init(
        executable: String, arguments: [String] = [], environment: [String: String], size: CellSize
    ) throws(PseudoTerminalError) {
        var path = [CChar](repeating: 0, count: 128)
        let controller = burin_pty_open(&path, path.count)
        guard controller >= 0 else { throw .system(SystemError(call: "posix_openpt", code: errno)) }
        do throws(PseudoTerminalError) {
            try Self.setSize(size, of: controller)
            let flags = fcntl(controller, F_GETFL)
            guard flags >= 0, fcntl(controller, F_SETFL, flags | O_NONBLOCK) == 0 else {
                throw .system(SystemError(call: "fcntl", code: errno))
            }
            processID = try Self.spawn(
                executable, arguments, environment: environment,
                terminalPath: String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        } catch {
            close(controller)
            throw error
        }
        self.controller = controller
        self.size = size
    }

    deinit {
        terminate()
        close(controller)
    }

    /// A clean environment for a program under test: PATH, HOME, TMPDIR, a UTF-8 locale and `term`,
    /// then `extra`. Nothing else of this process's environment goes through: `swift test` sets
    /// NO_COLOR, and TMUX, COLORTERM, TERM_PROGRAM, LESS and friends would change what the program does.
    public static func environment(term: String = "xterm-256color", adding extra: [String: String] = [:])
        -> [String: String]
    {
        func inherited(_ name: String, _ fallback: String) -> String {
            getenv(name).map { String(cString: $0) } ?? fallback
        }
        var environment = [
            "PATH": inherited("PATH", "/usr/local/bin:/usr/bin:/bin"), "HOME": inherited("HOME", "/"),
            "TMPDIR": inherited("TMPDIR", "/tmp"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": term,
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }

    // MARK: Talking to the child

    /// Writes all of `bytes` to the child's input, as keys typed or a terminal's answer; returns the
    /// moment just before the first byte went to the kernel (where a key-to-screen time starts).
    /// Throws `.writeTimedOut` when the child stops reading for `timeout`.
    @discardableResult
    public func write(_ bytes: [UInt8], timeout: Duration = .seconds(5)) throws(PseudoTerminalError)
        -> ContinuousClock.Instant
    {
        let started = ContinuousClock.now
        let deadline = started + timeout
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(controller, $0.baseAddress! + done, $0.count - done) }
            if n > 0 {
                done += n
                continue
            }
            let code = errno
            guard n < 0, code == EAGAIN || code == EINTR else {
                throw .system(SystemError(call: "write", code: n == 0 ? EIO : code))
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw .writeTimedOut(written: done) }
            var descriptor = pollfd(fd: controller, events: Int16(POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, Self.milliseconds(left))
        }
        return started
    }

    /// `write` of text as UTF-8.
    @discardableResult
    public func write(_ text: String, timeout: Duration = .seconds(5)) throws(PseudoTerminalError)
        -> ContinuousClock.Instant
    {
        try write(Array(text.utf8), timeout: timeout)
    }

    /// Reads at most `maxBytes` of what the child wrote, waiting at most `timeout` for the first byte
    /// (`.zero`: only what is there now). Never waits for more once something arrived.
    public func read(maxBytes: Int = 65_536, timeout: Duration) throws(PseudoTerminalError) -> PseudoTerminalRead {
        precondition(maxBytes > 0, "a read takes at least one byte")
        if buffer.count < maxBytes { buffer = [UInt8](repeating: 0, count: maxBytes) }
        let deadline = ContinuousClock.now + timeout
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(controller, $0.baseAddress!, maxBytes) }
            if n > 0 {
                return .output(PseudoTerminalChunk(bytes: Array(buffer[0..<n]), arrival: ContinuousClock.now))
            }
            let code = errno
            // Linux reports a terminal side with no descriptor left open as EIO (after its last bytes).
            if n == 0 || code == EIO { return .closed }
            guard code == EAGAIN || code == EINTR else { throw .system(SystemError(call: "read", code: code)) }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return .timedOut }
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.milliseconds(left))
            if ready < 0, errno != EINTR { throw .system(SystemError(call: "poll", code: errno)) }
        }
    }

    /// Sets the terminal's size. The kernel sends SIGWINCH to the terminal's foreground process group
    /// when the size changes, as it does for a terminal emulator's window; setting the same size
    /// again sends nothing, as there.
    public func resize(to size: CellSize) throws(PseudoTerminalError) {
        try Self.setSize(size, of: controller)
        self.size = size
    }

    /// Sends `signal` to the child (not to its process group).
    public func send(signal: Int32) throws(PseudoTerminalError) {
        if let termination { throw .childHasExited(termination) }
        guard kill(processID, signal) == 0 else { throw .system(SystemError(call: "kill", code: errno)) }
    }

    /// Waits at most `timeout` for the child to end; how it ended, or nil if it is still running.
    ///
    /// Output is not read meanwhile unless `output` is given (then every chunk goes to it): a child
    /// that writes more than the terminal holds cannot end before someone reads, as in a real terminal.
    public func waitForExit(timeout: Duration, output: ((PseudoTerminalChunk) -> Void)? = nil) -> ChildTermination? {
        let deadline = ContinuousClock.now + timeout
        while termination == nil {
            reap()
            if termination != nil || ContinuousClock.now >= deadline { break }
            if let output, case .output(let chunk)? = try? read(timeout: .milliseconds(1)) {
                output(chunk)
            } else {
                usleep(1_000)
            }
        }
        return termination
    }

    /// Kills the child and its process group (SIGKILL) and reaps it; nothing if it already ended.
    /// Runs on deinit too.
    public func terminate() {
        guard termination == nil else { return }
        kill(-processID, SIGKILL)
        kill(processID, SIGKILL)
        // SIGKILL ends a process at once, unless it is inside the kernel for a while (a disk that
        // does not answer): the wait is bounded all the same.
        let deadline = ContinuousClock.now + .seconds(5)
        while termination == nil, ContinuousClock.now < deadline {
            if !reap() { break }
            if termination == nil { usleep(1_000) }
        }
    }

    /// Collects the child's status if it has ended; false when it cannot be waited for (not ours).
    @discardableResult
    private func reap() -> Bool {
        var status: Int32 = 0
        let reaped = waitpid(processID, &status, WNOHANG)
        if reaped == processID { termination = ChildTermination(waitStatus: status) }
        return reaped >= 0 || errno == EINTR
    }

    private static func setSize(_ size: CellSize, of controller: Int32) throws(PseudoTerminalError) {
        var dimensions = winsize(
            ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(controller, UInt(TIOCSWINSZ), &dimensions) == 0 else {
            throw .system(SystemError(call: "ioctl(TIOCSWINSZ)", code: errno))
        }
    }

    /// `duration` in whole milliseconds for `poll`, rounded up so a short wait still waits.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        if seconds >= Int64(Int32.max / 1000) { return Int32.max }
        return Int32(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
