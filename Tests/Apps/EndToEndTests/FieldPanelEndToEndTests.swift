import BurinTestSupport
import Testing

/// The real binary in tmux on the demo feed: `s` shows the fields with the app's sorts first, `c`
/// counts a field's values with bars, and Enter on a value filters the list by it.
extension ViewerEndToEndTests {
    @Test func fieldPickerAndCountsPanelOnTheDemoFeed() throws {
        let viewer = try ViewerSession(extraArguments: ["--pixels", "off"])
        try viewer.waitForFeed(showing: ViewerSession.statusHint)

        try viewer.tmux.press("s")
        let picker = try viewer.tmux.waitForScreen { screen in
            screen.contains("sort by which field?") && screen.contains("sales  (-monthly_sales)")
                && screen.contains("records · / narrows · Enter sorts")
        }
        #expect(picker.satisfied, "s did not show the fields:\n\(picker.screen)")
        try viewer.tmux.press("Escape")
        _ = try viewer.tmux.waitForScreen { !$0.contains("sort by which field?") }

        try viewer.tmux.press("c")
        let counting = try viewer.tmux.waitForScreen { $0.contains("count which field's values?") }
        #expect(counting.satisfied, "c did not ask which field:\n\(counting.screen)")
        try viewer.tmux.type("/category")
        try viewer.tmux.press("Enter")
        let counts = try viewer.tmux.waitForScreen { screen in
            screen.contains("category: ") && screen.contains("values") && screen.contains("████")
                && screen.contains("%") && screen.contains("Enter filters")
        }
        #expect(counts.satisfied, "no counts panel with bars:\n\(counts.screen)")

        try viewer.tmux.press("Enter")
        let filtered = try viewer.tmux.waitForScreen { screen in
            ScreenText.statusLine(screen).contains("filter \"category=") && !screen.contains("Enter filters")
        }
        #expect(filtered.satisfied, "Enter did not filter by the value:\n\(filtered.screen)")
        try viewer.tmux.press("q")
        #expect(try viewer.waitForEnding()?.exitStatus == 0)
    }
}
