#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the crash handler needs, prepared before it is installed so the handler itself only reads
/// memory and makes async-signal-safe calls (`tcsetattr`, `write`, `raise`).
private struct CrashRestoration {
    var terminal: Int32 = -1
    var modes = termios()
    var output: Int32 = -1
    var bytes: UnsafeMutableBufferPointer<UInt8>?
    /// Written before `bytes`, while the alternate screen is still up (pictures' deletion).
    var prelude: UnsafeMutableBufferPointer<UInt8>?
    /// The whole screen as the scroll region, written before `bytes` (the screen keeps a smaller one
    /// set between frames): `regionCount` bytes of a buffer allocated once, rewritten in place.
    let region = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64)
    var regionCount = 0
    /// Called after the terminal is restored: removes what the process leaves on disk (async-signal-safe).
    var cleanup: (@convention(c) () -> Void)?
    /// The line written to stderr after the terminal is restored.
    var note: UnsafeMutableBufferPointer<UInt8>? = {
        let text = Array(
            "burin: ended by a fatal signal (a crash, an abort or SIGQUIT); the terminal was restored\n".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
        _ = buffer.initialize(from: text)
        return buffer
    }()
    /// The actions the handlers replaced, by signal number, put back when the screen shuts down.
    let previous: UnsafeMutablePointer<sigaction> = {
        let block = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(maximumSignal))
        block.initialize(repeating: sigaction(), count: Int(maximumSignal))
        return block
    }()
}

private let maximumSignal: Int32 = 65
nonisolated(unsafe) private var restoration = CrashRestoration()

/// The handler for fatal signals: put the terminal back the way the shell had it, say so on stderr,
/// then die of the same signal (SA_RESETHAND restored the default action before this ran).
///
/// It does not chain to the Swift runtime's backtracer: on a terminal that one waits for a key in
/// raw mode before it prints, which leaves a crashed full-screen program looking hung.
private func restoreTerminalAndDie(_ signal: Int32) {
    restoreTerminal()
    if let note = restoration.note {
        _ = write(2, note.baseAddress, note.count)
    }
    raise(signal)
}

/// The shell's modes, then the prelude and the restoring bytes: async-signal-safe calls only. The
/// output descriptor may be non-blocking: a terminal that takes nothing now gets what it takes.
private func restoreTerminal() {
    if restoration.terminal >= 0 {
        _ = tcsetattr(restoration.terminal, TCSANOW, &restoration.modes)
    }
    if restoration.output >= 0, let prelude = restoration.prelude {
        _ = write(restoration.output, prelude.baseAddress, prelude.count)
    }
    if restoration.output >= 0, restoration.regionCount > 0 {
        _ = write(restoration.output, restoration.region.baseAddress, restoration.regionCount)
    }
    if restoration.output >= 0, let bytes = restoration.bytes {
        _ = write(restoration.output, bytes.baseAddress, bytes.count)
    }
    restoration.cleanup?()
}

/// Restores the terminal when the process dies of a fatal signal: a crash (SIGSEGV, SIGBUS), a Swift
/// trap (SIGILL, SIGTRAP), an abort, an arithmetic fault, a bad system call, or SIGQUIT (Ctrl-\\ in a
/// cooked terminal, `kill -QUIT`), which the Swift runtime's backtracer would otherwise take over: it
/// printed a backtrace across the screen in raw mode, then let the viewer run on. (A core dump, where
/// enabled, still has the whole story.) ncurses cannot be called there, so the
/// shell's terminal modes are saved at start and the escape sequences that undo the screen's modes
/// (alternate screen, hidden cursor, mouse reporting, colours) are written as prepared bytes.
/// - Note: Main loop only (arming and disarming).
enum CrashRestorer {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS, SIGQUIT]

    /// Saves `terminal`'s current modes; call before ncurses changes them.
    static func saveModes(of terminal: Int32) {
        var modes = termios()
        guard tcgetattr(terminal, &modes) == 0 else { return }
        restoration.terminal = terminal
        restoration.modes = modes
    }

    /// Installs the handlers, writing `restore` to `output` when one runs.
    static func arm(output: Int32, restore: [UInt8]) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: restore.count)
        _ = buffer.initialize(from: restore)
        restoration.bytes?.deallocate()
        restoration.bytes = buffer
        restoration.output = output
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreTerminalAndDie
            // SA_RESETHAND is 0x80000000, the sign bit of sa_flags.
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            if sigaction(signal, &action, &previous) == 0, !armed {
                restoration.previous[Int(signal)] = previous
            }
        }
        armed = true
    }

    nonisolated(unsafe) private static var armed = false

    /// Sets the bytes written before the restoring ones. The old buffer is left allocated (a handler
    /// running on this thread may be reading it; it is a few bytes, set once a session).
    static func setPrelude(_ bytes: [UInt8]) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        restoration.prelude = buffer
    }

    /// Sets the bytes that give the terminal its whole screen as the scroll region (again at every
    /// resize): a handler that runs meanwhile writes none of them, never a part.
    static func setRegionReset(_ bytes: [UInt8]) {
        restoration.regionCount = 0
        guard bytes.count <= restoration.region.count else { return }
        _ = restoration.region.initialize(from: bytes)
        restoration.regionCount = bytes.count
    }

    /// The whole-screen region written before the restoring bytes; empty when none is set.
    static var regionReset: [UInt8] { Array(restoration.region.prefix(restoration.regionCount)) }

    /// Sets what removes the process's files when it dies of a fatal signal (or exits with the
    /// screen up); it must make async-signal-safe calls only.
    static func setCleanup(_ cleanup: @escaping @convention(c) () -> Void) {
        restoration.cleanup = cleanup
    }

    /// The bytes written before the restoring ones; empty when none are set.
    static var prelude: [UInt8] { restoration.prelude.map(Array.init) ?? [] }

    /// Whether `signal` is handled by the crash restorer now.
    static func handles(_ signal: Int32) -> Bool {
        var current = sigaction()
        sigaction(signal, nil, &current)
        guard let handler = current.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: UInt.self) == unsafeBitCast(ownHandler, to: UInt.self)
    }

    private static let ownHandler: @convention(c) (Int32) -> Void = restoreTerminalAndDie

    /// Restores the terminal from the prepared bytes, now (an `exit` while the screen is up).
    static func restoreNow() {
        guard armed else { return }
        restoreTerminal()
    }

    /// Puts the previous handlers back (the screen has restored the terminal itself).
    static func disarm() {
        guard armed else { return }
        for signal in fatalSignals { sigaction(signal, restoration.previous + Int(signal), nil) }
        armed = false
        restoration.output = -1
        restoration.terminal = -1
        restoration.prelude = nil
        restoration.regionCount = 0
    }

    /// The bytes that undo a full-screen program's modes on this terminal (the session's way out),
    /// and a new line for the note after them.
    static func restoreSequence(capability: (String) -> String?, mouse: Bool) -> [UInt8] {
        TerminalSession.leaveSequence(capability: capability, mouse: mouse) + Array("\r\n".utf8)
    }
}
