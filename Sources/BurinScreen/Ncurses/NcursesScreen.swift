public import BurinCore
import BurinText
import CNcursesw
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal through ncursesw: this file starts and stops the session, `NcursesFrameWriter`
/// hands frames to ncurses and `NcursesScreen+Input` reads from it (the only files that touch
/// ncurses); the decisions they make are pure code beside them (`TerminalCapabilities`,
/// `ColorPairManager`, `InputDecoder`, `FrameNormaliser`, `TerminalText`).
///
/// - Start-up: a UTF-8 locale (a plain C/POSIX locale is upgraded to C.UTF-8, any other non-UTF-8
///   codeset is an error: that terminal would show UTF-8 as mojibake), `newterm` (a missing or unknown
///   TERM throws instead of exiting as `initscr` would), raw mode (Ctrl-C and Ctrl-Z arrive as keys),
///   hidden cursor, keypad, mouse buttons and wheel, no typeahead checks (a half-drawn frame must not
///   wait for the next one).
/// - `present` writes only the cells that differ from the last frame, then one `doupdate`, bracketed by
///   synchronized-output marks when the terminal supports them, and returns the bytes written.
/// - `pollInput` waits on the terminal, a wake pipe and a signal pipe together.
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
        /// The output is a scratch file (a byte-counting bench) that may be rewound after each frame.
        public var outputIsScratch: Bool
        public var environment: TerminalEnvironment
        /// Bytes the terminal sent before the screen started (keys typed during a question to the
        /// terminal): they come out of the first `pollInput` as keys.
        public var typeahead: [UInt8]
        /// Pictures will be drawn into the cells (sixel), where only writing a cell takes them off and
        /// a scroll would move them where ncurses does not say: frames then never scroll the terminal,
        /// every row with a changed cell is written whole, and `ScreenMotion.rewrittenRows` lists them.
        public var picturesLiveInCells: Bool

        public init(
            term: String? = nil, colorMode: ColorMode? = nil, synchronizedOutput: Bool? = nil, mouse: Bool = true,
            handlesSignals: Bool = true, inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1,
            outputIsScratch: Bool = false, environment: TerminalEnvironment = .process, typeahead: [UInt8] = [],
            picturesLiveInCells: Bool = false
        ) {
            self.typeahead = typeahead
            self.picturesLiveInCells = picturesLiveInCells
            self.term = term
            self.colorMode = colorMode
            self.synchronizedOutput = synchronizedOutput
            self.mouse = mouse
            self.handlesSignals = handlesSignals
            self.inputDescriptor = inputDescriptor
            self.outputDescriptor = outputDescriptor
            self.outputIsScratch = outputIsScratch
            self.environment = environment
        }
    }

    public internal(set) var size: CellSize
    public let colorMode: ColorMode
    /// Whether frames are bracketed with DEC mode 2026 marks.
    public let synchronizedOutput: Bool
    public let waker: @Sendable () -> Void

    var screen: OpaquePointer?
    private var outputFile: UnsafeMutablePointer<FILE>?
    private var inputFile: UnsafeMutablePointer<FILE>?
    let outputDescriptor: Int32
    let inputDescriptor: Int32
    let wakePipe: WakePipe
    let signalRelay: SignalRelay?
    private let mouseEnabled: Bool
    private let meter: FrameByteMeter
    /// What the terminal shows, and how each frame's changes are handed to ncurses.
    let writer: NcursesFrameWriter
    /// Events produced outside `pollInput` (a resize noticed on resume), delivered by the next poll.
    var pendingEvents: [InputEvent] = []
    /// The last drain stopped at its cap; ncurses may hold input that `poll` cannot see.
    var inputBacklog = false

    static let maximumEventsPerPoll = 512

    /// Starts ncurses on the terminal. Throws `ScreenError` with a printable message when the locale
    /// is not UTF-8, TERM is unusable, or a descriptor cannot be opened.
    public init(options: Options = Options()) throws(ScreenError) {
        try TerminalLocale.prepare()
        let wake = try WakePipe()
        wakePipe = wake
        waker = { wake.wake() }
        signalRelay = options.handlesSignals ? try SignalRelay.process() : nil

        // Our own descriptors, so closing the FILEs at shutdown leaves the caller's 0 and 1 open.
        let outFD = dup(options.outputDescriptor)
        let inFD = dup(options.inputDescriptor)
        guard outFD >= 0, inFD >= 0 else {
            let code = errno
            if outFD >= 0 { close(outFD) }
            if inFD >= 0 { close(inFD) }
            throw .systemCallFailed(call: "dup", errno: code)
        }
        guard let out = fdopen(outFD, "w"), let input = fdopen(inFD, "r") else {
            let code = errno
            close(outFD)
            close(inFD)
            throw .systemCallFailed(call: "fdopen", errno: code)
        }
        let term = options.term ?? options.environment.term
        CrashRestorer.saveModes(of: inFD)
        let created: OpaquePointer? =
            if let term { term.withCString { newterm($0, out, input) } } else { newterm(nil, out, input) }
        guard let created else {
            fclose(out)
            fclose(input)
            throw .unusableTerminal(term: term ?? "")
        }
        set_term(created)
        // A terminal that cannot move the cursor (TERM=dumb) would show only the status line.
        guard burin_has_string_capability("cup") != 0 else {
            endwin()
            delscreen(created)
            fclose(out)
            fclose(input)
            throw .unusableTerminal(term: term ?? "")
        }
        screen = created
        outputFile = out
        inputFile = input
        outputDescriptor = outFD
        inputDescriptor = inFD
        meter = FrameByteMeter(outputDescriptor: outFD, isScratch: options.outputIsScratch)
        pendingEvents = Typeahead.events(from: options.typeahead)

        let window = burin_stdscr()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        // ESC alone is a key here; ncurses' default wait for a following sequence is a full second.
        set_escdelay(25)
        // Without this ncurses polls the input during doupdate and stops drawing when a key is waiting.
        typeahead(-1)
        // Lets doupdate scroll rows with insert/delete-line instead of repainting them. (scrollok stays
        // off: the scroll optimisation does not need it, and it would scroll the window when the
        // bottom-right cell is written.) Not with pictures in the cells: a scroll ncurses chose itself
        // would carry them to rows nobody knows of.
        idlok(window, !options.picturesLiveInCells)
        leaveok(window, true)
        curs_set(0)
        Self.leaveInitialState()

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
            colorMode: colorMode, pairCapacity: capacity, defaultColorsAvailable: defaults,
            rewritesWholeRows: options.picturesLiveInCells)
        synchronizedOutput = TerminalCapabilities.synchronizedOutput(
            override: options.synchronizedOutput, environment: options.environment, terminfo: facts)

        mouseEnabled = options.mouse
        if options.mouse {
            mousemask(burin_all_mouse_events, nil)
            mouseinterval(0)
        }
        size = CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        signalRelay?.install()
        ExitBackstop.activate()
        CrashRestorer.arm(
            output: outFD,
            restore: CrashRestorer.restoreSequence(
                capability: { name in burin_string_capability(name).map { String(cString: $0) } },
                mouse: options.mouse))
        // What starting wrote (modes, mouse reporting) is not part of the first frame.
        meter.rebase()
    }

    deinit { shutdown() }

    /// Takes ncurses out of the state `newterm` leaves it in, in which every cursor movement inside
    /// `doupdate` flushes its output buffer: a one-line scroll then reached the terminal in three to six
    /// `write`s (each waking the terminal, on a busy machine each a chance to be preempted mid-frame),
    /// where it now goes in one. ncurses 6.4 (lib_mvcur.c, `_nc_mvcur`) flushes while `_endwin` is
    /// still `ewInitial`, meant for programs that use terminfo without curses; only a `doupdate` after
    /// an `endwin` (a resume, as after Ctrl-Z) moves it on, and no other public call does. Done before
    /// the first frame, so the resume's clear is of a blank screen; the terminal modes go to the
    /// shell's and back within these two calls.
    private static func leaveInitialState() {
        endwin()
        doupdate()
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
        let window = burin_stdscr()
        let screenSize = CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        let staged = writer.stage(frame, screenSize: screenSize)
        // Unchanged text may still need its pictures changed (one arrived, a panel closed). ncurses'
        // buffer is empty here (every doupdate flushes it); anything it still held would land inside
        // the marks anyway.
        let output: PictureOutput
        if staged {
            if synchronizedOutput { Self.writeAll("\u{1B}[?2026h", to: outputDescriptor) }
            wnoutrefresh(window)
            doupdate()
            output = pictures?(writer.motion) ?? PictureOutput()
        } else {
            output = pictures?(ScreenMotion()) ?? PictureOutput()
            guard !output.isEmpty else { return 0 }
            if synchronizedOutput { Self.writeAll("\u{1B}[?2026h", to: outputDescriptor) }
        }
        if !output.repaintRows.isEmpty {
            // wredrawln forgets what ncurses thinks these rows show, so doupdate writes every cell.
            for row in output.repaintRows where row >= 0 && row < screenSize.height {
                wredrawln(window, Int32(row), 1)
            }
            wnoutrefresh(window)
            doupdate()
        }
        // doupdate has flushed ncurses' buffer, so pictures land over the frame's text.
        if !output.bytes.isEmpty { try? Posix.writeAll(outputDescriptor, output.bytes) }
        // This mark follows the whole frame.
        if synchronizedOutput { Self.writeAll("\u{1B}[?2026l", to: outputDescriptor) }
        let bytes = meter.bytesSinceLastFrame()
        if staged { writer.commit() }
        return bytes
    }

    /// Repaints every cell on the next `present` (Ctrl-L, or after something else drew on the terminal).
    public func repaintAll() {
        guard let screen else { return }
        set_term(screen)
        clearok(burin_curscr(), true)
        writer.invalidate()
    }

    /// A terminal that stops taking bytes loses the mark; the frame still goes out.
    private static func writeAll(_ text: String, to fd: Int32) {
        try? Posix.writeAll(fd, Array(text.utf8))
    }

    // MARK: Suspend and shutdown

    public func setCrashPrelude(_ bytes: [UInt8]) {
        guard screen != nil else { return }
        CrashRestorer.setPrelude(bytes)
    }

    /// Ctrl-Z: restores the terminal, stops the process (the shell takes over), and on `fg` returns
    /// to full-screen mode with a full repaint. A resize while stopped is reported by the next poll.
    public func suspend() {
        guard let screen else { return }
        set_term(screen)
        endwin()
        raise(SIGSTOP)
        // Continued. The next doupdate re-enters program mode; clearok makes it repaint everything.
        clearok(burin_curscr(), true)
        let window = burin_stdscr()
        wnoutrefresh(window)
        doupdate()
        curs_set(0)
        meter.rebase()
        if let event = resizeFromKernel() { pendingEvents.append(event) }
    }

    /// Restores the terminal: mouse reporting off, cursor shown, normal screen and modes, ncurses'
    /// memory freed, signal handlers put back. Idempotent; later calls to the screen do nothing.
    public func shutdown() {
        guard let screen else { return }
        set_term(screen)
        if mouseEnabled { mousemask(0, nil) }
        curs_set(1)
        endwin()
        ExitBackstop.deactivate()
        CrashRestorer.disarm()
        delscreen(screen)
        self.screen = nil
        if let outputFile { fclose(outputFile) }
        if let inputFile { fclose(inputFile) }
        outputFile = nil
        inputFile = nil
        signalRelay?.uninstall()
    }
}
