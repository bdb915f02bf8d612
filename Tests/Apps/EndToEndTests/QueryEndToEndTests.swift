import BurinTestSupport
import Foundation
import Testing

extension ViewerEndToEndTests {
    /// The query language in the real binary: a query that cannot be read says where while it is
    /// typed, a field query narrows the list to what `burin export --filter` gives, `Y` copies the
    /// focused record and `w` writes the view to a new file in the current folder, byte for byte the
    /// export's records.
    @Test func aQueryItsErrorCopyAndWritingTheView() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let query = "rating>4.8 -tags:新店"
        let burin = try BurinBinary.path()
        let exported = try TmuxChildProcess.run(
            burin, ["export", BurinBinary.demoFeed, "--filter", query], timeout: .seconds(60))
        #expect(exported.status == 0)
        let expected = exported.standardOutput.split(separator: 0x0A).count
        try #require(expected > 10 && expected < 2_050)

        let viewer = try ViewerSession(
            extraArguments: ["--pixels", "off"], setUp: "cd \(ViewerSession.quoted(folder.path))")
        try viewer.waitForFeed(showing: "merchants.jsonl")
        try viewer.tmux.press("/")
        try viewer.tmux.type("rating>>4")
        let error = try viewer.tmux.waitForScreen {
            ScreenText.statusLine($0).contains("expected a number after '>'")
        }
        #expect(error.satisfied, "no error for rating>>4: \(ScreenText.statusLine(error.screen))")
        try viewer.tmux.press("C-u")
        try viewer.tmux.type(query)
        try viewer.tmux.press("Enter")
        let kept = try viewer.tmux.waitForScreen { screen in
            ScreenText.statusLine(screen).contains("filter \"\(query)\" of 2050")
                && ScreenText.position(screen)?.count == expected
        }
        #expect(kept.satisfied, "after Enter: \(ScreenText.statusLine(kept.screen)), expected \(expected)")

        try viewer.tmux.press("n")
        try viewer.tmux.press("Y")
        let copied = try viewer.tmux.waitForScreen { ScreenText.statusLine($0).contains("copied record") }
        #expect(copied.satisfied, "Y: \(ScreenText.statusLine(copied.screen))")

        try viewer.tmux.press("w")
        let wrote = try viewer.tmux.waitForScreen(timeout: .seconds(15)) {
            ScreenText.statusLine($0).contains("wrote \(expected) records to ./burin-view-")
        }
        #expect(wrote.satisfied, "w: \(ScreenText.statusLine(wrote.screen))")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("burin-view-") && $0.hasSuffix(".jsonl") }
        #expect(written.count == 1)
        if let name = written.first {
            let bytes = try folder.read(name)
            #expect(bytes == Array(exported.standardOutput), "the view written is not the export's records")
        }
        try viewer.tmux.press("q")
    }
}
