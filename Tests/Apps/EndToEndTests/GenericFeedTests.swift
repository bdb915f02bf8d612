import BurinTestSupport
import Foundation
import Testing

/// The GitHub-issues-shaped sample in a real terminal (tmux): it shows as `burin snapshot` shows it;
/// inside tmux no OSC 8 byte is written (tmux 3.3 drops them) unless BURIN_HYPERLINKS=1 says so, and
/// then the cells written again inside the hyperlinks look exactly as before, colours and all; `y`
/// sends the focused card's link to tmux as an OSC 52 request.
extension ViewerEndToEndTests {
    private static var github: String {
        BurinBinary.packageRoot.appendingPathComponent("demo-data/api/github-issues.json").path
    }
    private static let now = ["--now", "2026-12-06T12:00:00Z"]

    /// The sample in a tmux pane with `hyperlinks` (BURIN_HYPERLINKS), what burin wrote, the pane with
    /// its colours, after `keys` (tmux key names) if any.
    private func run(hyperlinks: String, keys: [String] = []) throws -> (output: String, colours: String, text: String)
    {
        let viewer = try ViewerSession(
            file: Self.github, extraArguments: Self.now + ["--pixels", "off"], gated: true,
            setUp: "export BURIN_HYPERLINKS=\(hyperlinks)")
        let ready = try viewer.tmux.waitForScreen { $0.contains(ViewerSession.readyMarker) }
        try #require(ready.satisfied, "the pane's script did not start")
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("burin-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: record) }
        try viewer.tmux.recordOutput(to: record.path)
        try viewer.tmux.press("Enter")
        try viewer.waitForFeed(showing: "Crash when a log line ends in a lone backslash")
        for key in keys { try viewer.tmux.press(key) }
        let expected = try Snapshot.shown(
            file: Self.github, columns: viewer.columns, rows: viewer.rows, extraArguments: Self.now)
        let text = keys.isEmpty ? try viewer.expectScreen(equals: expected, "hyperlinks \(hyperlinks)") : ""
        if !keys.isEmpty {
            _ = try viewer.tmux.waitForScreen { ScreenText.statusLine($0).contains("copied") }
        }
        let colours = try viewer.tmux.capture(escapes: true)
        try viewer.tmux.press("q")
        let ending = try #require(try viewer.waitForEnding())
        #expect(ending.exitStatus == 0)
        return (String(decoding: try Data(contentsOf: record), as: UTF8.self), colours, text)
    }

    @Test func theGitHubSampleUnderTmuxWritesNoHyperlinkAndLooksTheSameWhenForcedTo() throws {
        let plain = try run(hyperlinks: "")
        #expect(plain.output.contains("lone backslash"), "the recording holds burin's frames")
        #expect(!plain.output.contains("\u{1B}]8;"), "no OSC 8 inside tmux")
        let forced = try run(hyperlinks: "1")
        let link = "\u{1B}]8;;https://github.com/burin-demo/lanternfish/issues/212\u{1B}\\"
        let opened = try #require(forced.output.range(of: link), "the first card's hyperlink was written")
        let closed = try #require(
            forced.output.range(of: "\u{1B}]8;;\u{1B}\\", range: opened.upperBound..<forced.output.endIndex))
        #expect(forced.output[opened.upperBound..<closed.lowerBound].contains("github.com/…/issues/212"))
        #expect(forced.colours == plain.colours, "the cells written again look exactly as before")
        #expect(forced.text == plain.text)
    }

    @Test func yUnderTmuxSendsTheFocusedCardsLinkAsOSC52() throws {
        let copied = try run(hyperlinks: "", keys: ["n", "n", "y"])
        let link = "https://github.com/burin-demo/lanternfish/issues/211"
        let request = "\u{1B}]52;c;" + Data(link.utf8).base64EncodedString() + "\u{1B}\\"
        #expect(copied.output.contains(request), "the OSC 52 request for the second card's link")
        #expect(copied.colours.contains("copied github.com/…/issues/211 with OSC 52 (tmux passes it on"))
    }
}
