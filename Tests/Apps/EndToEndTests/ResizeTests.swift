import BurinTestSupport
import Testing

extension ViewerEndToEndTests {
    /// Shrinking the terminal re-lays every row out at the new width and keeps the row that was at the
    /// top at the top.
    @Test func resizeRelaysOutAndKeepsTheTopRow() throws {
        let merchants = try DemoFeed.merchants()
        try #require(merchants.count > 2)
        let viewer = try ViewerSession(columns: 120, rows: 40)
        try viewer.waitForFeed(showing: merchants[0].name)
        // The settled first screen: rows whose photos are still being decoded show placeholders.
        let start = ScreenText.lines(
            try viewer.expectScreen(equals: try Snapshot.shown(columns: 120, rows: 40), "the first screen"))
        // Scroll the third row's first line to the top of the screen.
        let heads = ScreenText.cardHeadIndices(start)
        try #require(heads.count > 2)
        let thirdHead = heads[2]
        #expect(start[thirdHead].contains(merchants[2].name))
        for _ in 0..<thirdHead { try viewer.tmux.press("j") }
        let before = try viewer.expectScreen(
            equals: try Snapshot.shown(columns: 120, rows: 40, scroll: thirdHead), "third row at the top")
        #expect(ScreenText.position(before)?.position == 3)

        try viewer.tmux.resize(columns: 80, rows: 30)
        let after = try viewer.expectScreen(
            equals: try Snapshot.shown(columns: 80, rows: 30, top: 3), "after resizing to 80x30")
        let lines = ScreenText.lines(after)
        #expect(lines.count == 30)
        #expect(lines.first?.contains(merchants[2].name) == true, "top line: \(lines.first ?? "")")
        #expect(ScreenText.position(after)?.position == 3)
        for line in lines {
            #expect(ScreenText.columns(line) <= 80, "a line wider than 80 columns: \(line)")
        }
        // The status bar's right end is laid out for 80 columns, not cut off from a 120-column layout.
        #expect(ScreenText.statusLine(after).hasSuffix(ViewerSession.statusHint))
        #expect(ScreenText.columns(ScreenText.statusLine(after)) == 79)
    }
}
