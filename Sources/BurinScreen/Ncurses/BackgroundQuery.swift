public import BurinCore

#if canImport(Glibc)
    import Glibc
#endif

/// Asks the terminal for its background colour (OSC 11), as vim and many TUIs do, so the feed can
/// pick the theme that matches it.
///
/// The query is followed by a Device Attributes request (DA1), which virtually every terminal
/// answers: a terminal that does not know OSC 11 (tmux 3.3, the Linux console) answers only DA1, and
/// the wait ends there instead of at the timeout. Only a terminal that answers neither costs the
/// whole timeout, once, at start-up.
public enum BackgroundQuery {
    /// OSC 11 with "?" asks for the background colour; ST ends it. Then DA1.
    static let request = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

    /// What the replies read so far say.
    struct Reply: Equatable {
        /// The background colour, once its reply was read.
        var color: RGBA?
        /// Whether the DA1 reply was read: every reply the terminal will send has arrived.
        var isComplete: Bool
    }

    /// Asks the terminal on `input` (a terminal device) and `output`, waiting at most `timeout`.
    /// Returns the colour, or nil when the terminal did not say. The terminal's modes are restored
    /// before it returns, and terminating signals are held meanwhile, so a Ctrl-C in the wait never
    /// leaves the terminal without echo.
    public static func ask(input: Int32, output: Int32, timeout: Duration = .milliseconds(200)) -> RGBA? {
        guard isatty(input) != 0, isatty(output) != 0 else { return nil }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var blocked = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&blocked)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP] { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return nil }
        defer { tcsetattr(input, TCSANOW, &saved) }

        guard writeAll(request, to: output) else { return nil }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let reply = parse(received)
            if reply.isComplete { return reply.color }
            let left = deadline - clock.now
            guard left > .zero else { return reply.color }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return reply.color }
            let n = read(input, &buffer, buffer.count)
            guard n > 0 else { return reply.color }
            received += buffer[0..<n]
            // A terminal answers in well under a kilobyte; more is typing or noise.
            if received.count > 4096 { return parse(received).color }
        }
    }

    /// Finds the OSC 11 reply (`ESC ] 11 ; rgb:R/G/B` ended by ST or BEL) and the DA1 reply
    /// (`ESC [ ? ... c`) in `bytes`.
    static func parse(_ bytes: [UInt8]) -> Reply {
        var reply = Reply(color: nil, isComplete: false)
        let escape: UInt8 = 0x1B
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == escape else {
                i += 1
                continue
            }
            if bytes[i + 1] == UInt8(ascii: "]") {
                var end = i + 2
                while end < bytes.count, bytes[end] != 0x07, bytes[end] != escape { end += 1 }
                guard end < bytes.count else { break }
                if reply.color == nil { reply.color = color(fromOSC: Array(bytes[(i + 2)..<end])) }
                i = end + (bytes[end] == escape ? 2 : 1)
            } else if bytes[i + 1] == UInt8(ascii: "["), i + 2 < bytes.count, bytes[i + 2] == UInt8(ascii: "?") {
                var end = i + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) {
                    end += 1
                }
                guard end < bytes.count else { break }
                if bytes[end] == UInt8(ascii: "c") { reply.isComplete = true }
                i = end + 1
            } else {
                i += 1
            }
        }
        return reply
    }

    /// `11;rgb:ffff/ffff/ffff` (1 to 4 hex digits a channel, scaled to 8 bits) or `11;rgba:.../a`.
    static func color(fromOSC body: [UInt8]) -> RGBA? {
        let text = String(decoding: body, as: UTF8.self)
        let prefix: String
        if text.hasPrefix("11;rgb:") {
            prefix = "11;rgb:"
        } else if text.hasPrefix("11;rgba:") {
            prefix = "11;rgba:"
        } else {
            return nil
        }
        let channels = text.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == (prefix == "11;rgb:" ? 3 : 4) else { return nil }
        var values: [UInt8] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return RGBA(values[0], values[1], values[2])
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        (try? Posix.writeAll(descriptor, bytes)) != nil
    }
}
