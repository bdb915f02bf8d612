import BurinCore
import BurinTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The pseudo-terminal harness against small real programs: what they print arrives, what is typed
/// reaches them through a real terminal (line discipline, Ctrl-C, its size), and every child ends and
/// is reaped however the test ends.
@Suite struct PseudoTerminalTests {
    private let size = CellSize(width: 200, height: 60)

    private func shell(_ script: String, term: String = "xterm-256color") throws -> PseudoTerminal {
        try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", script], environment: PseudoTerminal.environment(term: term),
            size: size)
    }

    @Test func whatTheChildPrintsArrivesAndItsExitCodeIsKept() throws {
        let terminal = try PseudoTerminal(
            executable: "printf", arguments: ["hello %s\\n", "pty"], environment: PseudoTerminal.environment(),
            size: size)
        let output = try terminal.readUntil(timeout: .seconds(10)) { _ in false }
        #expect(output.ending == .closed)
        // The terminal's output processing turns the newline into CR LF, as a real terminal shows it.
        #expect(output.text == "hello pty\r\n")
        #expect(terminal.waitForExit(timeout: .seconds(10)) == .exited(code: 0))
        #expect(terminal.termination == .exited(code: 0))

        let failing = try shell("exit 3")
        #expect(failing.waitForExit(timeout: .seconds(10)) == .exited(code: 3))
        #expect(failing.termination?.shellStatus == 3)
    }

    @Test func bytesWrittenReachTheChildAndItsAnswerArrivesAfterTheWrite() throws {
        let terminal = try PseudoTerminal(executable: "cat", environment: PseudoTerminal.environment(), size: size)
        // Let cat start reading, so the terminal's echo and cat's own copy both follow the write.
        let written = try terminal.write("ping\n")
        let output = try terminal.readUntil(timeout: .seconds(10)) { bytes in
            String(decoding: bytes, as: UTF8.self).components(separatedBy: "ping\r\n").count == 3
        }
        #expect(output.ending == .satisfied)
        #expect(output.text == "ping\r\nping\r\n")
        let first = try #require(output.firstArrival)
        #expect(first >= written)
        // Ctrl-D at the start of a line is end of input for cat, through the terminal's line discipline.
        try terminal.write([0x04])
        #expect(terminal.waitForExit(timeout: .seconds(10)) == .exited(code: 0))
    }

    @Test func aReadTakesNoMoreThanItIsAllowed() throws {
        let terminal = try shell("printf '%0100d' 0; exec sleep 100")
        var received: [UInt8] = []
        while received.count < 100 {
            guard case .output(let chunk) = try terminal.read(maxBytes: 7, timeout: .seconds(10)) else {
                Issue.record("output stopped after \(received.count) bytes")
                return
            }
            #expect((1...7).contains(chunk.bytes.count))
            received += chunk.bytes
        }
        #expect(received == Array(repeating: UInt8(ascii: "0"), count: 100))
    }

    @Test func aReadWithNothingToReadWaitsItsTimeoutAndNoLonger() throws {
        let terminal = try PseudoTerminal(
            executable: "sleep", arguments: ["100"], environment: PseudoTerminal.environment(), size: size)
        let started = ContinuousClock.now
        #expect(try terminal.read(timeout: .milliseconds(30)) == .timedOut)
        let waited = ContinuousClock.now - started
        #expect(waited >= .milliseconds(30))
        #expect(waited < .seconds(5))
        #expect(try terminal.read(timeout: .zero) == .timedOut)
    }

    @Test func theChildSeesTheSizeAndIsToldOfAResize() throws {
        let terminal = try shell("trap 'stty size' WINCH; stty size; while :; do sleep 5 & wait $!; done")
        #expect(try terminal.readUntil(contains: "60 200", timeout: .seconds(10)).ending == .satisfied)
        try terminal.resize(to: CellSize(width: 100, height: 30))
        #expect(terminal.size == CellSize(width: 100, height: 30))
        #expect(try terminal.readUntil(contains: "30 100", timeout: .seconds(10)).ending == .satisfied)
    }

    @Test func controlCTypedIsAnInterruptBecauseTheTerminalIsTheChildsOwn() throws {
        let terminal = try shell("echo ready; exec sleep 100")
        #expect(try terminal.readUntil(contains: "ready", timeout: .seconds(10)).ending == .satisfied)
        try terminal.write([0x03])
        #expect(terminal.waitForExit(timeout: .seconds(10)) == .signalled(SIGINT))
        #expect(terminal.termination?.shellStatus == 128 + SIGINT)
    }

    @Test func aSignalSentEndsTheChildAndASecondFindsItGone() throws {
        let terminal = try PseudoTerminal(
            executable: "sleep", arguments: ["100"], environment: PseudoTerminal.environment(), size: size)
        #expect(terminal.waitForExit(timeout: .milliseconds(20)) == nil)
        try terminal.send(signal: SIGTERM)
        #expect(terminal.waitForExit(timeout: .seconds(10)) == .signalled(SIGTERM))
        #expect(throws: PseudoTerminalError.childHasExited(.signalled(SIGTERM))) {
            try terminal.send(signal: SIGTERM)
        }
    }

    @Test func aChildStillRunningIsKilledAndReapedWhenTheTerminalGoes() throws {
        var pid: pid_t = 0
        var child: pid_t = 0
        do {
            // The shell's own child too: the whole process group goes.
            let terminal = try shell("sleep 100 & echo \"child $!\"; wait")
            pid = terminal.processID
            let output = try terminal.readUntil(timeout: .seconds(10)) { bytes in
                String(decoding: bytes, as: UTF8.self).contains("\r\n")
            }
            let line = output.text.split(separator: "\r\n").first.map(String.init) ?? ""
            child = try #require(pid_t(line.dropFirst("child ".count)))
        }
        // Reaped, not a zombie: the process ID names nothing any more.
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        // The grandchild is not ours to reap; it is dead or dying (init reaps it).
        let deadline = ContinuousClock.now + .seconds(10)
        while kill(child, 0) == 0, !isZombie(child), ContinuousClock.now < deadline { usleep(1_000) }
        #expect(kill(child, 0) == -1 || isZombie(child))
    }

    @Test func terminateKillsAndReportsTheSignal() throws {
        let terminal = try PseudoTerminal(
            executable: "sleep", arguments: ["100"], environment: PseudoTerminal.environment(), size: size)
        terminal.terminate()
        #expect(terminal.termination == .signalled(SIGKILL))
    }

    @Test func theEnvironmentIsTheOneGivenAndNoMore() throws {
        setenv("BURIN_PTY_TEST_LEAK", "leaked", 1)
        defer { unsetenv("BURIN_PTY_TEST_LEAK") }
        let terminal = try shell("echo \"[$TERM][${BURIN_PTY_TEST_LEAK-unset}][$LANG]\"", term: "xterm-kitty")
        let output = try terminal.readUntil(contains: "]\r\n", timeout: .seconds(10))
        #expect(output.text == "[xterm-kitty][unset][C.UTF-8]\r\n")
    }

    @Test func aProgramThatCannotRunIsAnError() {
        #expect(throws: PseudoTerminalError.self) {
            _ = try PseudoTerminal(
                executable: "/nonexistent/burin-no-such-program", environment: PseudoTerminal.environment(),
                size: size)
        }
    }

    @Test func readingUntilQuietReturnsOneBurstAndLeavesTheNext() throws {
        let terminal = try shell("printf a; sleep 0.05; printf b; sleep 1; printf c; exec sleep 100")
        let burst = try terminal.readUntilQuiet(gap: .milliseconds(500), limit: .seconds(10))
        #expect(burst.ending == .quiet)
        #expect(burst.text == "ab")
        let next = try terminal.readUntil(contains: "c", timeout: .seconds(10))
        #expect(next.text == "c")
        let nothing = try terminal.readUntilQuiet(gap: .milliseconds(20), limit: .seconds(10))
        #expect(nothing.chunks.isEmpty && nothing.ending == .quiet)
        let cut = try shell("while :; do printf x; sleep 0.01; done")
        let endless = try cut.readUntilQuiet(gap: .milliseconds(500), limit: .milliseconds(200))
        #expect(endless.ending == .timedOut && !endless.chunks.isEmpty)
    }

    @Test func aChildThatStopsReadingMakesAWriteTimeOutRatherThanHang() throws {
        let terminal = try PseudoTerminal(
            executable: "sleep", arguments: ["100"], environment: PseudoTerminal.environment(), size: size)
        let started = ContinuousClock.now
        #expect {
            try terminal.write(Array(repeating: UInt8(ascii: "x"), count: 1 << 20), timeout: .milliseconds(100))
        } throws: { error in
            guard case .writeTimedOut(let written)? = error as? PseudoTerminalError else { return false }
            return written < 1 << 20
        }
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    private func isZombie(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return status.split(separator: ")").last?.split(separator: " ").first == "Z"
    }
}
