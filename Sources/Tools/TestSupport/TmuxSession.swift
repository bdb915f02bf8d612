import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One tmux server on a private socket (`tmux -L NAME`) holding one detached session whose only pane runs
/// a shell script: a real terminal emulator that end-to-end tests type into and read back.
///
/// Each instance has its own server, so tests never see each other's panes or a user's tmux, and
/// `kill()` (also run on deinit) ends the server together with everything running in it.
/// The server reads no configuration file (`-f /dev/null`) and runs with a UTF-8 locale, so the wide
/// characters a program draws come back from `capture-pane` as they were drawn.
public final class TmuxSession: Sendable {
    /// Why a tmux command failed.
    public struct CommandError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The screen seen when a wait ended, and whether it was the screen waited for.
    public struct Observation: Sendable {
        public var screen: String
        public var satisfied: Bool
        public var elapsed: Duration
    }

    /// The tmux executable on PATH, or nil when tmux is not installed.
    public static let executable: String? = TmuxChildProcess.which("tmux")

    /// The environment of the server and so of every pane: only what a login shell would have, with a
    /// UTF-8 locale. Inherited variables would change what the program under test does: `swift test`
    /// runs with NO_COLOR=1, which turns burin's colours (and with them its pictures) off, and TMUX
    /// would point at another server.
    public static let cleanEnvironment: [String: String] = {
        let inherited = ProcessInfo.processInfo.environment
        return [
            "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": inherited["HOME"] ?? "/",
            "SHELL": "/bin/sh",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "TMPDIR": inherited["TMPDIR"] ?? "/tmp",
            // No one's own defaults (~/.config/burin/config) in what the tests run.
            "BURIN_CONFIG": "",
        ]
    }()

    public let socketName: String
    /// Where the server's socket is; tmux leaves the file behind when the server is killed.
    private let socketPath: String
    public let target = "e2e"
    private let tmux: String
    private let environment: [String: String]

    /// Starts the server and runs `script` with `/bin/sh -c` in a `columns` x `rows` pane.
    ///
    /// The pane stays on screen when the script ends (`remain-on-exit`), so a program that exits early
    /// still leaves its last screen and exit status to look at.
    public init(columns: Int, rows: Int, script: String) throws {
        guard let tmux = Self.executable else { throw CommandError(description: "tmux is not installed") }
        self.tmux = tmux
        socketName = "burin-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        environment = Self.cleanEnvironment
        // One client invocation: the option is set before the pane's program can possibly exit.
        // The clean environment has no TMUX_TMPDIR, so tmux puts the socket in /tmp/tmux-UID.
        socketPath = "/tmp/tmux-\(getuid())/\(socketName)"
        try run([
            "start-server", ";",
            "set-option", "-g", "remain-on-exit", "on", ";",
            "new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows),
            "/bin/sh", "-c", script,
        ])
    }

    deinit {
        kill()
    }

    /// Ends the server and every process in its pane, and removes its socket. Safe to call more than once.
    public func kill() {
        _ = try? TmuxChildProcess.run(
            tmux, ["-L", socketName, "kill-server"], environment: environment, timeout: .seconds(5))
        try? FileManager.default.removeItem(atPath: socketPath)
    }

    /// Presses keys by tmux name: `j`, `Enter`, `Escape`, `Space`, `NPage`, `C-c`.
    public func press(_ keys: String...) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally, one character after another, as a person would.
    public func type(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", text])
    }

    /// The visible screen as text, one line per row, trailing spaces removed by tmux.
    ///
    /// - Parameters:
    ///   - escapes: keep colours and attributes as SGR sequences (`capture-pane -e`).
    ///   - joinWrapped: join lines the terminal wrapped (`capture-pane -J`), for a shell's long output.
    ///   - trailingSpaces: keep the spaces a line ends in (`capture-pane -N`): with `escapes`, their
    ///     colours too (tmux leaves out a line's last coloured spaces otherwise).
    public func capture(escapes: Bool = false, joinWrapped: Bool = false, trailingSpaces: Bool = false) throws
        -> String
    {
        var arguments = ["capture-pane", "-p", "-t", target]
        if escapes { arguments.append("-e") }
        if joinWrapped { arguments.append("-J") }
        if trailingSpaces { arguments.append("-N") }
        return try run(arguments)
    }

    /// Appends every byte the pane's programs write from now on to the file at `path` (`pipe-pane`),
    /// to check what reached the terminal rather than what it shows.
    public func recordOutput(to path: String) throws {
        let quoted = "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        try run(["pipe-pane", "-O", "-t", target, "cat >> \(quoted)"])
    }

    /// Resizes the window as a user dragging the terminal's corner would; the program gets SIGWINCH.
    public func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", target, "-x", String(columns), "-y", String(rows)])
    }

    /// A tmux format evaluated for the pane, such as `#{pane_title}` or `#{pane_pid}`.
    public func query(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pane's title, which a program can change with an OSC 0 or OSC 2 sequence.
    public func paneTitle() throws -> String { try query("#{pane_title}") }

    /// The exit status of the pane's script once it has ended, nil while it runs.
    public func exitStatus() throws -> Int32? {
        guard try query("#{pane_dead}") == "1" else { return nil }
        return Int32(try query("#{pane_dead_status}"))
    }

    /// Captures the screen every `interval` until `condition` holds or `timeout` passes, so tests wait
    /// only as long as the program needs and never sleep for a fixed time.
    public func waitForScreen(
        timeout: Duration = .seconds(5), interval: Duration = .milliseconds(40), escapes: Bool = false,
        joinWrapped: Bool = false, trailingSpaces: Bool = false, until condition: (String) -> Bool
    ) throws -> Observation {
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            let screen = try capture(escapes: escapes, joinWrapped: joinWrapped, trailingSpaces: trailingSpaces)
            let elapsed = clock.now - start
            if condition(screen) { return Observation(screen: screen, satisfied: true, elapsed: elapsed) }
            if elapsed >= timeout { return Observation(screen: screen, satisfied: false, elapsed: elapsed) }
            let parts = interval.components
            Thread.sleep(forTimeInterval: Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
        }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let outcome = try TmuxChildProcess.run(
            tmux, ["-L", socketName, "-f", "/dev/null"] + arguments, environment: environment,
            timeout: .seconds(10))
        guard outcome.status == 0, !outcome.timedOut else {
            throw CommandError(
                description: "tmux \(arguments.joined(separator: " ")) failed (status \(outcome.status)"
                    + (outcome.timedOut ? ", timed out" : "") + "): \(outcome.standardError)")
        }
        return outcome.text
    }
}
