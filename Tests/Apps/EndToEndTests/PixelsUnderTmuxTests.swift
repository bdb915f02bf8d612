import BurinTestSupport
import Foundation
import Testing

/// Issue 12's byte identity under tmux without passthrough (tmux's default): whatever `--pixels`
/// asks for, burin writes no graphics query and no graphics escape, so what reaches the terminal is
/// what a build without pixels writes. tmux shows a bare APC as the pane's title and answers DA1
/// itself, so any such byte here would be a visible fault, not a harmless extra.
extension ViewerEndToEndTests {
    /// What the detector and the placement code could write, as they write it. (DA1 is not among
    /// them: the background question ends with it on main too, and the graphics query sends it only
    /// after the others listed here.)
    private static let graphicsEscapes = [
        "\u{1B}_G", "\u{1B}Ptmux;", "\u{1B}[>0q", "\u{1B}[16t", "\u{1B}[14t", "\u{1B}[?1;1;0S", "\u{1B}P0;1;0q",
    ]

    @Test(arguments: ["auto", "kitty", "sixel", "off"])
    func underTmuxWithoutPassthroughNoGraphicsByteIsWritten(_ mode: String) throws {
        let merchants = try DemoFeed.merchants()
        let first = try #require(merchants.first)
        let viewer = try ViewerSession(extraArguments: ["--pixels", mode], gated: true)
        let ready = try viewer.tmux.waitForScreen { $0.contains(ViewerSession.readyMarker) }
        try #require(ready.satisfied, "the pane's script did not start")
        let record = FileManager.default.temporaryDirectory.appendingPathComponent(
            "burin-pixels-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: record) }
        try viewer.tmux.recordOutput(to: record.path)
        try viewer.tmux.press("Enter")
        try viewer.waitForFeed(showing: first.name)
        try viewer.tmux.press("Space")
        try viewer.waitForFeed(showing: ViewerSession.statusHint)
        try viewer.tmux.press("q")
        let ending = try #require(try viewer.waitForEnding())
        #expect(ending.exitStatus == 0)
        let output = String(decoding: try Data(contentsOf: record), as: UTF8.self)
        // The recording holds the viewer's frames (it recorded the right thing) and nothing else.
        #expect(output.contains(first.name), "the recording missed burin's output")
        #expect(output.components(separatedBy: "\u{1B}[c").count == 2, "one DA1, the background question's")
        for escape in Self.graphicsEscapes {
            #expect(!output.contains(escape), "--pixels \(mode) under tmux wrote \(escape.debugDescription)")
        }
    }
}
