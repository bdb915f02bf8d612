import BurinCore
import BurinTestSupport
import Foundation
import Testing

/// Issue 17: where kitty reads the pictures from files, no file is left behind, however the viewer
/// ends: q, SIGTERM, or a crash (SIGSEGV, whose handler removes them with prepared calls). SIGKILL
/// leaves no chance: the next viewer to start sweeps the folder away.
extension ViewerEndToEndTests {
    @Test(arguments: ["q", "SIGTERM", "SIGSEGV", "SIGKILL"])
    func noPictureFileIsLeftBehind(_ ending: String) throws {
        let size = CellSize(width: 100, height: 30)
        let terminal = try ScriptedTerminal(
            executable: try BurinBinary.path(), arguments: [BurinBinary.demoFeed, "--pixels", "kitty"],
            environment: PseudoTerminal.environment(), size: size, persona: .localKitty)
        let folder = "/dev/shm/burin-\(terminal.pty.processID)-tty-graphics-protocol"
        let shown = try terminal.run(timeout: .seconds(20)) { screen in
            screen.kittyPlacements.count >= 4
        }
        #expect(shown, "the pictures did not come")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(files.count >= 4, "pictures go as files here: \(files.count) in \(folder)")
        switch ending {
        case "q": try terminal.type("q")
        case "SIGTERM": try terminal.pty.send(signal: SIGTERM)
        case "SIGKILL": try terminal.pty.send(signal: SIGKILL)
        default: try terminal.pty.send(signal: SIGSEGV)
        }
        let end = terminal.waitForExit(timeout: .seconds(10))
        #expect(end != nil, "\(ending) did not end the viewer")
        if ending == "SIGKILL" {
            #expect(FileManager.default.fileExists(atPath: folder))
            let next = try ScriptedTerminal(
                executable: try BurinBinary.path(), arguments: [BurinBinary.demoFeed, "--pixels", "kitty"],
                environment: PseudoTerminal.environment(), size: size, persona: .localKitty)
            _ = try next.run(timeout: .seconds(20)) { $0.kittyPlacements.count >= 4 }
            try next.type("q")
            _ = next.waitForExit(timeout: .seconds(10))
        }
        #expect(!FileManager.default.fileExists(atPath: folder), "\(ending) left \(folder) behind")
    }
}
