public import BurinCore
import BurinText
import CNcursesw
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal through ncursesw. The only file that touches ncurses; the decisions it makes are
/// pure code beside it (`TerminalCapabilities`, `ColorPairManager`, `InputDecoder`, `TerminalText`).
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
        /// The output is a scratch file (a byte-counting bench) that may be emptied after each frame.
        public var outputIsScratch: Bool
        public var environment: TerminalEnvironment

        public init(
            term: String? = nil, colorMode: ColorMode? = nil, synchronizedOutput: Bool? = nil, mouse: Bool = true,
            handlesSignals: Bool = true, inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1,
            outputIsScratch: Bool = false, environment: TerminalEnvironment = .process
        ) {
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

    public private(set) var size: CellSize
    public let colorMode: ColorMode
    /// Whether frames are bracketed with DEC mode 2026 marks.
    public let synchronizedOutput: Bool
    public let waker: @Sendable () -> Void

    private var screen: OpaquePointer?
    private var outputFile: UnsafeMutablePointer<FILE>?
    private var inputFile: UnsafeMutablePointer<FILE>?
    private let outputDescriptor: Int32
    private let inputDescriptor: Int32
    private let wakePipe: WakePipe
    private let signalRelay: SignalRelay?
    private let mouseEnabled: Bool
    private let defaultColorsAvailable: Bool
    private var pairs: ColorPairManager
    private var reducers: [ColorMode: ColorReducer] = [:]
    private let quantizer = ColorQuantizer()
    private let meter: FrameByteMeter

    /// Which rows of each frame changed, and which only moved.
    private var differ = FrameDiffer()
    /// What the terminal shows: the normalised cells and the pair each one uses.
    private var shown = RowSlots(width: 0, height: 0, fill: Cell.blank)
    private var shownPairs = RowSlots(width: 0, height: 0, fill: Int32(0))
    private var shownSize = CellSize(width: 0, height: 0)
    /// The next `present` must call `doupdate` even with no changed cell (first frame, resume).
    private var updatePending = true
    /// Pairs of cells that left the screen in a resize or a scroll; released with the next frame.
    private var orphanedPairs: [Int32] = []
    /// Reused every frame: one normalised row, and the cells of the frame that differ from `shown`.
    private var normalisedRow: [Cell] = []
    private var changes = FrameChanges()
    /// Reused every frame: the characters handed to ncurses for one run of neighbouring cells.
    private var run: [cchar_t] = []
    /// Events produced outside `pollInput` (a resize noticed on resume), delivered by the next poll.
    private var pendingEvents: [InputEvent] = []
    /// The last drain stopped at its cap; ncurses may hold input that `poll` cannot see.
    private var inputBacklog = false

    private static let maximumEventsPerPoll = 512

    /// Starts ncurses on the terminal. Throws `ScreenError` with a printable message when the locale
    /// is not UTF-8, TERM is unusable, or a descriptor cannot be opened.
    public init(options: Options = Options()) throws(ScreenError) {
        try Self.prepareLocale()
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
        // bottom-right cell is written.)
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
        defaultColorsAvailable = defaults
        pairs = ColorPairManager(capacity: capacity)
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

    // MARK: Presenting

    public func present(_ frame: CellGrid) -> Int {
        guard let screen else { return 0 }
        set_term(screen)
        let window = burin_stdscr()
        let screenSize = CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        if screenSize != shownSize { forgetShownCells(newSize: screenSize) }
        let source = frame.size == screenSize ? frame : Self.fitted(frame, to: screenSize)
        let diff = differ.diff(source)
        guard !diff.isEmpty || updatePending else { return 0 }
        if let shift = diff.scroll { scroll(shift, width: screenSize.width, height: screenSize.height) }

        changes.removeAll()
        for y in diff.changedRows { collectChanges(ofRow: y, in: source) }
        guard !changes.isEmpty || updatePending else { return 0 }

        planPairs(width: screenSize.width)
        writeChanges(width: screenSize.width)
        // ncurses' buffer is empty here (every doupdate flushes it); anything it still held would land
        // inside the marks anyway.
        if synchronizedOutput { Self.writeAll("\u{1B}[?2026h", to: outputDescriptor) }
        wnoutrefresh(window)
        doupdate()
        // doupdate has flushed ncurses' buffer, so this mark follows the whole frame.
        if synchronizedOutput { Self.writeAll("\u{1B}[?2026l", to: outputDescriptor) }
        let bytes = meter.bytesSinceLastFrame()
        pairs.commitFrame()
        orphanedPairs.removeAll(keepingCapacity: true)
        let width = screenSize.width
        for k in changes.indices.indices {
            let (y, x) = changes.indices[k].quotientAndRemainder(dividingBy: width)
            shown[x, y] = changes.cells[k]
            shownPairs[x, y] = changes.pairs[k]
        }
        updatePending = false
        return bytes
    }

    /// Repaints every cell on the next `present` (Ctrl-L, or after something else drew on the terminal).
    public func repaintAll() {
        guard let screen else { return }
        set_term(screen)
        clearok(burin_curscr(), true)
        differ.invalidate()
        updatePending = true
    }

    /// Normalises row `y` of `source` and notes each cell that differs from what the terminal shows.
    private func collectChanges(ofRow y: Int, in source: CellGrid) {
        let width = source.size.width
        source.withRow(y) { row in
            normalisedRow.withUnsafeMutableBufferPointer { out in
                FrameNormaliser.normaliseRow(row, into: out, isPrintable: Self.printableWidth)
            }
        }
        let base = y * width
        shown.withRow(y) { old in
            for x in 0..<width where normalisedRow[x] != old[x] {
                changes.append(index: base + x, cell: normalisedRow[x])
            }
        }
    }

    /// Pairs for the changed cells, falling back to coarser colour modes while the terminal's pairs
    /// cannot hold the old screen and this frame together.
    private func planPairs(width: Int) {
        var mode = colorMode
        while true {
            var complete = true
            for pair in orphanedPairs { pairs.release(pair) }
            for k in changes.cells.indices {
                let cell = changes.cells[k]
                let key = cell.isContinuation ? ColorPairKey.terminalDefault : pairKey(for: cell, mode: mode)
                guard let acquisition = pairs.acquire(key) else {
                    complete = false
                    break
                }
                if acquisition.needsInitialisation {
                    init_extended_pair(acquisition.pair, key.foreground, key.background)
                }
                let (y, x) = changes.indices[k].quotientAndRemainder(dividingBy: width)
                pairs.release(shownPairs[x, y])
                changes.pairs[k] = acquisition.pair
            }
            if complete { return }
            pairs.abandonFrame()
            // .none needs only pair 0, which always succeeds, so the chain ends.
            mode = mode.coarser ?? .none
        }
    }

    private func pairKey(for cell: Cell, mode: ColorMode) -> ColorPairKey {
        if mode == .none { return .terminalDefault }
        // Taken out of the table while it works, so its caches are not copied on write.
        var reducer = reducers.removeValue(forKey: mode) ?? ColorReducer(mode: mode)
        let colors = reducer.reduce(cell)
        reducers[mode] = reducer
        return ColorPairKey(
            foreground: colorNumber(colors.foreground, isForeground: true),
            background: colorNumber(colors.background, isForeground: false))
    }

    private func defaultColorNumber(isForeground: Bool) -> Int32 {
        defaultColorsAvailable ? -1 : (isForeground ? 7 : 0)
    }

    private func colorNumber(_ color: TerminalColor, isForeground: Bool) -> Int32 {
        switch color {
        case .terminalDefault: defaultColorNumber(isForeground: isForeground)
        case .palette(let index): Int32(index)
        case .rgb(let r, let g, let b): quantizer.directColor(red: r, green: g, blue: b)
        }
    }

    /// Hands the changed cells to ncurses, one `mvwadd_wchnstr` per run of neighbouring cells of a row.
    /// Continuations are not written: ncurses gives a wide character both of its columns.
    private func writeChanges(width: Int) {
        var runStart = -1
        var next = -1
        for k in changes.cells.indices {
            let cell = changes.cells[k]
            if cell.isContinuation { continue }
            let index = changes.indices[k]
            if index != next || index % width == 0 {
                flushRun(at: runStart, width: width)
                runStart = index
            }
            run.append(Self.character(cell, pair: changes.pairs[k]))
            next = index + Int(cell.width)
        }
        flushRun(at: runStart, width: width)
    }

    private func flushRun(at index: Int, width: Int) {
        guard !run.isEmpty, index >= 0 else { return }
        // add_wchnstr writes without moving the cursor, so the bottom-right cell cannot scroll the window.
        _ = mvwadd_wchnstr(burin_stdscr(), Int32(index / width), Int32(index % width), &run, Int32(run.count))
        run.removeAll(keepingCapacity: true)
    }

    /// The cell as ncurses' complex character: its cluster (a spacing character and up to
    /// CCHARW_MAX - 1 combining ones), attributes and colour pair.
    private static func character(_ cell: Cell, pair: Int32) -> cchar_t {
        var attributes = burin_wa_normal
        if cell.attributes.contains(.bold) { attributes |= burin_wa_bold }
        if cell.attributes.contains(.dim) { attributes |= burin_wa_dim }
        if cell.attributes.contains(.italic) { attributes |= burin_wa_italic }
        if cell.attributes.contains(.underline) { attributes |= burin_wa_underline }
        if cell.attributes.contains(.reverse) { attributes |= burin_wa_reverse }
        var extendedPair = pair
        var character = cchar_t()
        // Pairs above 32767 do not fit the short argument; ncurses reads the int behind `opts` instead.
        if let scalar = cell.glyph.scalar {
            var characters: (wchar_t, wchar_t) = (wchar_t(scalar.value), 0)
            withUnsafePointer(to: &characters) { pointer in
                pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { text in
                    _ = setcchar(&character, text, attributes, Int16(clamping: pair), &extendedPair)
                }
            }
            return character
        }
        var characters: [wchar_t] = []
        for scalar in cell.glyph.text.unicodeScalars {
            if characters.isEmpty || (characters.count < Int(burin_ccharw_max) && TerminalWidth.width(of: scalar) == 0)
            {
                characters.append(wchar_t(scalar.value))
            } else {
                break
            }
        }
        if characters.isEmpty { characters.append(0x20) }
        characters.append(0)
        _ = setcchar(&character, characters, attributes, Int16(clamping: pair), &extendedPair)
        return character
    }

    /// Moves rows that only moved inside ncurses' window, and the bookkeeping with them, so that only
    /// the rows they uncovered are written cell by cell.
    private func scroll(_ shift: ScrollDetector.Shift, width: Int, height: Int) {
        let window = burin_stdscr()
        scrollok(window, true)
        wsetscrreg(window, Int32(shift.top), Int32(shift.bottom))
        wscrl(window, Int32(shift.lines))
        wsetscrreg(window, 0, Int32(height - 1))
        scrollok(window, false)
        // The colour pairs of the rows scrolled out of the region are free once this frame is shown.
        let leaving =
            shift.lines > 0
            ? shift.top..<(shift.top + shift.lines) : (shift.bottom + shift.lines + 1)..<(shift.bottom + 1)
        for y in leaving {
            shownPairs.withRow(y) { row in
                for pair in row where pair != 0 { orphanedPairs.append(pair) }
            }
        }
        // ncurses fills uncovered rows with blanks in the default pair.
        shown.shift(shift, exposed: Cell.blank)
        shownPairs.shift(shift, exposed: 0)
        updatePending = true
    }

    private func forgetShownCells(newSize: CellSize) {
        for y in 0..<shownPairs.height {
            shownPairs.withRow(y) { row in
                for pair in row where pair != 0 { orphanedPairs.append(pair) }
            }
        }
        shownSize = newSize
        // A cell no frame can produce (normalised cells are never empty), so every cell counts as changed.
        shown = RowSlots(width: newSize.width, height: newSize.height, fill: Cell(glyph: .empty))
        shownPairs = RowSlots(width: newSize.width, height: newSize.height, fill: Int32(0))
        normalisedRow = Array(repeating: .blank, count: max(0, newSize.width))
        differ.invalidate()
        updatePending = true
    }

    /// `frame` cut or padded (with blanks) to `size`.
    private static func fitted(_ frame: CellGrid, to size: CellSize) -> CellGrid {
        var grid = CellGrid(size: size)
        let w = min(frame.size.width, size.width)
        guard w > 0 else { return grid }
        for y in 0..<min(frame.size.height, size.height) {
            for x in 0..<w { grid[x, y] = frame[x, y] }
        }
        return grid
    }

    /// The columns ncurses will give `scalar`: glibc's wcwidth under UTF-8, -1 for unprintable.
    private static func printableWidth(_ scalar: Unicode.Scalar) -> Int { TerminalWidth.width(of: scalar) }

    private static func writeAll(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 {
                offset += n
            } else if n < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return
            }
        }
    }

    // MARK: Input

    public func pollInput(timeout: Duration?) -> [InputEvent] {
        guard let screen else { return [] }
        set_term(screen)
        var events = pendingEvents
        pendingEvents.removeAll()
        if inputBacklog { events += drainInput() }
        if !events.isEmpty { return events }

        var descriptors = [
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalRelay?.readDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(timeout))
        guard ready > 0 else { return [] }
        if descriptors[1].revents != 0 { _ = wakePipe.drain() }
        var resizeSignalled = false
        if descriptors[2].revents != 0, let relay = signalRelay {
            let signals = relay.drain()
            if let signal = signals.first(where: SignalRelay.terminatingSignals.contains) {
                events.append(.terminate(signal: signal))
            }
            resizeSignalled = signals.contains(SIGWINCH)
        }
        if descriptors[0].revents != 0 || resizeSignalled { events += drainInput() }
        if resizeSignalled, !events.contains(where: { if case .resize = $0 { true } else { false } }) {
            // ncurses' own handler was not there to chain to: ask the kernel for the size ourselves.
            if let resize = resizeFromKernel() { events.append(resize) }
        }
        return events
    }

    private func drainInput() -> [InputEvent] {
        let window = burin_stdscr()
        // Everything waiting is read first, so an escape sequence ncurses did not recognise is seen
        // whole (see EscapeSequenceDecoder) rather than as an Escape key and stray characters.
        var batch: [CursesInput] = []
        inputBacklog = true
        for _ in 0..<Self.maximumEventsPerPoll {
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if status == ERR {
                inputBacklog = false
                break
            }
            batch.append(status == KEY_CODE_YES ? .keyCode(Int32(bitPattern: value)) : .character(value))
        }
        var events: [InputEvent] = []
        for decoded in EscapeSequenceDecoder.decode(batch, codes: .ncurses) {
            switch decoded {
            case .event(let event): events.append(event)
            case .mouse:
                var report = MEVENT()
                if getmouse(&report) == OK,
                    let event = InputDecoder.mouseEvent(
                        buttons: UInt(report.bstate), x: Int(report.x), y: Int(report.y), masks: .ncurses)
                {
                    events.append(event)
                }
            case .resize:
                if let event = noteSize() { events.append(event) }
            case .ignored: continue
            }
        }
        return events
    }

    /// Records ncurses' current size; a `.resize` event if it changed.
    private func noteSize() -> InputEvent? {
        let window = burin_stdscr()
        let now = CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        guard now != size else { return nil }
        size = now
        // The terminal may have reflowed what it showed: repaint everything on the next frame.
        clearok(burin_curscr(), true)
        updatePending = true
        return .resize(columns: now.width, rows: now.height)
    }

    private func resizeFromKernel() -> InputEvent? {
        var dimensions = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &dimensions) == 0, dimensions.ws_row > 0,
            dimensions.ws_col > 0
        else { return nil }
        resizeterm(Int32(dimensions.ws_row), Int32(dimensions.ws_col))
        return noteSize()
    }

    private static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        if seconds < 0 { return 0 }
        if seconds >= Int64(Int32.max / 1000) { return Int32.max }
        // Round up so a short positive timeout still waits rather than spinning.
        let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(ms)
    }

    // MARK: Suspend and shutdown

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

    // MARK: Locale

    /// ncurses needs a UTF-8 locale for wide characters. A plain C/POSIX locale (no LANG set, common
    /// over ssh and in containers) is upgraded to C.UTF-8; a deliberate other codeset is refused,
    /// because that terminal would show UTF-8 bytes as garbage.
    private static func prepareLocale() throws(ScreenError) {
        setlocale(LC_ALL, "")
        if isUTF8(currentCodeset()) { return }
        let codeset = currentCodeset()
        if codeset == "ANSI_X3.4-1968" || codeset == "US-ASCII" {
            if setlocale(LC_CTYPE, "C.UTF-8") != nil, isUTF8(currentCodeset()) { return }
        }
        throw .localeNotUTF8(codeset: codeset)
    }

    private static func currentCodeset() -> String {
        guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: name)
    }

    private static func isUTF8(_ codeset: String) -> Bool {
        let normalised = codeset.uppercased().filter { $0 != "-" && $0 != "_" }
        return normalised == "UTF8"
    }
}

/// Restores the terminal if the process exits (`exit`, a fatal error path that runs atexit handlers)
/// while a screen is active.
private enum ExitBackstop {
    private static let active = Atomic<Bool>(false)
    private static let registered = Mutex<Bool>(false)

    static func activate() {
        registered.withLock { done in
            guard !done else { return }
            done = true
            atexit {
                guard ExitBackstop.active.load(ordering: .acquiring) else { return }
                curs_set(1)
                endwin()
            }
        }
        active.store(true, ordering: .releasing)
    }

    static func deactivate() { active.store(false, ordering: .releasing) }
}

extension CursesKeyCodes {
    /// The codes of the linked ncurses.
    static let ncurses = CursesKeyCodes(
        up: KEY_UP, down: KEY_DOWN, left: KEY_LEFT, right: KEY_RIGHT, pageUp: KEY_PPAGE, pageDown: KEY_NPAGE,
        home: KEY_HOME, end: KEY_END, backspace: KEY_BACKSPACE, enter: KEY_ENTER, function0: KEY_F0,
        resize: KEY_RESIZE, mouse: KEY_MOUSE)
}

extension CursesMouseMasks {
    /// The masks of the linked ncurses.
    static let ncurses = CursesMouseMasks(
        button1Pressed: UInt(burin_button1_pressed), button1Clicked: UInt(burin_button1_clicked),
        wheelUp: UInt(burin_button4_pressed), wheelDown: UInt(burin_button5_pressed))
}
