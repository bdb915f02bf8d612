import BurinTestSupport
import Foundation
import Testing

/// The rows a one-line scroll uncovers come in on the page's paper where the terminal's entry says
/// `bce`, and burin writes only what differs from it (issue 26, bytes a scroll). Checked in the
/// terminals no other test scrolls a line in: GNOME Terminal (VTE, TERM=xterm-256color), urxvt
/// (rxvt-unicode-256color), Konsole (xterm-256color) and mlterm (xterm, eight colours), text and half
/// blocks only, on the theme whose page is far from the terminal's background (Konsole's is dark). Scrolled down and up, Ctrl-L must repaint exactly the
/// screen the scrolls left. (xterm and foot scroll in their own tests; tmux's entries have no `bce`.)
///
/// Screenshots are written to `.build/screenshots/`.
extension ViewerEndToEndTests {
    @Test(.enabled(if: GnomeTerminalShot.isInstalled, "gnome-terminal is not installed"))
    func gnomeTerminalShowsScrolledRowsAsARepaintDoes() throws {
        try ScrolledRows.expectRepaintedAsScrolled(
            in: .gnomeTerminal(ambiguousWide: false), "gnome-terminal", theme: "dark")
    }

    @Test(.enabled(if: UrxvtShot.isInstalled, "rxvt-unicode is not installed"))
    func urxvtShowsScrolledRowsAsARepaintDoes() throws {
        try ScrolledRows.expectRepaintedAsScrolled(
            in: .urxvt(options: ["-fg", "white", "-bg", "black"]), "urxvt", theme: "dark")
    }

    @Test(.enabled(if: KonsoleAndMlterm.isInstalled("konsole"), "konsole is not installed (scripts/install-deps.sh)"))
    func konsoleShowsScrolledRowsAsARepaintDoes() throws {
        try ScrolledRows.expectRepaintedAsScrolled(in: .konsole, "konsole", theme: "light")
    }

    @Test(.enabled(if: KonsoleAndMlterm.isInstalled("mlterm"), "mlterm is not installed (scripts/install-deps.sh)"))
    func mltermShowsScrolledRowsAsARepaintDoes() throws {
        try ScrolledRows.expectRepaintedAsScrolled(in: .mlterm, "mlterm", theme: "dark")
    }
}

enum ScrolledRows {
    /// burin in `emulator` with text and half blocks on `theme`'s page (a colour of its own, never the
    /// default; the theme whose page is far from the terminal's own background, so a row uncovered on
    /// the wrong one shows), checked as below; screenshots named `<name>-scroll-*.png`.
    static func expectRepaintedAsScrolled(
        in emulator: TerminalEmulator, _ name: String, theme: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let display = try X11Testing.display()
        defer { display.stop() }
        let session = try GatedTerminalSession(
            display: display, emulator: emulator, name: "\(name)-scroll",
            arguments: ["--pixels", "off", "--theme", theme])
        try expectRepaintedAsScrolled(session, sourceLocation: sourceLocation)
    }

    /// burin settles, scrolls three lines down and one up, and Ctrl-L repaints exactly that screen
    /// (but for the thumbnails' columns and their neighbours); `q` exits 0.
    static func expectRepaintedAsScrolled(
        _ session: GatedTerminalSession, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let name = session.emulatorName
        let first = try session.startBurin(photos: false)
        #expect(first.settled, "burin did not settle in \(name)", sourceLocation: sourceLocation)
        try session.type("jjj")
        let settled = try session.press("k", thenExpect: nil)
        try #require(settled.matched, "\(name) did not settle after jjjk", sourceLocation: sourceLocation)
        let scrolled = settled.image
        try session.save(scrolled, as: "scrolled")
        #expect(scrolled != first.image, "\(name): the list did not move", sourceLocation: sourceLocation)
        // A half-block cell may go spelt the other way up from another pen (`▄`, its colours swapped),
        // and where a cell is an odd number of pixels high (mlterm's 19) the font puts that boundary
        // a pixel lower, and mlterm's glyph spills that pixel into the column beside it: the
        // thumbnails' columns and their neighbours are left out (DECISIONS, "Half blocks spelt from
        // the pen, looked at in xterm"). What this checks is the page around them.
        let columns = session.thumbnailColumns()
        let thumbnails = columns.covered.union(columns.beside)
        #expect(!thumbnails.isEmpty && thumbnails.count < 14, "thumbnail columns: \(thumbnails.sorted())")
        try session.expectCtrlLRepaints(
            scrolled, "the scrolled screen", ignoredColumns: thumbnails, sourceLocation: sourceLocation)
        try session.type("q")
        let ending = try #require(
            session.ending(), "burin did not end after q in \(name)", sourceLocation: sourceLocation)
        #expect(ending.status == 0, "burin's exit status after q: \(ending.status)", sourceLocation: sourceLocation)
        try session.finish()
    }
}
