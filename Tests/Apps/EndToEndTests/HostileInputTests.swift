import BurinTestSupport
import Foundation
import Testing

extension ViewerEndToEndTests {
    /// Records that try to talk to the terminal: escape sequences, C1 controls, BEL, backspace and a
    /// bidi override in names, three malformed lines and one very long name.
    static func hostileFeed() throws -> (path: String, badLines: Int) {
        let good: [[String: Any]] = [
            ["id": 1, "name": "\u{1B}[31mEVIL\u{1B}]0;pwned\u{07}", "category": "火锅", "rating": 4.5],
            ["id": 2, "name": "Tab\there\u{08}\u{08}BS\u{7F}DEL", "category": "甜品", "rating": 4.0],
            ["id": 3, "name": "\u{9B}31mC1\u{9D}2;c1title\u{9C}", "category": "甜品", "rating": 3.0],
            ["id": 4, "name": "\u{202E}reversed\u{202C} \u{1B}P+q\u{1B}\\", "category": "甜品", "rating": 3.5],
            ["id": 5, "name": String(repeating: "长", count: 4_000), "category": "甜品", "rating": 3.5],
            ["id": 6, "name": "Normal Shop", "category": "甜品", "rating": 4.1],
        ]
        var lines = try good.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        let bad = ["{\"id\": 7, \"name\": \"unterminated", "not json at all", "\u{0}\u{1}\u{1B}]0;pwned-too\u{07}"]
        lines.insert(bad[0], at: 1)
        lines.insert(bad[1], at: 3)
        lines.append(bad[2])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("burin-e2e-\(UUID().uuidString).jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return (url.path, bad.count)
    }

    @Test func hostileRecordsCannotReachTheTerminal() throws {
        let feed = try Self.hostileFeed()
        defer { try? FileManager.default.removeItem(atPath: feed.path) }
        let viewer = try ViewerSession(file: feed.path, gated: true)
        let ready = try viewer.tmux.waitForScreen { $0.contains(ViewerSession.readyMarker) }
        try #require(ready.satisfied, "the pane's script did not start")
        let titleBefore = try viewer.tmux.paneTitle()
        try viewer.tmux.press("Enter")

        let screen = try viewer.waitForFeed(showing: "EVIL")
        let status = ScreenText.statusLine(screen)
        #expect(status.contains("\(feed.badLines) bad records"), "status bar: \(status)")
        // Checked on the settled screen: the first one with "EVIL" may still hold placeholder rows.
        let settled = try viewer.expectScreen(
            equals: try Snapshot.shown(file: feed.path, columns: 120, rows: 40), "hostile feed")

        let colored = try viewer.tmux.capture(escapes: true)
        #expect(!colored.contains("\u{1B}]"), "an OSC sequence reached the terminal")
        #expect(!colored.contains("\u{1B}P"), "a DCS sequence reached the terminal")
        #expect(!colored.unicodeScalars.contains { $0.value == 0x07 || (0x80...0x9F).contains($0.value) })
        #expect(try viewer.tmux.paneTitle() == titleBefore, "a record changed the terminal's title")
        // Neutralised, not dropped: what the sequences carried is shown as text.
        #expect(settled.contains("pwned") && settled.contains("Normal Shop"))
        for line in ScreenText.lines(settled) {
            #expect(ScreenText.columns(line) <= viewer.columns, "a line wider than the screen: \(line)")
        }
        #expect(try viewer.tmux.exitStatus() == nil)
    }
}
