import BurinCore
import BurinPictures
import BurinQuality
import BurinRaster
import BurinTerminal
import BurinTestSupport
import FeedData
import Foundation
import MerchantFeed
import Testing

/// Issue 12 in a real kitty under Xvfb: the viewer shows each visible card's own photograph in its
/// thumbnail slot in real pixels, moves the pictures with their rows, and leaves none behind. Each
/// slot of the screenshot is compared by SSIM on luma with the card's photo at the slot's pixel size,
/// the picture the draw workers encode; where the slots are comes from the same feed laid out by a
/// headless viewer given the same keys. Keys reach kitty through its remote control.
extension ViewerEndToEndTests {
    @Test func kittyShowsEachCardsOwnPhotoInItsSlot() throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let blocks = try KittySession(display: display, arguments: ["--pixels", "off"])
        let blockShot = try blocks.settledScreenshot(name: "kitty-blocks")
        blocks.stop()

        let session = try KittySession(display: display, arguments: [])
        defer { session.stop() }
        let shot = try session.picturesScreenshot(name: "kitty-pixels", previous: [])
        let slots = try session.expectPicturesBeatHalfBlocks(shot, blocks: blockShot, label: "pixels")
        try session.expectOwnPhotos(in: shot, after: "the first screen", previous: [])
        // Scroll a line, a page, to the end and back, resize and filter: after each, every visible
        // slot shows its own photo and no slot left behind shows its old one.
        try session.expectOwnPhotos(through: PictureStep.moves(filter: "饺子"), from: slots, prefix: "kitty")
    }
}

extension ViewerEndToEndTests {
    /// The viewer under tmux (with `allow-passthrough on`) inside kitty: detection asks tmux about
    /// its client, every picture travels wrapped in tmux's passthrough with cursor moves offset by
    /// the pane's origin, and each slot still shows its own photo, also after the rows move.
    @Test func kittyThroughTmuxShowsEachCardsOwnPhotoInItsSlot() throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let session = try KittySession(display: display, arguments: [], throughTmux: true)
        defer { session.stop() }
        let shot = try session.picturesScreenshot(name: "kitty-tmux-pixels", previous: [])
        let slots = session.mirror.slots(cell: session.cell)
        #expect(slots.count >= 4, "too few whole thumbnails on the first screen: \(slots.count)")
        try session.expectOwnPhotos(in: shot, after: "the first screen through tmux", previous: [])
        try session.expectOwnPhotos(
            through: [PictureStep("j", "one line down"), PictureStep("G", "the end")], from: slots,
            prefix: "kitty-tmux")
        // The fps overlay names the picture mode, or why there is none: what a user asks first, and
        // what this test reports when the slots showed half-blocks.
        try session.press("f", events: [])
        let pane = try session.tmuxPaneText(containing: "pictures off|kitty: shown")
        let overlay = pane.split(separator: "\n").filter { $0.contains("pictures") || $0.contains("kitty:") }
        print("kitty through tmux, the overlay's pictures line: \(overlay)")
        #expect(pane.contains("kitty: shown"), "the overlay's pictures line through tmux: \(overlay)")
    }
}

extension ViewerEndToEndTests {
    /// Ctrl-Z hands kitty back without pictures over it, and after SIGCONT (the shell's `fg`) every
    /// slot shows its own photo again: the planner forgot what it had sent and sends it again. (Before,
    /// the pictures had gone with the alternate screen while the planner thought them placed, and the
    /// cards came back as half-blocks.)
    @Test func kittyTakesThePicturesOffForCtrlZAndShowsThemAgainAfterContinuing() throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let session = try KittySession(display: display, arguments: [])
        defer { session.stop() }
        let shot = try session.picturesScreenshot(name: "kitty-before-ctrl-z", previous: [])
        let slots = session.mirror.slots(cell: session.cell)
        try session.expectOwnPhotos(in: shot, after: "the first screen", previous: [])
        let burin = try #require(try session.burinProcessID(), "burin's process was not found under kitty")
        try session.press("\u{1A}", events: [])
        try #require(KittySession.waitUntilStopped(burin), "burin did not stop on Ctrl-Z")
        let suspended = try session.stillScreenshot(name: "kitty-suspended")
        for slot in slots {
            let left = StructuralSimilarity.luma(session.crop(suspended, slot.rect), slot.picture) ?? 0
            #expect(left < 0.6, "suspended, the photo of \(slot.path) stayed at \(slot.rect) (SSIM \(left))")
        }
        #expect(kill(burin, SIGCONT) == 0)
        let back = try session.picturesScreenshot(name: "kitty-after-continuing", previous: [])
        try session.expectOwnPhotos(in: back, after: "continuing", previous: [])
    }
}

/// burin on the demo feed in a kitty window with remote control on, and the same viewer on a headless
/// screen of the same size, given the same keys.
private final class KittySession: PictureTerminalSession {
    private(set) var columns = 100
    private(set) var rows = 30

    let terminal: X11Terminal
    let grid: TerminalCellGrid
    let mirror: HeadlessMirror
    private let socket: String
    let emulatorName = "kitty"

    /// The tmux server burin runs in, when it runs in tmux inside kitty.
    private let tmuxSocket: String?

    /// - Parameter throughTmux: burin runs in tmux (passthrough on, no status line, so the pane is the
    ///   whole window) inside kitty.
    init(display: X11Display, arguments: [String], throughTmux: Bool = false) throws {
        let name = "burin-kitty-\(UUID().uuidString.prefix(8))"
        socket = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        var command = [try BurinBinary.path(), BurinBinary.demoFeed] + arguments
        if throughTmux {
            let configuration = socket + ".tmux.conf"
            try "set -g allow-passthrough on\nset -g status off\n".write(
                toFile: configuration, atomically: true, encoding: .utf8)
            let inner = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
                separator: " ")
            command = ["tmux", "-L", name, "-f", configuration, "new-session", inner]
            tmuxSocket = name
        } else {
            tmuxSocket = nil
        }
        terminal = try display.launch(
            .kitty(options: ["allow_remote_control=yes", "listen_on=unix:\(socket)"]), columns: columns, rows: rows,
            command: command)
        grid = try terminal.waitForWindow()
        mirror = try HeadlessMirror(columns: columns, rows: rows)
    }

    func stop() {
        terminal.stop()
        if let path = listeningSocket() { try? FileManager.default.removeItem(atPath: path) }
        if let tmuxSocket {
            _ = try? TmuxChildProcess.run(
                "/usr/bin/env", ["tmux", "-L", tmuxSocket, "kill-server"], environment: [:], timeout: .seconds(5))
            try? FileManager.default.removeItem(atPath: socket + ".tmux.conf")
        }
    }

    /// The text of tmux's pane once it holds a match for `pattern` (a regular expression), or after
    /// five seconds whatever it holds.
    func tmuxPaneText(containing pattern: String) throws -> String {
        let tmuxSocket = try #require(tmuxSocket, "burin does not run in tmux")
        let deadline = ContinuousClock.now + .seconds(5)
        var text = ""
        repeat {
            text = try TmuxChildProcess.run(
                "/usr/bin/env", ["tmux", "-L", tmuxSocket, "capture-pane", "-p"], environment: [:],
                timeout: .seconds(5)
            ).text
            if text.range(of: pattern, options: .regularExpression) != nil { break }
            usleep(100_000)
        } while ContinuousClock.now < deadline
        return text
    }

    /// The burin process kitty started: the one running the burin binary among kitty's descendants.
    func burinProcessID() throws -> pid_t? {
        let burin = try BurinBinary.path()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in names {
            guard let pid = pid_t(name),
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/exe")) == burin
            else { continue }
            var ancestor = pid
            while ancestor > 1 {
                if ancestor == terminal.processID { return pid }
                guard let parent = Self.parent(of: ancestor) else { break }
                ancestor = parent
            }
        }
        return nil
    }

    private static func state(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let after = stat.split(separator: ")").last
        else { return nil }
        return after.split(separator: " ")
    }

    private static func parent(of pid: pid_t) -> pid_t? {
        guard let fields = state(of: pid), fields.count > 1 else { return nil }
        return pid_t(fields[1])
    }

    /// Whether `pid` is stopped (state T) within five seconds.
    static func waitUntilStopped(_ pid: pid_t) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if state(of: pid)?.first == "T" { return true }
            usleep(20_000)
        }
        return false
    }

    /// Types `text` into kitty and gives the mirror the same `events`.
    func press(_ text: String, events: [InputEvent]) throws {
        try remote(["send-text", "--", text])
        mirror.step(events)
    }

    /// Resizes kitty's window to `columns` x `rows` cells, and the mirror's screen with it.
    func resize(columns: Int, rows: Int) throws {
        try remote(["resize-os-window", "--unit", "cells", "--width", "\(columns)", "--height", "\(rows)"])
        self.columns = columns
        self.rows = rows
        terminal.resized(columns: columns, rows: rows)
        mirror.resize(columns: columns, rows: rows)
    }

    private func remote(_ arguments: [String]) throws {
        let kitty = Process()
        kitty.executableURL = URL(fileURLWithPath: "/usr/bin/kitty")
        let listening = try #require(listeningSocket(), "kitty opened no remote-control socket: \(terminal.logTail())")
        kitty.arguments = ["@", "--to", "unix:\(listening)"] + arguments
        try kitty.run()
        kitty.waitUntilExit()
        #expect(kitty.terminationStatus == 0, "kitty @ \(arguments[0]) failed")
    }

    /// kitty listens on the socket named with its process id appended; nil once it has gone.
    private func listeningSocket() -> String? {
        let folder = URL(fileURLWithPath: socket).deletingLastPathComponent().path
        let prefix = URL(fileURLWithPath: socket).lastPathComponent + "-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.first { $0.hasPrefix(prefix) }.map { "\(folder)/\($0)" }
    }
}
