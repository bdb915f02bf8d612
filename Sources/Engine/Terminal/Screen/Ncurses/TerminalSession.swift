#if canImport(Glibc)
    import Glibc
#endif

/// The terminal's session while the screen runs: its modes (`TerminalModes`), and the escapes that
/// enter full-screen mode (the alternate screen, application keys, the cursor hidden, mouse reports)
/// and leave it again, at the end, on Ctrl-Z, and (written by `CrashRestorer`) on a crash.
///
/// A terminal without an alternate screen (TERM=linux, vt100) would keep the last frame under the
/// shell's prompt: leaving clears it instead.
/// - Note: Main loop only.
struct TerminalSession {
    let enterSequence: [UInt8]
    let leaveSequence: [UInt8]
    let inputDescriptor: Int32
    /// The shell's modes, given back when the session leaves; nil without a terminal.
    private(set) var shellModes: termios?

    init(capability: (String) -> String?, mouse: Bool, inputDescriptor: Int32) {
        var enter = ""
        for name in ["smcup", "smkx", "civis"] { enter += capability(name) ?? "" }
        if mouse { enter += Self.mouseOn }
        enterSequence = Array(enter.utf8)
        leaveSequence = Self.leaveSequence(capability: capability, mouse: mouse)
        self.inputDescriptor = inputDescriptor
    }

    /// Puts the terminal in program mode; the escapes to send for it.
    mutating func enter() -> [UInt8] {
        shellModes = TerminalModes.enter(inputDescriptor)
        return enterSequence
    }

    /// Gives the shell its modes back (after `leaveSequence` has gone out).
    func restoreModes() {
        if let shellModes { TerminalModes.restore(inputDescriptor, to: shellModes) }
    }

    /// Mouse reports off, the default rendition, the cursor shown, normal keys, and the normal
    /// screen, or a cleared one where the terminal has no alternate screen.
    static func leaveSequence(capability: (String) -> String?, mouse: Bool) -> [UInt8] {
        var text = mouse ? mouseOff : ""
        text += capability("sgr0") ?? ""
        if capability("rmcup") == nil { text += capability("clear") ?? "" }
        for name in ["cnorm", "rmkx", "rmcup"] { text += capability(name) ?? "" }
        return Array(text.utf8)
    }

    /// Mouse button events (mode 1000, which brings the wheel) in xterm's SGR encoding (1006), which
    /// has no coordinate limit and which the decoder reads; a terminal without 1006 sends the X10
    /// encoding, which it reads too.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Every mouse mode a program may have left on, off.
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
}
