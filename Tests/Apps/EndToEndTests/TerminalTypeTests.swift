import BurinTestSupport
import Testing

extension ViewerEndToEndTests {
    /// 24-bit colour: the feed appears, in RGB colours, with the same characters as the snapshot.
    @Test func xtermDirectShowsTheFeedInTrueColor() throws {
        let infocmp = TmuxChildProcess.which("infocmp")
        let entry = try infocmp.map { try TmuxChildProcess.run($0, ["xterm-direct"], timeout: .seconds(5)) }
        guard let entry, entry.status == 0 else {
            let why =
                "The xterm-direct terminfo entry is missing (`infocmp xterm-direct` failed), so 24-bit colour "
                + "cannot be tested: install Debian's ncurses-term (scripts/install-deps.sh does)."
            Issue.record(Comment(rawValue: why))
            return
        }
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession(term: "xterm-direct")
        try viewer.waitForFeed(showing: first.name)
        try viewer.expectScreen(equals: try Snapshot.shown(columns: 120, rows: 40, color: "direct"), "xterm-direct")
        let colored = try viewer.tmux.capture(escapes: true)
        let sgr = ScreenText.sgrParameterLists(colored)
        #expect(sgr.contains { $0.starts(with: [38, 2]) || $0.starts(with: [48, 2]) }, "no 24-bit colour on screen")
    }

    /// A terminal without colour: the feed is still readable, marked only with reverse video and bold.
    @Test func vt100ShowsAColorlessFeed() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession(term: "vt100")
        try viewer.waitForFeed(showing: first.name)
        try viewer.expectScreen(equals: try Snapshot.shown(columns: 120, rows: 40, color: "none"), "vt100")
        let sgr = ScreenText.sgrParameterLists(try viewer.tmux.capture(escapes: true))
        let colors = sgr.filter(ScreenText.setsColor)
        #expect(colors.isEmpty, "colour escapes on a vt100: \(colors.prefix(5))")
        #expect(sgr.contains { $0.contains(7) }, "the status bar is not in reverse video")
        let allowed: Set<Int> = [0, 1, 7, 22, 27, 39, 49]
        let others = Set(sgr.joined()).subtracting(allowed)
        #expect(others.isEmpty, "attributes beyond bold and reverse: \(others.sorted())")
    }
}
