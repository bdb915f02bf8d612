import BurinTestSupport
import Testing

/// The real binary in tmux walks findmnt's tree of mounts: `l` into `/`'s mounts, `→` into `/dev`'s,
/// `←` back to the mounts with `/dev` still focused, Backspace back to the top.
extension ViewerEndToEndTests {
    @Test func findmntsTreeIsWalkedIntoAndOutOf() throws {
        let file = BurinBinary.packageRoot.appendingPathComponent("demo-data/corpus/tool-findmnt.json").path
        let viewer = try ViewerSession(file: file, extraArguments: ["--pixels", "off"])
        try viewer.waitForFeed(showing: "records in .filesystems")
        let status = { (screen: String) in ScreenText.statusLine(screen) }
        // The status bar names the records before they are counted: wait for the row itself.
        let shown = try viewer.tmux.waitForScreen { ScreenText.position($0)?.count == 1 && $0.contains("/dev/vda") }
        #expect(shown.satisfied, "the root mount is not shown: \(status(shown.screen))")

        try viewer.tmux.press("l")
        let mounts = try viewer.tmux.waitForScreen { screen in
            status(screen).contains(".filesystems[0].children") && screen.contains("/proc")
                && ScreenText.position(screen)?.count == 4
        }
        #expect(mounts.satisfied, "l did not open the mounts: \(status(mounts.screen))")
        #expect(mounts.screen.contains("/proc") && ScreenText.position(mounts.screen)?.count == 4)

        for _ in 0..<3 { try viewer.tmux.press("n") }
        _ = try viewer.tmux.waitForScreen { ScreenText.position($0)?.position == 3 }
        try viewer.tmux.press("Right")
        let dev = try viewer.tmux.waitForScreen { screen in
            status(screen).contains(".filesystems[0].children[2].children") && ScreenText.position(screen)?.count == 2
        }
        #expect(dev.satisfied, "→ did not open /dev's mounts: \(status(dev.screen))")
        #expect(ScreenText.position(dev.screen)?.count == 2)

        try viewer.tmux.press("Left")
        let back = try viewer.tmux.waitForScreen { screen in
            !status(screen).contains("[2]") && ScreenText.position(screen).map { $0 == (3, 4) } == true
        }
        #expect(back.satisfied, "← did not come back to /dev focused: \(status(back.screen))")

        try viewer.tmux.press("BSpace")
        let top = try viewer.tmux.waitForScreen { screen in
            !status(screen).contains("children") && ScreenText.position(screen).map { $0 == (1, 1) } == true
        }
        #expect(top.satisfied, "Backspace did not come back to the top: \(status(top.screen))")
        try viewer.tmux.press("q")
        #expect(try viewer.waitForEnding()?.exitStatus == 0)
    }
}
