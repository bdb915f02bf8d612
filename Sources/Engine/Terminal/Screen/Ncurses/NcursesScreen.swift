public import BurinCore
import BurinText

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal, described by its terminfo entry (read through ncurses: `Terminfo`, the one file
/// that touches the library) and driven by the screen itself, in three parts:
///
/// - the session (`TerminalSession`): the terminal's modes (raw: Ctrl-C and Ctrl-Z arrive as keys),
///   the alternate screen (or a cleared screen at the end where there is none), application keys,
///   the hidden cursor, mouse reports; restored at the end, on Ctrl-Z, from `deinit`, from an
///   `atexit` backstop and on a fatal signal (`CrashRestorer`);
/// - the input (`NcursesScreen+Input`): one poll on the terminal, a wake pipe and a signal pipe, and
///   the session's one `TerminalInputDecoder`;
/// - the frames (`FrameEncoder`): each frame's changed cells encoded from the screen's own diff, so
///   the screen knows exactly what each frame did to the terminal (`ScreenMotion`, for the pictures
///   placed after it), written without ever blocking (`TerminalWriter`): on a link slower than the
///   frames, a frame waits until the last one has gone (the next one then carries the newest state,
///   never a backlog of old ones), and pictures get what room the link has left.
///
/// Start-up needs a UTF-8 locale (a plain C/POSIX locale is upgraded to C.UTF-8, any other codeset is
/// an error: that terminal would show UTF-8 as mojibake) and a terminfo entry that can move the
/// cursor (a missing or unknown TERM throws). Frames are bracketed by synchronized-output marks where
/// the terminal supports them.
///
/// - Note: Main loop only. Only `waker` may be called from other threads.
public final class NcursesScreen: Screen {
    /// How to start the screen. Defaults suit the real terminal; tests inject descriptors and TERM.
    public struct Options: Sendable {
        /// The terminfo entry; nil uses `environment.term`, then terminfo's own reading of TERM.
        public var term: String?
        /// Forces a colour mode (capped at what the terminfo entry can express).
        public var colorMode: ColorMode?
        /// Forces synchronized output on or off.
        public var synchronizedOutput: Bool?
        public var mouse: Bool
        /// Relays SIGINT, SIGTERM, SIGHUP (as `.terminate`) and SIGWINCH through a pipe.
        public var handlesSignals: Bool
        public var inputDescriptor: Int32
        public var outputDescriptor: Int32
        /// The output is a scratch file (a byte-counting bench): it is rewound after every write, so
        /// it never grows.
        public var outputIsScratch: Bool
        /// The size to start with where the output is no terminal to ask (a bench, a test).
        public var size: CellSize?
        /// The program's one reading of its environment (TERM, NO_COLOR, TERM_PROGRAM,
        /// BURIN_SYNC_OUTPUT count here); by default read when the options are made, for a program
        /// that has no other use for it.
        public var environment: TerminalEnvironment
        /// The clock the input decoder's waits (a lone ESC, a reply cut off by a read) and the output's
        /// drain rate are measured by.
        public var clock: any FrameClock

        public init(
            term: String? = nil, colorMode: ColorMode? = nil, synchronizedOutput: Bool? = nil, mouse: Bool = true,
            handlesSignals: Bool = true, inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1,
            outputIsScratch: Bool = false, size: CellSize? = nil, environment: TerminalEnvironment = .process,
            clock: any FrameClock = MonotonicClock()
        ) {
            self.clock = clock
            self.term = term
            self.colorMode = colorMode
            self.synchronizedOutput = synchronizedOutput
            self.mouse = mouse
            self.handlesSignals = handlesSignals
            self.inputDescriptor = inputDescriptor
            self.outputDescriptor = outputDescriptor
            self.outputIsScratch = outputIsScratch
            self.size = size
            self.environment = environment
        }
    }

    public internal(set) var size: CellSize
    public let colorMode: ColorMode
    /// Whether frames are bracketed with DEC mode 2026 marks.
    public let synchronizedOutput: Bool
    public let waker: @Sendable () -> Void

    /// Whether the session is on (until `shutdown`).
    private(set) var isOpen = true
    /// The bytes on their way to the terminal.
    let output: TerminalWriter
    /// What the terminal shows, and the bytes that change it.
    var encoder: FrameEncoder
    private var session: TerminalSession
    let inputDescriptor: Int32
    let wakePipe: WakePipe
    let signalRelay: SignalRelay?
    /// A frame waited for the terminal to take the last one: the next `present` must go out.
    private(set) var frameWaiting = false
    /// Events produced outside `pollInput` (a resize noticed on resume), delivered by the next poll.
    var pendingEvents: [InputEvent] = []
    /// Everything the terminal sends, decoded for the whole session (see `NcursesScreen+Input`).
    var decoder = TerminalInputDecoder()
    let clock: any FrameClock
    /// One read's worth of the terminal's bytes.
    var inputBuffer = [UInt8](repeating: 0, count: 4096)
    /// Reused every frame: the bytes of its text, then of what goes after the pictures' callback.
    private var frameBytes: [UInt8] = []

    /// Reads the terminal's description and enters full-screen mode. Throws `ScreenError` with a
    /// printable message when the locale is not UTF-8, TERM is unusable, or a descriptor cannot be
    /// opened.
    public init(options: Options = Options()) throws(ScreenError) {
        try TerminalLocale.prepare()
        let wake = try WakePipe()
        wakePipe = wake
        waker = { wake.wake() }
        signalRelay = options.handlesSignals ? try SignalRelay.process() : nil
        clock = options.clock
        output = try TerminalWriter(
            target: options.outputDescriptor, clock: options.clock, rewinds: options.outputIsScratch)
        let term = options.term ?? options.environment.term
        // A terminal that cannot move the cursor (TERM=dumb) would show only the status line.
        guard let terminfo = Terminfo(term: term, descriptor: options.outputDescriptor), terminfo.has("cup") else {
            throw .unusableTerminal(term: term ?? "")
        }
        inputDescriptor = options.inputDescriptor

        let facts = TerminfoFacts(
            hasColors: terminfo.colors > 0 && terminfo.has("setaf") && terminfo.has("setab"),
            colors: terminfo.colors, hasSyncCapability: terminfo.has("Sync"))
        colorMode = TerminalCapabilities.colorMode(
            override: options.colorMode, environment: options.environment, terminfo: facts)
        synchronizedOutput = TerminalCapabilities.synchronizedOutput(
            override: options.synchronizedOutput, environment: options.environment, terminfo: facts)
        // The terminal's own size, else the caller's (a file, a pipe), else the entry's.
        size =
            Self.kernelSize(of: output.descriptor) ?? options.size
            ?? CellSize(width: max(1, terminfo.columns), height: max(1, terminfo.lines))
        encoder = FrameEncoder(
            escapes: terminfo.escapes(colorMode: colorMode).inMultiplexer(options.environment), colorMode: colorMode,
            size: size)
        encoder.mute(for: TerminalBackground.detect(queried: nil, colorFGBG: options.environment.colorFGBG))

        CrashRestorer.saveModes(of: inputDescriptor)
        session = TerminalSession(capability: terminfo.string, mouse: options.mouse, inputDescriptor: inputDescriptor)
        output.enqueue(session.enter())
        output.flush()
        signalRelay?.install()
        ExitBackstop.activate()
        CrashRestorer.arm(
            output: output.descriptor,
            restore: CrashRestorer.restoreSequence(capability: terminfo.string, mouse: options.mouse))
        CrashRestorer.setRegionReset(encoder.wholeRegion)
    }

    deinit { shutdown() }

    // MARK: Output

    /// Whether bytes wait for the terminal, or a frame waited for it: frames must go on until
    /// everything went out.
    public var hasPendingOutput: Bool { output.pending > 0 || frameWaiting }

    /// The bytes the terminal has room for now, after this frame's text, where the link is what
    /// limits (writes came back short lately): `DrainRate.room`. Nil where the terminal takes
    /// everything.
    public var pictureBudget: Int? {
        output.drain.room(at: clock.now(), sent: output.enqueued)
    }

    public var linkRate: Double? { output.drain.lastRate }

    // MARK: Presenting

    @discardableResult
    public func present(_ frame: CellGrid) -> Int { present(frame, pictures: nil) }

    @discardableResult
    public func present(_ frame: CellGrid, then after: (ScreenMotion) -> PictureOutput) -> Int {
        withoutActuallyEscaping(after) { present(frame, pictures: $0) }
    }

    private func present(_ frame: CellGrid, pictures: ((ScreenMotion) -> PictureOutput)?) -> Int {
        guard isOpen else { return 0 }
        // The terminal has not taken the last frame yet: this one waits, and a later one carries the
        // newest state.
        output.flush()
        guard output.pending == 0 else {
            frameWaiting = true
            return 0
        }
        frameWaiting = false
        frameBytes.removeAll(keepingCapacity: true)
        if synchronizedOutput { frameBytes += Self.syncBegin }
        let motion = encoder.encode(frame, into: &frameBytes)
        // Unchanged text may still need its pictures changed (one arrived, a panel closed).
        let result: PictureOutput
        var count = 0
        if let motion {
            // The text goes first, so the pictures' budget is read with it sent.
            count += frameBytes.count
            output.enqueue(frameBytes)
            output.flush()
            frameBytes.removeAll(keepingCapacity: true)
            result = pictures?(motion) ?? PictureOutput()
        } else {
            result = pictures?(ScreenMotion()) ?? PictureOutput()
            guard !result.isEmpty else { return 0 }
        }
        for row in result.repaintRows {
            encoder.rewrite(row: row, columns: 0..<size.width, into: &frameBytes)
        }
        for link in result.links {
            let columns = link.columns.clamped(to: 0..<size.width)
            guard !columns.isEmpty, link.row >= 0, link.row < size.height else { continue }
            if link.target != nil { frameBytes += ScreenLink.sequence(link.target) }
            encoder.rewrite(row: link.row, columns: columns, into: &frameBytes)
            if link.target != nil { frameBytes += ScreenLink.sequence(nil) }
        }
        // Pictures land over the frame's text; they save and restore the cursor around themselves,
        // in the whole screen's scroll region.
        if !result.bytes.isEmpty { encoder.releaseRegion(into: &frameBytes) }
        frameBytes += result.bytes
        // This mark follows the whole frame.
        if synchronizedOutput { frameBytes += Self.syncEnd }
        count += frameBytes.count
        output.enqueue(frameBytes)
        output.flush()
        return count
    }

    public func terminalBackground(is color: RGBA) {
        encoder.mute(for: TerminalBackground.detect(queried: color, colorFGBG: nil))
    }

    public func drawAmbiguous(as width: AmbiguousWidth) {
        encoder.drawAmbiguous(as: width)
    }

    /// Repaints every cell on the next `present` (Ctrl-L, or after something else drew on the terminal).
    public func repaintAll() {
        encoder.repaintAll()
    }

    static let syncBegin = Array("\u{1B}[?2026h".utf8)
    static let syncEnd = Array("\u{1B}[?2026l".utf8)

    // MARK: Questions

    public func ask(_ questions: [UInt8], patience: Duration) {
        guard isOpen, !questions.isEmpty else { return }
        decoder.expectReplies(until: clock.now() + patience)
        output.enqueue(questions)
        output.flush()
    }

    public func windowSize() -> TerminalWindowSize? {
        var size = winsize()
        guard ioctl(output.descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return TerminalWindowSize(
            columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
            pixelHeight: Int(size.ws_ypixel))
    }

    /// The window's size in cells as the kernel knows it; nil without a terminal.
    static func kernelSize(of descriptor: Int32) -> CellSize? {
        var dimensions = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &dimensions) == 0, dimensions.ws_row > 0, dimensions.ws_col > 0
        else { return nil }
        return CellSize(width: Int(dimensions.ws_col), height: Int(dimensions.ws_row))
    }

    /// Input sequences dropped unfinished, too long, or unrecognised, this session.
    public var droppedInputSequences: Int { decoder.droppedSequences }

    // MARK: Suspend and shutdown

    public func setCrashPrelude(_ bytes: [UInt8]) {
        guard isOpen else { return }
        CrashRestorer.setPrelude(bytes)
    }

    public func setCrashCleanup(_ cleanup: @escaping @convention(c) () -> Void) {
        guard isOpen else { return }
        CrashRestorer.setCleanup(cleanup)
    }

    /// Ctrl-Z: restores the terminal, stops the process (the shell takes over), and on `fg` returns
    /// to full-screen mode: the next frame repaints everything, its pictures with it, in one
    /// synchronized update. A resize while stopped is reported by the next poll.
    public func suspend() {
        guard isOpen else { return }
        leaveProgramMode()
        raise(SIGSTOP)
        // Continued. The shell may have changed the modes meanwhile: those are the ones to give back
        // at the end. The shell wrote meanwhile: nothing of the cursor or the pen is known.
        output.enqueue(session.enter())
        output.flush()
        encoder.forgetCursorAndPen()
        encoder.repaintAll()
        if let event = resizeFromKernel() { pendingEvents.append(event) }
    }

    /// The session's way out, everything written before it returns (as long as the terminal takes
    /// it within a second), then the shell's modes.
    private func leaveProgramMode() {
        var region: [UInt8] = []
        encoder.releaseRegion(into: &region)
        output.enqueue(region + session.leaveSequence)
        output.flushAll(timeout: .seconds(1))
        session.restoreModes()
    }

    /// Restores the terminal: mouse reporting off, cursor shown, normal screen and modes, signal
    /// handlers put back. Idempotent; later calls to the screen do nothing.
    public func shutdown() {
        guard isOpen else { return }
        leaveProgramMode()
        ExitBackstop.deactivate()
        CrashRestorer.disarm()
        isOpen = false
        signalRelay?.uninstall()
    }
}
