import BurinTestSupport
import Foundation
import Testing

/// Graphics detection inside real terminals under Xvfb: `burin-pixels-probe` runs
/// `GraphicsDetector.detect` on kitty, `xterm -ti vt340`, plain xterm, and tmux inside kitty with
/// passthrough on and off, and must settle on the protocol each really speaks, with the cell size
/// the screenshot grid has. Cancelled, not failed, only when no X server can be started.
@Suite(.serialized) struct TerminalDetectionTests {
    @Test func eachTerminalIsRecognisedWithItsCellSize() throws {
        let display = try TerminalPixelsTests.display()
        defer { display.stop() }
        let probe = try ProbeBinary.path()
        let cases: [(TerminalEmulator, String, String)] = [
            (.kitty(), "kitty", "kitty("), (.xterm(options: ["-ti", "vt340"]), "sixel", "XTerm("),
            (.xterm(), "none", "XTerm("),
        ]
        for (emulator, graphics, name) in cases {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                "probe-\(UUID().uuidString.prefix(8))"
            ).path
            defer { try? FileManager.default.removeItem(atPath: output) }
            let command = ["/bin/sh", "-c", "'\(probe)' '\(output)'; exec sleep 60"]
            let terminal = try display.launch(emulator, columns: 40, rows: 12, command: command)
            defer { terminal.stop() }
            let grid = try terminal.waitForWindow()
            let report = try #require(
                ProbeBinary.report(at: output), "no report from \(emulator): \(terminal.logTail())")
            #expect(report["graphics"] == graphics, "\(emulator): \(report)")
            #expect(report["terminal"]?.hasPrefix(name) == true, "\(emulator): \(report)")
            #expect(report["typeahead"] == "0")
            if graphics != "none" {
                #expect(
                    report["cell"] == "\(grid.cellWidth)x\(grid.cellHeight)" && report["measured"] == "1",
                    "\(emulator): \(report)")
            }
        }
    }

    @Test func tmuxInKittyNeedsPassthrough() throws {
        let display = try TerminalPixelsTests.display()
        defer { display.stop() }
        let probe = try ProbeBinary.path()
        for passthrough in ["on", "off"] {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                "probe-\(UUID().uuidString.prefix(8))"
            ).path
            defer { try? FileManager.default.removeItem(atPath: output) }
            let socket = "burin-probe-\(UUID().uuidString.prefix(6))"
            let tmux = [
                "tmux", "-L", socket, "-f", "/dev/null", "new-session", "'\(probe)' '\(output)'; exec sleep 60", ";",
                "set", "-g",
                "allow-passthrough", passthrough, ";", "set", "-g", "status-position", "top",
            ]
            // The probe may start before `set` runs: it waits a moment so that tmux's options are in place.
            let terminal = try display.launch(
                .kitty(), columns: 40, rows: 12, command: tmux, environment: ["BURIN_PROBE_DELAY": "1"])
            defer {
                terminal.stop()
                _ = try? TmuxChildProcess.run(
                    "/usr/bin/env", ["tmux", "-L", socket, "kill-server"], environment: [:], timeout: .seconds(5))
            }
            let report = try #require(
                ProbeBinary.report(at: output), "no report from tmux (\(passthrough)): \(terminal.logTail())")
            if passthrough == "on" {
                #expect(report["graphics"] == "kitty" && report["route"] == "tmux+0+1", "\(report)")
            } else {
                #expect(
                    report["graphics"] == "none" && report["reason"] == "tmux's allow-passthrough is off", "\(report)")
            }
        }
    }
}
