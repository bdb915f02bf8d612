import BurinCore
import CNcursesw

#if canImport(Glibc)
    import Glibc
#endif

/// The input half of the ncurses screen: one poll on the terminal, the wake pipe and the signal pipe;
/// keys, mouse reports and resizes decoded from what ncurses read.
extension NcursesScreen {
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

    func drainInput() -> [InputEvent] {
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
    func noteSize() -> InputEvent? {
        let window = burin_stdscr()
        let now = CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        guard now != size else { return nil }
        size = now
        // The terminal may have reflowed what it showed: repaint everything on the next frame.
        clearok(burin_curscr(), true)
        writer.needsUpdate()
        return .resize(columns: now.width, rows: now.height)
    }

    func resizeFromKernel() -> InputEvent? {
        var dimensions = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &dimensions) == 0, dimensions.ws_row > 0,
            dimensions.ws_col > 0
        else { return nil }
        resizeterm(Int32(dimensions.ws_row), Int32(dimensions.ws_col))
        return noteSize()
    }

    static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        if seconds < 0 { return 0 }
        if seconds >= Int64(Int32.max / 1000) { return Int32.max }
        // Round up so a short positive timeout still waits rather than spinning.
        let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(ms)
    }
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
