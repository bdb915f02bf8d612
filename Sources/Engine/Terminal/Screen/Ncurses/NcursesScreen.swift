public import BurinCore
import BurinText
import CNcursesw
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal through ncursesw: this file starts and stops the session, `NcursesFrameWriter`
/// hands frames to ncurses and `NcursesScreen+Input` reads the terminal (the only files that touch
/// ncurses); the decisions they make are pure code beside them (`TerminalCapabilities`,
/// `ColorPairPlanner`, `ColorPairManager`, `FrameNormaliser`, `TerminalText`, `OutputMotion`, `DrainRate`).
///
/// ncurses draws, and nothing more: it writes into a file in memory (`CapturedOutput`), and the
/// screen reads every byte back before the terminal gets it. So the screen knows exactly what each
/// frame did to the terminal's screen (`OutputMotion`: what pictures placed after the text must
/// know), and it writes to the terminal itself without ever blocking (`TerminalWriter`): on a link
/// slower than the frames, a frame waits until the last one has gone (the next one then carries the
/// newest state, never a backlog of old ones), and pictures get what room the link has left.
/// Reading the terminal is the screen's too (see `NcursesScreen+Input`), and so are its modes.
///
/// - Start-up: a UTF-8 locale (a plain C/POSIX locale is upgraded to C.UTF-8, any other non-UTF-8
///   codeset is an error: that terminal would show UTF-8 as mojibake), `newterm` (a missing or unknown
///   TERM throws instead of exiting as `initscr` would), raw mode (Ctrl-C and Ctrl-Z arrive as keys),
///   hidden cursor, keypad, mouse buttons and wheel (xterm's SGR reports, turned on here and read by
///   the screen's own decoder).
/// - `present` writes only the cells that differ from the last frame, then one `doupdate`, bracketed by
///   synchronized-output marks when the terminal supports them, and returns the bytes sent.
/// - `pollInput` waits on the terminal (and, while bytes wait, on its room for them), a wake pipe and
///   a signal pipe together.
/// - `shutdown` restores the terminal; it also runs from `deinit` and from an `atexit` backstop.
///
/// - Note: Main loop only: ncurses is not thread-safe. Only `waker` may be called from other threads.
public final class NcursesScreen: Screen {
    /// How to start the screen. Defaults suit the real terminal; tests inject descriptors and TERM.
    public struct Options: Sendable {
        /// The terminfo entry; nil uses `environment.term`, then ncurses' own reading of TERM.
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

    var screen: OpaquePointer?
    private var inputFile: UnsafeMutablePointer<FILE>?
    /// Where ncurses writes, read back after every call that writes.
    private let capture: CapturedOutput
    /// The bytes on their way to the terminal.
    let output: TerminalWriter
    /// What the bytes sent did to the terminal's screen.
    private var motion: OutputMotion
    let inputDescriptor: Int32
    /// The shell's modes of the terminal, given back on Ctrl-Z and at the end; nil without a terminal.
    private var shellModes: termios?
    let wakePipe: WakePipe
    let signalRelay: SignalRelay?
    private let mouseEnabled: Bool
    /// What the terminal shows, and how each frame's changes are handed to ncurses.
    let writer: NcursesFrameWriter
    /// A frame waited for the terminal to take the last one: the next `present` must go out.
    private(set) var frameWaiting = false
    /// Events produced outside `pollInput` (a resize noticed on resume), delivered by the next poll.
    var pendingEvents: [InputEvent] = []
    /// Everything the terminal sends, decoded for the whole session (see `NcursesScreen+Input`).
    var decoder = TerminalInputDecoder()
    let clock: any FrameClock
    /// One read's worth of the terminal's bytes.
    var inputBuffer = [UInt8](repeating: 0, count: 4096)

    /// Starts ncurses on the terminal. Throws `ScreenError` with a printable message when the locale
    /// is not UTF-8, TERM is unusable, or a descriptor cannot be opened.
    public init(options: Options = Options()) throws(ScreenError) {
        try TerminalLocale.prepare()
        let wake = try WakePipe()
        wakePipe = wake
        waker = { wake.wake() }
        signalRelay = options.handlesSignals ? try SignalRelay.process() : nil
        clock = options.clock
        let capture = try CapturedOutput()
        self.capture = capture
        output = try TerminalWriter(
            target: options.outputDescriptor, clock: options.clock, rewinds: options.outputIsScratch)

        // Our own descriptor, so closing the FILE at shutdown leaves the caller's 0 open. ncurses
        // needs an input FILE, and never reads it (`typeahead(-1)`, no `getch`).
        let inFD = dup(options.inputDescriptor)
        guard inFD >= 0, let input = fdopen(inFD, "r") else {
            let code = errno
            if inFD >= 0 { close(inFD) }
            throw .systemCallFailed(call: "dup", errno: code)
        }
        let term = options.term ?? options.environment.term
        let created: OpaquePointer? =
            if let term { term.withCString { newterm($0, capture.file, input) } } else {
                newterm(nil, capture.file, input)
            }
        guard let created else {
            fclose(input)
            throw .unusableTerminal(term: term ?? "")
        }
        set_term(created)
        // A terminal that cannot move the cursor (TERM=dumb) would show only the status line.
        guard burin_has_string_capability("cup") != 0 else {
            endwin()
            delscreen(created)
            fclose(input)
            throw .unusableTerminal(term: term ?? "")
        }
        screen = created
        inputFile = input
        inputDescriptor = inFD
        CrashRestorer.saveModes(of: inFD)
        shellModes = TerminalModes.enter(inFD)

        let window = burin_stdscr()
        // ncurses' own mode calls go to its output file and change nothing there; they keep its idea
        // of the modes (LF does not return the carriage) in line with `TerminalModes`.
        raw()
        noecho()
        nonl()
        // Application cursor keys (ncurses sends the terminfo's keypad-transmit string); the decoder
        // reads both forms of the cursor keys.
        keypad(window, true)
        // ncurses never reads the terminal (the screen's decoder does); without this it would poll the
        // input during doupdate and stop drawing when a key is waiting.
        typeahead(-1)
        // Lets doupdate scroll rows with insert/delete-line instead of repainting them. (scrollok stays
        // off: the scroll optimisation does not need it, and it would scroll the window when the
        // bottom-right cell is written.) Pictures drawn into the cells (sixel) are no reason to
        // avoid scrolls: what a scroll did is read from the bytes (`OutputMotion`), and the planner
        // knows whether the terminal moved them along.
        idlok(window, true)
        leaveok(window, true)
        curs_set(0)

        let facts = TerminfoFacts(
            hasColors: has_colors(), colors: Int(tigetnum("colors")),
            hasSyncCapability: burin_has_string_capability("Sync") != 0)
        let mode = TerminalCapabilities.colorMode(
            override: options.colorMode, environment: options.environment, terminfo: facts)
        var defaults = true
        var capacity = 1
        if mode != .none, start_color() == OK {
            defaults = use_default_colors() == OK
            capacity = Int(burin_color_pairs())
        }
        colorMode = capacity > 1 ? mode : .none
        writer = NcursesFrameWriter(
            colorMode: colorMode, pairCapacity: capacity, defaultColorsAvailable: defaults)
        synchronizedOutput = TerminalCapabilities.synchronizedOutput(
            override: options.synchronizedOutput, environment: options.environment, terminfo: facts)

        // ncurses cannot ask a file for the window's size: it is the terminal's, or the caller's.
        size = CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        motion = OutputMotion(size: size)
        if let known = Self.kernelSize(of: output.descriptor) ?? options.size, known != size {
            resizeterm(Int32(known.height), Int32(known.width))
            size = CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
            motion.resize(to: size)
        }
        mouseEnabled = options.mouse
        send(cursesOutput: true)
        // ncurses set the terminal's scroll region at start for terminfo's number of lines, whatever
        // the window's: cursor moves would stop at its bottom.
        resetScrollRegion()
        if options.mouse { send(Self.mouseOn) }
        output.flush()
        signalRelay?.install()
        ExitBackstop.activate()
        CrashRestorer.arm(
            output: output.descriptor,
            restore: CrashRestorer.restoreSequence(
                capability: { name in burin_string_capability(name).map { String(cString: $0) } },
                mouse: options.mouse))
    }

    deinit { shutdown() }

    // MARK: Output

    /// Queues what ncurses has written since the last call (when `cursesOutput`) and then `text`,
    /// following both; what they did to the screen, and the bytes queued.
    @discardableResult
    private func send(cursesOutput: Bool = false, _ text: String = "") -> (ScreenMotion, Int) {
        var bytes = cursesOutput ? capture.take() : []
        bytes += Array(text.utf8)
        return (send(bytes), bytes.count)
    }

    /// Queues `bytes`; follows them unless `movesNothing` says they leave the text and the cursor as
    /// they were (pictures and app requests: they save and restore the cursor), which spares reading
    /// their pixels byte by byte.
    @discardableResult
    private func send(_ bytes: [UInt8], movesNothing: Bool = false) -> ScreenMotion {
        guard !bytes.isEmpty else { return ScreenMotion() }
        output.enqueue(bytes)
        return movesNothing ? ScreenMotion() : motion.follow(bytes)
    }

    /// Whether bytes wait for the terminal, or a frame waited for it: frames must go on until
    /// everything went out.
    public var hasPendingOutput: Bool { output.pending > 0 || frameWaiting }

    /// The bytes the terminal has room for now, after this frame's text, where the link is what
    /// limits (writes came back short lately): `DrainRate.room`. Nil where the terminal takes
    /// everything.
    public var pictureBudget: Int? {
        output.drain.room(at: clock.now(), sent: output.enqueued)
    }

    // MARK: Presenting

    @discardableResult
    public func present(_ frame: CellGrid) -> Int { present(frame, pictures: nil) }

    @discardableResult
    public func present(_ frame: CellGrid, then after: (ScreenMotion) -> PictureOutput) -> Int {
        withoutActuallyEscaping(after) { present(frame, pictures: $0) }
    }

    private func present(_ frame: CellGrid, pictures: ((ScreenMotion) -> PictureOutput)?) -> Int {
        guard let screen else { return 0 }
        set_term(screen)
        // The terminal has not taken the last frame yet: this one waits, and a later one carries the
        // newest state.
        output.flush()
        guard output.pending == 0 else {
            frameWaiting = true
            return 0
        }
        frameWaiting = false
        let window = burin_stdscr()
        let screenSize = CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        let staged = writer.stage(frame, screenSize: screenSize)
        var bytes = 0
        // Unchanged text may still need its pictures changed (one arrived, a panel closed).
        let result: PictureOutput
        if staged {
            if synchronizedOutput { bytes += send(Self.syncBegin).1 }
            wnoutrefresh(window)
            doupdate()
            let (textMotion, count) = send(cursesOutput: true)
            bytes += count
            output.flush()
            result = pictures?(textMotion) ?? PictureOutput()
        } else {
            result = pictures?(ScreenMotion()) ?? PictureOutput()
            guard !result.isEmpty else { return 0 }
            if synchronizedOutput { bytes += send(Self.syncBegin).1 }
        }
        if !result.repaintRows.isEmpty {
            // wredrawln forgets what ncurses thinks these rows show, so doupdate writes every cell.
            for row in result.repaintRows where row >= 0 && row < screenSize.height {
                wredrawln(window, Int32(row), 1)
            }
            wnoutrefresh(window)
            doupdate()
            bytes += send(cursesOutput: true).1
        }
        for link in result.links where link.row >= 0 && link.row < screenSize.height {
            bytes += writeAgain(link, width: screenSize.width)
        }
        // Pictures land over the frame's text; they save and restore the cursor around themselves.
        send(result.bytes, movesNothing: true)
        bytes += result.bytes.count
        // This mark follows the whole frame.
        if synchronizedOutput { bytes += send(Self.syncEnd).1 }
        output.flush()
        if staged { writer.commit() }
        return bytes
    }

    /// Writes `link`'s cells again, inside its hyperlink: ncurses writes them (with their own
    /// attributes and colours, as it wrote them before) between the bytes that open and close the
    /// hyperlink. Returns the bytes queued.
    private func writeAgain(_ link: ScreenLink, width: Int) -> Int {
        let columns = link.columns.clamped(to: 0..<width)
        guard !columns.isEmpty else { return 0 }
        let open = link.target == nil ? [] : ScreenLink.sequence(link.target)
        let close = link.target == nil ? [] : ScreenLink.sequence(nil)
        send(open)
        writer.forget(row: link.row, columns: columns)
        wnoutrefresh(burin_stdscr())
        doupdate()
        let cells = send(cursesOutput: true).1
        send(close)
        return open.count + cells + close.count
    }

    /// Repaints every cell on the next `present` (Ctrl-L, or after something else drew on the terminal).
    public func repaintAll() {
        guard let screen else { return }
        set_term(screen)
        clearok(burin_curscr(), true)
        writer.invalidate()
    }

    static let syncBegin = "\u{1B}[?2026h"
    static let syncEnd = "\u{1B}[?2026l"

    /// Mouse button events (mode 1000, which brings the wheel) in xterm's SGR encoding (1006), which
    /// has no coordinate limit and which the decoder reads; a terminal without 1006 sends the X10
    /// encoding, which it reads too.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    // MARK: Questions

    public func ask(_ questions: [UInt8], patience: Duration) {
        guard screen != nil, !questions.isEmpty else { return }
        decoder.expectReplies(until: clock.now() + patience)
        send(questions)
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

    /// Sets the terminal's scroll region to the whole window (which also moves the cursor home: only
    /// before a frame that clears and repaints everything, which starts with a move home itself).
    func resetScrollRegion() {
        guard let text = burin_scroll_region_string(Int32(size.height)) else { return }
        send(String(cString: text))
    }

    /// The terminal's new size, for following what the output does to it.
    func followResize(to size: CellSize) {
        motion.resize(to: size)
    }

    /// Input sequences dropped unfinished, too long, or unrecognised, this session.
    public var droppedInputSequences: Int { decoder.droppedSequences }

    // MARK: Suspend and shutdown

    public func setCrashPrelude(_ bytes: [UInt8]) {
        guard screen != nil else { return }
        CrashRestorer.setPrelude(bytes)
    }

    public func setCrashCleanup(_ cleanup: @escaping @convention(c) () -> Void) {
        guard screen != nil else { return }
        CrashRestorer.setCleanup(cleanup)
    }

    /// Ctrl-Z: restores the terminal, stops the process (the shell takes over), and on `fg` returns
    /// to full-screen mode: the next frame repaints everything, its pictures with it, in one
    /// synchronized update. A resize while stopped is reported by the next poll.
    public func suspend() {
        guard let screen else { return }
        set_term(screen)
        leaveProgramMode()
        raise(SIGSTOP)
        // Continued. The shell may have changed the modes meanwhile: those are the ones to give back
        // at the end. The next doupdate re-enters program mode; clearok makes it repaint everything.
        shellModes = TerminalModes.enter(inputDescriptor)
        curs_set(0)
        send(cursesOutput: true)
        if mouseEnabled { send(Self.mouseOn) }
        output.flush()
        clearok(burin_curscr(), true)
        writer.invalidate()
        if let event = resizeFromKernel() { pendingEvents.append(event) }
    }

    /// Mouse reporting off, cursor shown, the normal screen, the shell's modes; everything written
    /// before it returns (as long as the terminal takes it within a second).
    private func leaveProgramMode() {
        send(cursesOutput: true)
        if mouseEnabled { send(Self.mouseOff) }
        curs_set(1)
        endwin()
        send(cursesOutput: true)
        output.flushAll(timeout: .seconds(1))
        if let shellModes { TerminalModes.restore(inputDescriptor, to: shellModes) }
    }

    /// Restores the terminal: mouse reporting off, cursor shown, normal screen and modes, ncurses'
    /// memory freed, signal handlers put back. Idempotent; later calls to the screen do nothing.
    public func shutdown() {
        guard let screen else { return }
        set_term(screen)
        leaveProgramMode()
        ExitBackstop.deactivate()
        CrashRestorer.disarm()
        delscreen(screen)
        self.screen = nil
        if let inputFile { fclose(inputFile) }
        inputFile = nil
        signalRelay?.uninstall()
    }
}
