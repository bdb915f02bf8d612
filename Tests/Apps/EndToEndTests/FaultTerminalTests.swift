import BurinTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 13 on a real terminal (tmux): signals, feeds that never start or never end, and issue 11's
/// items 2, 10 and 16 (a PNG to a terminal, a reload after the file shrank, TERM=dumb).
extension ViewerEndToEndTests {
    /// Whether process `pid` has gone within `timeout`, looking every 10 ms (a zombie counts as gone:
    /// the pane's shell reaps it when it gets to).
    private func processEnds(_ pid: Int32, within timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if kill(pid, 0) != 0 { return true }
            let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
                .split(separator: ")").last?.split(separator: " ").first
            if state == "Z" { return true }
            usleep(10_000)
        }
        return false
    }

    /// Finding 8: the signals that ended the viewer in full-screen mode, or (SIGQUIT) handed the screen
    /// to the runtime's backtracer, now restore the terminal and end with 128 + the signal.
    @Test(arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM])
    func aSignalThatEndsTheViewerRestoresTheTerminal(_ signal: Int32) throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        try viewer.waitForFeed(showing: first.name)
        let pid = try #require(viewer.processID())
        #expect(kill(pid, signal) == 0)
        let ending = try #require(try viewer.waitForEnding(), "burin did not end after signal \(signal)")
        #expect(ending.exitStatus == 128 + signal)
        ViewerSession.expectSaneTerminal(ending)
        #expect(!ending.screen.contains("Press space"), "the backtracer took the terminal")
        #expect(!ending.screen.contains("Thread 0"), "a backtrace was printed over the screen")
    }

    /// Finding 8: SIGPIPE killed the viewer in full-screen mode; it is ignored now.
    @Test func sigpipeLeavesTheViewerRunning() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        try viewer.waitForFeed(showing: first.name)
        let pid = try #require(viewer.processID())
        #expect(kill(pid, SIGPIPE) == 0)
        try viewer.tmux.press("j")
        try viewer.expectScreen(equals: try Snapshot.shown(columns: 120, rows: 40, scroll: 1), "after SIGPIPE and j")
        try viewer.tmux.press("q")
        let ending = try #require(try viewer.waitForEnding())
        #expect(ending.exitStatus == 0)
        ViewerSession.expectSaneTerminal(ending)
    }

    /// Finding 6: a FIFO with no writer blocked open() with a blank screen, deaf to q and signals.
    @Test func aFIFOWithNoWriterLeavesTheViewerResponsiveToQ() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("feed.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let viewer = try ViewerSession(file: fifo)
        let waiting = try viewer.tmux.waitForScreen {
            ScreenText.statusLine($0).contains("reading, 0 rows so far")
        }
        #expect(waiting.satisfied, "no status bar while waiting for a writer:\n\(waiting.screen)")
        let pid = try #require(viewer.processID())
        try viewer.tmux.press("q")
        #expect(processEnds(pid, within: .seconds(1)), "q did not end burin within a second")
        let ending = try #require(try viewer.waitForEnding())
        #expect(ending.exitStatus == 0)
        ViewerSession.expectSaneTerminal(ending)
    }

    @Test func aFIFOWithNoWriterLeavesTheViewerResponsiveToSIGTERM() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("feed.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let viewer = try ViewerSession(file: fifo)
        let waiting = try viewer.tmux.waitForScreen { ScreenText.statusLine($0).contains("so far") }
        #expect(waiting.satisfied)
        let pid = try #require(viewer.processID())
        #expect(kill(pid, SIGTERM) == 0)
        #expect(processEnds(pid, within: .seconds(1)), "SIGTERM did not end burin within a second")
        let ending = try #require(try viewer.waitForEnding())
        #expect(ending.exitStatus == 128 + SIGTERM)
        ViewerSession.expectSaneTerminal(ending)
    }

    /// Finding 7: with stdin closed, /dev/tty landed on descriptor 0 and the keyboard was read as records.
    @Test func aClosedStandardInputIsRefused() throws {
        let viewer = try ViewerSession(file: "-", redirection: "<&-")
        let ending = try #require(try viewer.waitForEnding(timeout: .seconds(5)), "burin did not end")
        #expect(ending.exitStatus == 1)
        #expect(ending.screen.contains("cannot read stdin: it is closed"))
    }

    /// Finding 4 in the viewer: `yes '{...}' | burin -` stops reading at the spool limit, says so, and
    /// stays within its memory and disk bounds; q still works.
    @Test func anEndlessPipeStopsAtTheSpoolLimitInTheViewer() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-yes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = ViewerSession.quoted(directory.appendingPathComponent("yes.fifo").path)
        let viewer = try ViewerSession(
            file: "-", extraArguments: ["--spool-limit", "8M"],
            setUp: "mkfifo \(fifo); yes '{\"id\":1,\"name\":\"y\"}' > \(fifo) &", redirection: "< \(fifo)")
        let stopped = try viewer.tmux.waitForScreen(timeout: .seconds(20)) {
            ScreenText.statusLine($0).contains("spool limit")
        }
        #expect(stopped.satisfied, "the status bar does not say the stream stopped:\n\(stopped.screen)")
        let pid = try #require(viewer.processID())
        // The spool is an unlinked file held open: its size is the disk burin uses.
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        let spools = descriptors.compactMap { fd -> Int? in
            let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) ?? ""
            guard link.contains("burin-stdin-") else { return nil }
            var info = stat()
            return stat("/proc/\(pid)/fd/\(fd)", &info) == 0 ? Int(info.st_size) : nil
        }
        #expect(spools == [8 << 20], "spool sizes \(spools)")
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }?.split(separator: " ").dropFirst()
            .first.flatMap { Int($0) }
        #expect((rss ?? .max) < 150 << 10, "peak RSS \(rss ?? -1) KB")
        try viewer.tmux.press("q")
        let ending = try #require(try viewer.waitForEnding())
        #expect(ending.exitStatus == 0)
    }

    /// Issue 11, item 10: R on a file that shrank showed the old offsets as bad records.
    @Test func reloadAfterTheFileShrankReadsItAgain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-r-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("feed.jsonl").path
        let old = (0..<300).map { #"{"id":\#($0),"name":"old shop \#($0)"}"# }.joined(separator: "\n") + "\n"
        try Data(old.utf8).write(to: URL(fileURLWithPath: file))
        let viewer = try ViewerSession(file: file)
        try viewer.waitForFeed(showing: "old shop 0")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data((#"{"id":1,"name":"new shop"}"# + "\n").utf8))
        try handle.close()
        try viewer.tmux.press("R")
        let reloaded = try viewer.tmux.waitForScreen {
            ScreenText.statusLine($0).contains("reloaded: the file shrank") && $0.contains("new shop")
        }
        #expect(reloaded.satisfied, "\(reloaded.screen)")
        #expect(!reloaded.screen.contains("bad record"))
        #expect(!reloaded.screen.contains("old shop"))
    }

    /// Issue 11, item 2: `--format png` with no `--out` wrote the binary picture onto the terminal.
    @Test func aPNGSnapshotIsNotWrittenToATerminal() throws {
        let burin = ViewerSession.quoted(try BurinBinary.path())
        let tmux = try TmuxSession(
            columns: 120, rows: 20,
            script:
                "\(burin) snapshot \(ViewerSession.quoted(BurinBinary.demoFeed)) --format png; echo BURIN-DONE=$?; exec sleep 600"
        )
        defer { tmux.kill() }
        let done = try tmux.waitForScreen(joinWrapped: true) { $0.contains("BURIN-DONE=") }
        #expect(done.screen.contains("BURIN-DONE=2"), "\(done.screen)")
        #expect(done.screen.contains("--format png writes a binary picture: give --out FILE.png"))
        #expect(!done.screen.contains("IHDR") && !done.screen.contains("PNG"))
    }

    /// Issue 11, item 16: TERM=dumb said "no usable terminfo entry" and no more.
    @Test func anUnusableTerminalPointsToSnapshot() throws {
        let viewer = try ViewerSession(term: "dumb")
        let ending = try #require(try viewer.waitForEnding())
        #expect(ending.exitStatus == 1)
        #expect(ending.screen.contains("no usable terminfo entry"))
        #expect(ending.screen.contains("burin snapshot"))
    }

    /// Finding 9 on a real terminal: names whose first character once made a line too wide or too
    /// short show exactly as the snapshot (whose every line the viewer tests measure at 20-200 columns).
    @Test(arguments: [20, 61, 200])
    func hardNamesFitTheTerminalWidth(_ columns: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-w-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = [
            "👨‍👩‍👧‍👦 family", "🧑‍🤝‍🧑 pair", "☝🏻 up", "\u{301}combining", "\u{202E}rtl", "\u{200D}zwj",
            String(Character(Unicode.Scalar(0xFFF9)!)) + "anchor",
        ]
        let lines = try names.enumerated().map { index, name in
            String(decoding: try JSONSerialization.data(withJSONObject: ["id": index, "name": name]), as: UTF8.self)
        }
        let file = directory.appendingPathComponent("names.jsonl").path
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        let viewer = try ViewerSession(file: file, columns: columns, rows: 30)
        _ = try viewer.tmux.waitForScreen { ScreenText.statusLine($0).contains(columns > 40 ? "q quit" : "names") }
        try viewer.expectScreen(
            equals: try Snapshot.shown(file: file, columns: columns, rows: 30), "hard names at \(columns) columns")
    }
}
