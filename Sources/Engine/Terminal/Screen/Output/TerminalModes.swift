#if canImport(Glibc)
    import Glibc
#endif

/// The terminal's modes while the screen runs, set by the screen itself (ncurses only describes the
/// terminal). These are the modes ncurses 6.4 set on the terminal for `raw(); noecho(); nonl()`
/// (read with `stty -a` beside a running viewer): no line editing, signals, echo or flow control,
/// CR not turned into LF on input nor LF into CRLF on output, a byte at a time.
enum TerminalModes {
    /// `shell` with the program's changes.
    static func program(from shell: termios) -> termios {
        var modes = shell
        modes.c_iflag &= ~tcflag_t(BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        modes.c_oflag &= ~tcflag_t(ONLCR)
        modes.c_lflag &= ~tcflag_t(ISIG | ICANON | IEXTEN | ECHO | ECHONL)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return modes
    }

    /// Puts `descriptor`'s terminal in program mode; the shell's modes, to restore later, or nil
    /// when it is no terminal (a bench's file, a test's pipe).
    static func enter(_ descriptor: Int32) -> termios? {
        var shell = termios()
        guard tcgetattr(descriptor, &shell) == 0 else { return nil }
        var modes = program(from: shell)
        // TCSANOW, never TCSAFLUSH: flushing would throw away keys typed meanwhile.
        _ = tcsetattr(descriptor, TCSANOW, &modes)
        return shell
    }

    /// Gives `descriptor`'s terminal `modes` back.
    static func restore(_ descriptor: Int32, to modes: termios) {
        var modes = modes
        _ = tcsetattr(descriptor, TCSANOW, &modes)
    }
}
