import BurinTestSupport
import Foundation
import Testing

/// Two more real terminals of issue 26's list, under Xvfb: Konsole 22.12 (Qt; burin finds kitty
/// graphics there) and mlterm 3.9 (sixel; TERM=xterm, 8 colours). In each, burin's first screen shows
/// every whole thumbnail slot's own photo, Ctrl-L repaints exactly that screen, and `q` exits 0 with
/// the terminal's modes and the shell's screen (no picture left over it) given back.
///
/// Screenshots are written to `.build/screenshots/konsole-*.png` and `mlterm-*.png`.
extension ViewerEndToEndTests {
    @Test(.enabled(if: KonsoleAndMlterm.isInstalled("konsole"), "konsole is not installed (scripts/install-deps.sh)"))
    func konsoleShowsThePhotosRepaintsTheSameScreenAndQuitsCleanly() throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let session = try GatedTerminalSession(display: display, emulator: .konsole, name: "konsole")
        try KonsoleAndMlterm.expectPhotosRepaintAndCleanQuit(session)
    }

    @Test(.enabled(if: KonsoleAndMlterm.isInstalled("mlterm"), "mlterm is not installed (scripts/install-deps.sh)"))
    func mltermShowsThePhotosAsSixelRepaintsTheSameScreenAndQuitsCleanly() throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let session = try GatedTerminalSession(display: display, emulator: .mlterm, name: "mlterm")
        // mlterm paints the rest of a sixel's last cell row (below the picture's last pixel) in the
        // background colour current when the picture arrives: before pictures were sent in the default
        // colours, a strip under a photo turned the status bar's grey after Ctrl-L.
        // Its half-block glyph also spills a pixel into the column left of it: a thumbnail drawn in
        // half blocks before its photo arrives may leave that pixel beside the photo, until a repaint.
        try KonsoleAndMlterm.expectPhotosRepaintAndCleanQuit(session, ignoringColumnsBesideThumbnails: true)
    }
}

enum KonsoleAndMlterm {
    static func isInstalled(_ program: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/" + program)
    }

    /// The first screen settles with every whole slot showing its own photo; Ctrl-L repaints the same
    /// screen; `q` exits 0, gives back the terminal's modes and the shell's screen as it was.
    static func expectPhotosRepaintAndCleanQuit(
        _ session: GatedTerminalSession, ignoringColumnsBesideThumbnails: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let name = session.emulatorName
        let first = try session.startBurin()
        let scores = session.photoScores(in: first.image)
        print(
            "\(name) \(session.grid.cellWidth)x\(session.grid.cellHeight) px cells, SSIM of each slot: "
                + scores.map { "\(Int($0.slot.rect.x)),\(Int($0.slot.rect.y)): \($0.score)" }.joined(separator: "; "))
        let settled = first.settled
        #expect(
            settled, "burin did not settle in \(name) with its photos shown: \(session.terminal.logTail())",
            sourceLocation: sourceLocation)
        #expect(scores.count >= 4, "too few whole thumbnails on the first screen: \(scores.count)")
        for (slot, score) in scores {
            #expect(
                score > 0.9, "\(name): the slot at \(slot.rect) does not show its photo (SSIM \(score))",
                sourceLocation: sourceLocation)
        }

        let beside = ignoringColumnsBesideThumbnails ? session.thumbnailColumns().beside : []
        try session.expectCtrlLRepaints(
            first.image, "the settled screen", ignoredColumns: beside, photosByLikeness: true,
            sourceLocation: sourceLocation)

        try session.type("q")
        let ending = try #require(
            session.ending(), "burin did not end after q in \(name)", sourceLocation: sourceLocation)
        #expect(ending.status == 0, "burin's exit status after q: \(ending.status)", sourceLocation: sourceLocation)
        #expect(!ending.modesBefore.isEmpty, sourceLocation: sourceLocation)
        #expect(
            ending.modesAfter == ending.modesBefore, "stty -g changed across burin in \(name)",
            sourceLocation: sourceLocation)
        let after = try session.screen(matching: session.before)
        let path = try session.save(after.image, as: "after-q")
        if !after.matched {
            let cells = after.image.differingCells(from: session.before, in: session.grid)
            Issue.record(
                "\(name): after q \(cells.count) cells differ from the shell's screen before burin (\(path)): \(cells.prefix(16))",
                sourceLocation: sourceLocation)
        }
        try session.finish()
    }
}
