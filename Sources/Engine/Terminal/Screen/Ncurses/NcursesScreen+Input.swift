import BurinCore

#if canImport(Glibc)
    import Glibc
#endif

/// The input of the terminal screen: one poll on the terminal, the wake pipe and the signal
/// pipe. The terminal's bytes are read here, not by ncurses, and go through the session's one
/// `TerminalInputDecoder`: keys, mouse reports and the terminal's answers to questions come out of
/// the same stream in the order they were sent, and an answer is never read as keys however late
/// it comes. (ncurses' own `get_wch` knows only its terminfo's keys: an answer arriving after the
/// question's wait typed itself into the viewer.)
extension NcursesScreen {
    public func pollInput(timeout: Duration?) -> [InputEvent] {
        guard isOpen else { return [] }
        var events = pendingEvents
        pendingEvents.removeAll()
        events += decoder.expire(at: clock.now())
        if !events.isEmpty { return events }

        // Whatever the decoder holds has a deadline, after which it means something (a lone ESC is
        // the Escape key): the wait ends then at the latest.
        var wait = timeout
        if let deadline = decoder.deadline {
            let left = max(.zero, deadline - clock.now())
            wait = wait.map { min($0, left) } ?? left
        }
        var descriptors = [
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalRelay?.readDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
            // Bytes waiting for the terminal go as soon as it has room.
            pollfd(fd: output.pending > 0 ? output.descriptor : -1, events: Int16(POLLOUT), revents: 0),
        ]
        let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(wait))
        guard ready > 0 else { return decoder.expire(at: clock.now()) }
        if descriptors[3].revents != 0 { output.flush() }
        if descriptors[1].revents != 0 { _ = wakePipe.drain() }
        var resized = false
        if descriptors[2].revents != 0, let relay = signalRelay {
            let signals = relay.drain()
            if let signal = signals.first(where: SignalRelay.terminatingSignals.contains) {
                events.append(.terminate(signal: signal))
            }
            resized = signals.contains(SIGWINCH)
        }
        if descriptors[0].revents != 0 {
            let read = readTerminal()
            events += read
            // The terminal hung up (its window closed, the ssh connection dropped): poll would say so
            // for ever. The viewer ends as a hang-up ends a program.
            if read.isEmpty, descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                events.append(.terminate(signal: SIGHUP))
            }
        }
        if resized, let resize = resizeFromKernel() { events.append(resize) }
        return events
    }

    /// Reads what the terminal sent and decodes it. A lone ESC at the end of what arrived waits the
    /// decoder's short key delay for the rest of its sequence right here, as ncurses' ESCDELAY
    /// does, so a key split over two reads is not taken for Escape because the main loop was busy
    /// between them. (A longer wait, while answers are expected, goes through the caller's polls.)
    private func readTerminal() -> [InputEvent] {
        var events = decodeAvailable()
        while decoder.holdsEscape, let deadline = decoder.deadline, !decoder.isExpectingReplies(at: clock.now()) {
            let left = deadline - clock.now()
            guard left > .zero else { break }
            var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Self.milliseconds(left)) > 0 else { break }
            events += decodeAvailable()
        }
        return events + decoder.expire(at: clock.now())
    }

    /// One read of what is waiting (at most a buffer's worth; the rest keeps `poll` ready).
    private func decodeAvailable() -> [InputEvent] {
        let count = inputBuffer.withUnsafeMutableBytes { raw in
            (try? Posix.retrying("read") { read(inputDescriptor, raw.baseAddress, raw.count) }) ?? 0
        }
        guard count > 0 else { return [] }
        return decoder.feed(inputBuffer[0..<count], at: clock.now())
    }

    /// Asks the kernel for the window's size; a `.resize` event if it changed (the next frame then
    /// repaints everything: the terminal may have reflowed what it showed).
    func resizeFromKernel() -> InputEvent? {
        guard let now = Self.kernelSize(of: output.descriptor), now != size else { return nil }
        size = now
        encoder.resize(to: now)
        CrashRestorer.setRegionReset(encoder.wholeRegion)
        return .resize(columns: now.width, rows: now.height)
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
