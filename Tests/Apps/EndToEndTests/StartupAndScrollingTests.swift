import BurinTestSupport
import Testing

extension ViewerEndToEndTests {
    @Test func startShowsTheFeedWithinSeconds() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        let screen = try viewer.waitForFeed(showing: first.name, timeout: .seconds(5))
        let status = ScreenText.statusLine(screen)
        #expect(status.hasPrefix(" merchants.jsonl  1/2050"), "status bar: \(status)")
        #expect(status.hasSuffix(ViewerSession.statusHint))
    }

    /// The live screen and the headless snapshot are the same viewer; they must agree character for
    /// character, status bar included (both say "1/2050"; neither is still indexing once settled).
    @Test func firstScreenEqualsSnapshot() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        try viewer.waitForFeed(showing: first.name)
        try viewer.expectScreen(equals: try Snapshot.shown(columns: 120, rows: 40), "first screen")
    }

    @Test func scrollingEqualsSnapshotScrolledAsFar() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        let listHeight = viewer.rows - 1
        try viewer.waitForFeed(showing: first.name)

        for _ in 0..<7 { try viewer.tmux.press("j") }
        try viewer.expectScreen(equals: try Snapshot.shown(columns: 120, rows: 40, scroll: 7), "after j x7")

        try viewer.tmux.press("k", "k")
        try viewer.expectScreen(equals: try Snapshot.shown(columns: 120, rows: 40, scroll: 5), "after k x2")

        // The end of the list at the bottom of the screen. The snapshot gets there by scrolling well past
        // the end from a few rows before it (the scroll is clamped), which lays out every row on the way.
        try viewer.tmux.press("G")
        let end = try viewer.expectScreen(
            equals: try Snapshot.shown(columns: 120, rows: 40, top: 2_041, scroll: 1_000), "after G")
        #expect(ScreenText.position(end)?.count == 2_050)
        // Asking for the last row at the top is asking for the end, too.
        try viewer.expectScreen(
            equals: try Snapshot.shown(columns: 120, rows: 40, top: 2_050), "after G, as --top 2050")

        try viewer.tmux.press("g")
        try viewer.expectScreen(equals: try Snapshot.shown(columns: 120, rows: 40), "after g")

        // As in less, a page is the whole list area (the screen less the status bar).
        try viewer.tmux.press("Space")
        try viewer.expectScreen(
            equals: try Snapshot.shown(columns: 120, rows: 40, scroll: listHeight), "after a page down (space)")
        try viewer.tmux.press("NPage")
        try viewer.expectScreen(
            equals: try Snapshot.shown(columns: 120, rows: 40, scroll: 2 * listHeight), "after a page down (PgDn)")
        try viewer.tmux.press("b")
        try viewer.expectScreen(
            equals: try Snapshot.shown(columns: 120, rows: 40, scroll: listHeight), "after a page up (b)")
        try viewer.tmux.press("d")
        try viewer.expectScreen(
            equals: try Snapshot.shown(columns: 120, rows: 40, scroll: listHeight + (listHeight + 1) / 2),
            "after half a page down (d)")
    }
}
