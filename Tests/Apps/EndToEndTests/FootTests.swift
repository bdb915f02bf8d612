import BurinTestSupport
import Foundation
import Testing

/// A real foot 1.13 (Wayland only, sixel) in a headless sway. foot moves a sixel picture with a
/// scrolled region as a whole, unclipped: `k` scrolls the list's region down with `ESC M`, and before
/// the planner knew it (issue 26), from the third `k` after three pages a thumbnail lay on the status
/// bar until Ctrl-L. Whatever the keys did, the settled screen must be the one a repaint draws.
extension ViewerEndToEndTests {
    @Test(.enabled(if: FootSession.isInstalled, "foot is not installed"))
    func footKeepsPicturesInsideTheListAndSettlesAsItRepaints() throws {
        let session = try FootSession()
        defer { session.display.stop() }
        let first = try session.settledScreenshot(name: "foot-first")
        // Half-block thumbnails have two colours a cell; a photo drawn as sixel has hundreds.
        let coloursBesideTheText = first.cropped(x: 0, y: 0, width: first.width * 9 / 100, height: first.height)
            .histogram().count
        #expect(coloursBesideTheText > 600, "no sixel photos in foot: \(coloursBesideTheText) colours")

        try session.display.type("   ")
        _ = try session.settledScreenshot(name: "foot-three-pages")
        try session.display.type("kkkkkk")
        let settled = try session.settledScreenshot(name: "foot-six-k")
        try session.display.typeControl("l")
        let repainted = try session.settledScreenshot(name: "foot-six-k-repainted", pause: 1)
        let differing = zip(settled.bytes, repainted.bytes).count { $0 != $1 }
        #expect(differing == 0, "after three pages and six k, \(differing) bytes differ from the repaint")

        #expect(try session.quit() == "0", "burin in foot did not quit with 0")
    }
}

/// burin on the demo feed in foot, the only window of a headless sway; its exit status written to a
/// file when it ends.
struct FootSession {
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/foot") }

    let display: WaylandDisplay
    private let statusFile: URL

    init() throws {
        do {
            display = try WaylandDisplay()
        } catch let unavailable as X11Unavailable {
            try Test.cancel("no Wayland compositor: \(unavailable)")
        }
        statusFile = display.folder.appendingPathComponent("status")
        let script = "\"$0\" \"$1\"; echo $? > \"$2\""
        _ = try display.launch(
            [
                "foot", "--font", "DejaVu Sans Mono:size=11", "sh", "-c", script, try BurinBinary.path(),
                BurinBinary.demoFeed, statusFile.path,
            ], log: display.folder.appendingPathComponent("foot.log").path)
    }

    /// A screenshot once three taken 200 ms apart are the same and the window is not blank (one colour
    /// nearly everywhere), taken no sooner than `pause` seconds from now: pictures follow their text by
    /// a few frames, and a repaint clears before it draws.
    func settledScreenshot(name: String, pause: TimeInterval = 0) throws -> RGBImage {
        Thread.sleep(forTimeInterval: pause)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        var same = 0
        var shot = try display.screenshot()
        while clock.now < deadline {
            usleep(200_000)
            let next = try display.screenshot()
            same = next == shot ? same + 1 : 0
            shot = next
            let blank = (shot.histogram().values.max() ?? 0) * 100 > shot.width * shot.height * 95
            if same >= 2, !blank { break }
        }
        #expect(same >= 2, "foot's screen did not settle for \(name)")
        try ImageMagick.writePNG(
            shot, to: BurinBinary.packageRoot.appendingPathComponent(".build/screenshots/\(name).png").path)
        return shot
    }

    /// Types `q` and returns burin's exit status, as the shell around it wrote it. A key can still be
    /// lost on a loaded machine (`WaylandDisplay.type`), so `q` is typed again (three times at most)
    /// while burin runs on.
    func quit() throws -> String? {
        let clock = ContinuousClock()
        for _ in 0..<3 {
            try display.type("q")
            let deadline = clock.now + .seconds(5)
            while clock.now < deadline {
                if let text = try? String(contentsOf: statusFile, encoding: .utf8), text.hasSuffix("\n") {
                    return text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                usleep(50_000)
            }
        }
        return nil
    }
}
