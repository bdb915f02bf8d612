import Foundation

/// A private X server (Xvfb) on a free display number, for running real terminal emulators in tests
/// and taking screenshots of them.
///
/// `stop()` (also run on deinit) ends the server and every window on it. A test that crashes never
/// reaches either, so a watchdog shell started beside the server ends it within a second of this
/// process going away: a failed run leaves no X server behind.
public final class X11Display: Sendable {
    /// The Xvfb executable on PATH, or nil when it is not installed.
    public static let xvfb: String? = TmuxChildProcess.which("Xvfb")

    /// The environment of every X program started here: what a login shell has, with a UTF-8 locale
    /// (as `TmuxSession.cleanEnvironment`, for the same reasons: `swift test` sets NO_COLOR).
    static let baseEnvironment: [String: String] = TmuxSession.cleanEnvironment

    /// The display number, as in `:N`.
    public let number: Int
    public let screenWidth: Int
    public let screenHeight: Int
    private let serverID: pid_t
    /// Logs, dumps and the display-number file live here; removed by `stop()`.
    let workDirectory: URL

    /// `DISPLAY` for programs on this server.
    public var name: String { ":\(number)" }

    /// The environment programs on this server get: the clean environment plus `DISPLAY`.
    public var environment: [String: String] {
        Self.baseEnvironment.merging(["DISPLAY": name]) { $1 }
    }

    /// Starts Xvfb with one screen of `width` x `height` pixels at 24 bits a pixel, and waits until it
    /// accepts connections. Xvfb picks the first free display number itself (`-displayfd`), so
    /// concurrent tests and other servers on the machine never collide.
    ///
    /// - Throws: `X11Unavailable` when Xvfb is not installed or does not come up within `timeout`.
    public init(width: Int = 1280, height: Int = 800, timeout: Duration = .seconds(10)) throws {
        guard let xvfb = Self.xvfb else {
            throw X11Unavailable("Xvfb is not installed (scripts/install-deps.sh installs it)")
        }
        let workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "burin-x11-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let numberFile = workDirectory.appendingPathComponent("display").path
        let log = workDirectory.appendingPathComponent("xvfb.log").path
        let q = X11Shell.quoted
        // Xvfb writes the display number to fd 3 once it listens.
        let serverID: pid_t
        do {
            serverID = try X11Shell.startServer(
                "\(q(xvfb)) -displayfd 3 -screen 0 \(width)x\(height)x24 -nolisten tcp -noreset "
                    + "3>\(q(numberFile)) </dev/null >\(q(log)) 2>&1", environment: Self.baseEnvironment)
        } catch {
            throw X11Unavailable("Xvfb could not be started: \(error)")
        }

        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var number: Int?
        while number == nil {
            if let text = try? String(contentsOfFile: numberFile, encoding: .utf8), text.hasSuffix("\n") {
                number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            if number != nil { break }
            let log = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if !X11Shell.isRunning(serverID) {
                try? FileManager.default.removeItem(at: workDirectory)
                throw X11Unavailable("Xvfb exited before it accepted connections: \(log.suffix(1_000))")
            }
            if clock.now >= deadline {
                X11Shell.stop(serverID)
                try? FileManager.default.removeItem(at: workDirectory)
                throw X11Unavailable("Xvfb did not accept connections within \(timeout): \(log.suffix(1_000))")
            }
            usleep(20_000)
        }
        self.number = number ?? 0
        self.serverID = serverID
        self.screenWidth = width
        self.screenHeight = height
        self.workDirectory = workDirectory
    }

    deinit {
        stop()
    }

    /// Ends the server (and with it every window on it) and removes its files. Safe to call again.
    public func stop() {
        X11Shell.stop(serverID)
        try? FileManager.default.removeItem(at: workDirectory)
    }

    /// A screenshot of the whole screen (the root window), through `xwd -root` and ImageMagick.
    public func screenshot() throws -> RGBImage {
        let dump = workDirectory.appendingPathComponent("root-\(UUID().uuidString.prefix(8)).xwd").path
        defer { try? FileManager.default.removeItem(atPath: dump) }
        _ = try X11Shell.run("xwd -root -silent -out \(X11Shell.quoted(dump))", environment: environment)
        return try ImageMagick.image(fromXWD: dump)
    }

    /// Where the top-level window titled `title` is, or nil while there is no such window.
    public func windowGeometry(named title: String) throws -> XWDWindowGeometry? {
        // xwd exits 1 ("No window with name ... exists!") until the window is mapped.
        let outcome = try TmuxChildProcess.run(
            "/bin/sh", ["-c", "xwd -silent -name \(X11Shell.quoted(title)) | head -c 100"], environment: environment,
            timeout: .seconds(10))
        return XWDWindowGeometry(xwdHeader: outcome.standardOutput)
    }

    /// Starts `emulator` running `command` in a window of `columns` x `rows` cells at the screen's
    /// top-left corner. `environment` is added to this display's for the emulator and its program.
    public func launch(
        _ emulator: TerminalEmulator, columns: Int, rows: Int, command: [String],
        environment extra: [String: String] = [:]
    ) throws -> X11Terminal {
        let title = "burin-x11-\(UUID().uuidString.prefix(8))"
        let words = emulator.arguments(columns: columns, rows: rows, title: title, command: command)
        let log = workDirectory.appendingPathComponent("\(title).log").path
        let env = environment.merging(emulator.environment) { $1 }.merging(extra) { $1 }
        let pid = try X11Shell.startInBackground(
            words.map(X11Shell.quoted).joined(separator: " "), log: log, environment: env)
        return X11Terminal(
            display: self, emulator: emulator, columns: columns, rows: rows, title: title, processID: pid, log: log)
    }
}
