import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the relay's pipe, read by the handler. An atomic, so the handler reads it without
/// a lock (locks are not async-signal-safe).
private let relayDescriptor = Atomic<Int32>(-1)
/// The handler installed for SIGWINCH before ours, as a raw function address (0: none).
private let chainedResizeHandler = Atomic<UInt>(0)

/// The signal handler: only async-signal-safe work. It writes the signal number to the pipe and, for
/// SIGWINCH, calls the handler installed before it (a host program's).
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    let fd = relayDescriptor.load(ordering: .acquiring)
    if fd >= 0 {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(fd, &byte, 1)
    }
    if signal == SIGWINCH {
        let address = chainedResizeHandler.load(ordering: .acquiring)
        if address > 1 {
            let handler = unsafeBitCast(address, to: (@convention(c) (Int32) -> Void).self)
            handler(signal)
        }
    }
    errno = savedErrno
}

/// Turns the signals that end a program by default (SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2,
/// SIGALRM and the other timers, SIGXCPU, SIGPOLL, SIGPWR) and SIGWINCH into bytes on a pipe that the
/// main loop polls, so a signal ends a `pollInput` wait and is handled on the main loop, never inside
/// the handler: the viewer restores the terminal and exits with 128 + the signal. (Crashes and
/// SIGQUIT cannot wait for the main loop: `CrashRestorer` handles them. SIGPIPE is ignored by the
/// executable and EPIPE handled where it writes.)
///
/// One per process (signal dispositions are process-wide). The pipe lives as long as the process, so a
/// handler running late never writes into a closed descriptor. - Note: Main loop only.
final class SignalRelay {
    static let terminatingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPOLL, SIGPWR,
    ]

    private let pipe: WakePipe
    private var previousActions: [Int32: sigaction] = [:]

    private init(pipe: WakePipe) { self.pipe = pipe }

    /// The relay's pipe, created on first use; nil if the process is out of descriptors.
    nonisolated(unsafe) private static var shared: SignalRelay?

    /// The process's relay. - Note: Main loop only.
    static func process() throws(ScreenError) -> SignalRelay {
        if let shared { return shared }
        let relay = SignalRelay(pipe: try WakePipe())
        shared = relay
        return relay
    }

    /// The descriptor to poll: readable after a relayed signal.
    var readDescriptor: Int32 { pipe.readDescriptor }

    /// The signal numbers relayed since the last call.
    func drain() -> [Int32] { pipe.drain().map(Int32.init) }

    /// Installs the handlers, remembering the previous ones (a SIGWINCH handler someone installed
    /// before is chained to).
    func install() {
        guard previousActions.isEmpty else { return }
        relayDescriptor.store(pipe.writeDescriptor, ordering: .releasing)
        for signal in Self.terminatingSignals + [SIGWINCH] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = relaySignal
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            guard sigaction(signal, &action, &previous) == 0 else { continue }
            previousActions[signal] = previous
            if signal == SIGWINCH, previous.sa_flags & SA_SIGINFO == 0,
                let handler = previous.__sigaction_handler.sa_handler
            {
                chainedResizeHandler.store(unsafeBitCast(handler, to: UInt.self), ordering: .releasing)
            }
        }
    }

    /// Restores the handlers that were there before `install`.
    func uninstall() {
        for (signal, var previous) in previousActions { sigaction(signal, &previous, nil) }
        previousActions.removeAll()
        chainedResizeHandler.store(0, ordering: .releasing)
        relayDescriptor.store(-1, ordering: .releasing)
    }
}
