public import Foundation

/// A private Wayland compositor for running Wayland-only terminals (foot) in tests: sway on wlroots'
/// headless backend, drawn in memory (pixman), screenshots taken with grim and keys typed with wtype.
///
/// sway will not run as root, so under root it runs as `nobody` in a folder of its own (its HOME and
/// `XDG_RUNTIME_DIR`, where the Wayland socket is); its clients (the terminal, grim, wtype) run as the
/// test does, root reaching the socket whatever its owner. As `X11Display`, a watchdog ends the
/// compositor within a second of this process going away, and `stop()` (also on deinit) ends it.
public final class WaylandDisplay: Sendable {
    /// The programs a Wayland test needs; a test skips when one is missing.
    static let programs = ["sway", "grim", "wtype"]

    /// The folder the compositor's socket is in; removed by `stop()`.
    public let folder: URL
    /// `WAYLAND_DISPLAY`: the socket's name in `folder`.
    public let socket: String
    private let serverID: pid_t

    /// The environment of a client: the clean environment of the X tests, and the socket.
    public var environment: [String: String] {
        X11Display.baseEnvironment.merging(["XDG_RUNTIME_DIR": folder.path, "WAYLAND_DISPLAY": socket]) { $1 }
    }

    /// Starts sway with one output of `width` x `height` pixels and waits for its socket.
    ///
    /// - Throws: `X11Unavailable` when sway, grim or wtype is not installed or sway does not come up.
    public init(width: Int = 1000, height: Int = 620, timeout: Duration = .seconds(10)) throws {
        if let missing = Self.programs.first(where: { TmuxChildProcess.which($0) == nil }) {
            throw X11Unavailable("\(missing) is not installed (scripts/install-deps.sh installs it)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "burin-wayland-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("sway.conf")
        try "output HEADLESS-1 resolution \(width)x\(height)\ndefault_border none\n".write(
            to: config, atomically: true, encoding: .utf8)
        // The socket's folder must be the compositor's own, and private to it.
        let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        if getuid() == 0 { chown(folder.path, 65534, 65534) }
        chmod(folder.path, 0o700)
        let q = X11Shell.quoted
        let log = folder.appendingPathComponent("sway.log").path
        let serverID: pid_t
        do {
            serverID = try X11Shell.startServer(
                "\(asUser)env HOME=\(q(folder.path)) XDG_RUNTIME_DIR=\(q(folder.path)) WLR_BACKENDS=headless "
                    + "WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman sway -c \(q(config.path)) </dev/null >\(q(log)) 2>&1",
                environment: X11Display.baseEnvironment)
        } catch {
            throw X11Unavailable("sway could not be started: \(error)")
        }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var socket: String?
        while socket == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            socket = names.first { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }
            if socket != nil { break }
            guard X11Shell.isRunning(serverID), clock.now < deadline else {
                let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                X11Shell.stop(serverID)
                try? FileManager.default.removeItem(at: folder)
                throw X11Unavailable("sway did not come up within \(timeout): \(said.suffix(1_000))")
            }
            usleep(20_000)
        }
        self.folder = folder
        self.socket = socket ?? ""
        self.serverID = serverID
    }

    deinit {
        stop()
    }

    /// Ends the compositor (and with it every window on it) and removes its folder. Safe to call again.
    public func stop() {
        X11Shell.stop(serverID)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts `command` (argv) as a client in the background, its output in `log`; returns its pid.
    public func launch(_ command: [String], log: String) throws -> pid_t {
        try X11Shell.startInBackground(
            command.map(X11Shell.quoted).joined(separator: " "), log: log, environment: environment)
    }

    /// A screenshot of the whole output.
    public func screenshot() throws -> RGBImage {
        let outcome = try X11Shell.run("grim -t ppm -", environment: environment)
        return try RGBImage(ppm: outcome.standardOutput)
    }

    /// Types `text` into the focused window, `delay` between keys.
    public func type(_ text: String, delay: Duration = .milliseconds(150)) throws {
        let milliseconds = delay.components.seconds * 1_000 + delay.components.attoseconds / 1_000_000_000_000_000
        _ = try X11Shell.run(
            "wtype \(Self.settle) -d \(milliseconds) -- \(X11Shell.quoted(text))", environment: environment)
    }

    /// Types Ctrl and `letter` together.
    public func typeControl(_ letter: Character) throws {
        _ = try X11Shell.run(
            "wtype \(Self.settle) -M ctrl \(X11Shell.quoted(String(letter))) -m ctrl", environment: environment)
    }

    /// wtype's first words: each run makes a virtual keyboard, and a key typed before sway has taken
    /// its keymap is lost (measured: 4 of 20 single keys, none after a 100 ms pause).
    private static let settle = "-s 300"
}
