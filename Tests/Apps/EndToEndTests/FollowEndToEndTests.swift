import BurinTestSupport
import Foundation
import Testing

extension ViewerEndToEndTests {
    /// `burin --follow FILE` in tmux: lines appended to the file by the test appear at the end.
    @Test func followShowsLinesAppendedToTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "burin-follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.log.jsonl").path
        func line(_ i: Int, _ message: String) -> String {
            #"{"time":"2026-12-06T10:00:\#(String(format: "%02d", i % 60))Z","level":"info","message":"\#(message) \#(i)"}"#
        }
        try Data(((0..<30).map { line($0, "started") }.joined(separator: "\n") + "\n").utf8)
            .write(to: URL(fileURLWithPath: file))

        let viewer = try ViewerSession(
            file: file, columns: 100, rows: 30, extraArguments: ["--follow", "--pixels", "off"])
        try viewer.waitForFeed(showing: "started 29")
        let following = try viewer.tmux.waitForScreen { ScreenText.statusLine($0).contains("following") }
        #expect(following.satisfied, "the status bar does not say following:\n\(following.screen)")

        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        handle.seekToEndOfFile()
        handle.write(Data(((30..<33).map { line($0, "appended") }.joined(separator: "\n") + "\n").utf8))
        try handle.close()
        // All three drawn: a frame can show the last one while the others are still placed at their
        // estimates, and `k` then would move within rows about to shrink.
        let appended = try viewer.tmux.waitForScreen(timeout: .seconds(10)) { screen in
            (30..<33).allSatisfy { screen.contains("appended \($0)") } && ScreenText.statusLine(screen).contains("END")
        }
        #expect(appended.satisfied, "the appended lines did not appear at the end:\n\(appended.screen)")

        try viewer.tmux.press("k")
        // The key is taken before the line is written: else the line can arrive while the view is
        // still at the end, where it is shown, not counted.
        let moved = try viewer.tmux.waitForScreen { !ScreenText.statusLine($0).contains("END") }
        #expect(moved.satisfied, "k did not leave the end")
        let handle2 = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        handle2.seekToEndOfFile()
        handle2.write(Data((line(33, "later") + "\n").utf8))
        try handle2.close()
        let marked = try viewer.tmux.waitForScreen(timeout: .seconds(10)) { screen in
            ScreenText.statusLine(screen).contains("1 new")
        }
        #expect(marked.satisfied, "moved up, no mark of the new line:\n\(marked.screen)")
        try viewer.tmux.press("G")
        let back = try viewer.tmux.waitForScreen { $0.contains("later 33") }
        #expect(back.satisfied, "G did not show the new line:\n\(back.screen)")
        try viewer.tmux.press("q")
    }
}
