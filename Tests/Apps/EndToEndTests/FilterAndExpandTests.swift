import BurinTestSupport
import Testing

extension ViewerEndToEndTests {
    /// Cards wholly on screen: the lines between two card separators (a row of half blocks across most
    /// of the width, `▀` or `▄` as the screen spelt each), or from a card's first line at the top of
    /// the screen to a separator.
    static func completeCards(_ screen: String, columns: Int) -> [[String]] {
        var lines = ScreenText.lines(screen)
        if !lines.isEmpty { lines.removeLast() }  // the status bar
        func isSeparator(_ line: String) -> Bool {
            let body = line.drop(while: { $0 == " " })
            return body.count >= columns / 2 && body.allSatisfy { $0 == "▀" || $0 == "▄" }
        }
        var cards: [[String]] = []
        var current: [String] = []
        var complete = !ScreenText.cardHeadIndices(Array(lines.prefix(1))).isEmpty
        for line in lines {
            if isSeparator(line) {
                if complete, !current.isEmpty { cards.append(current) }
                current = []
                complete = true
            } else {
                current.append(line)
            }
        }
        return cards
    }

    @Test func filterNarrowsTheListAndEscapeClearsIt() throws {
        let word = "火锅"
        let merchants = try DemoFeed.merchants()
        let first = try #require(merchants.first)
        try #require(!first.name.contains(word) && first.category != word && !first.tags.contains(word))
        let viewer = try ViewerSession()
        try viewer.waitForFeed(showing: first.name)

        try viewer.tmux.press("/")
        let prompt = try viewer.tmux.waitForScreen { ScreenText.statusLine($0).hasPrefix("/") }
        #expect(prompt.satisfied, "no filter prompt after '/': \(ScreenText.statusLine(prompt.screen))")

        // Incremental: the list narrows while the word is still being typed.
        try viewer.tmux.type(word)
        let typed = try viewer.tmux.waitForScreen { screen in
            ScreenText.statusLine(screen).hasPrefix("/" + word) && !screen.contains(first.name)
        }
        #expect(typed.satisfied, "typing '\(word)' did not narrow the list:\n\(typed.screen)")

        try viewer.tmux.press("Enter")
        // Also until the matching rows are drawn: each shows its placeholder while its photo is decoded.
        let kept = try viewer.tmux.waitForScreen { screen in
            ScreenText.statusLine(screen).contains("filter \"\(word)\" of 2050")
                && !ScreenText.statusLine(screen).contains("scanning")
                && Self.completeCards(screen, columns: viewer.columns).count >= 3
        }
        #expect(kept.satisfied, "status after Enter: \(ScreenText.statusLine(kept.screen))")
        let count = try #require(ScreenText.position(kept.screen)?.count)
        #expect(count > 0 && count < 2_050)
        let cards = Self.completeCards(kept.screen, columns: viewer.columns)
        #expect(cards.count >= 3, "too few whole cards to judge the filter:\n\(kept.screen)")
        for card in cards {
            #expect(card.contains { $0.contains(word) }, "a card without '\(word)':\n\(card.joined(separator: "\n"))")
        }

        // Esc outside the prompt clears the filter first (it quits only when there is none).
        try viewer.tmux.press("Escape")
        let cleared = try viewer.tmux.waitForScreen { screen in
            ScreenText.position(screen)?.count == 2_050 && !ScreenText.statusLine(screen).contains("filter")
        }
        #expect(cleared.satisfied, "Esc did not clear the filter: \(ScreenText.statusLine(cleared.screen))")
        #expect(try viewer.tmux.exitStatus() == nil)

        // Esc inside the prompt drops what was typed.
        try viewer.tmux.press("/")
        try viewer.tmux.type(word)
        let retyped = try viewer.tmux.waitForScreen { ScreenText.statusLine($0).hasPrefix("/" + word) }
        #expect(retyped.satisfied)
        try viewer.tmux.press("Escape")
        let dropped = try viewer.tmux.waitForScreen { screen in
            ScreenText.position(screen)?.count == 2_050 && !ScreenText.statusLine(screen).contains("filter")
        }
        #expect(dropped.satisfied, "Esc in the prompt did not clear: \(ScreenText.statusLine(dropped.screen))")
    }

    /// `n` focuses rows from the top; Enter on a card with more promotions than its line shows them all
    /// with a "收起" (fold) label, and Enter again folds it back to the screen it had. (At 44 columns
    /// three promotions do not fit one line; at 120 they would, and there would be nothing to unfold.)
    @Test func enterExpandsAndFoldsTheFocusedCard() throws {
        let merchants = try DemoFeed.merchants()
        let index = try #require(
            merchants.prefix(3).firstIndex { $0.promotions.count > 2 }, "no card with promotions on the first screen")
        let target = merchants[index]
        let viewer = try ViewerSession(columns: 44)
        try viewer.waitForFeed(showing: target.name)
        // The settled first screen (every row drawn), not merely the first with the name on it: on a
        // busy machine a row may still be a placeholder then, and the comparison below would fail.
        let first = ScreenText.lines(
            try viewer.expectScreen(equals: try Snapshot.shown(columns: 44, rows: 40), "first screen"))
        #expect(!first.contains { $0.contains("收起") })

        // Focused, the status bar counts from the focused row.
        for _ in 0...index { try viewer.tmux.press("n") }
        // The focus moves card by card and each is redrawn: wait until the screen stops changing (the
        // same at three captures in a row) with the focus on the target.
        var previous: [[String]] = []
        let focused = try viewer.tmux.waitForScreen(interval: .milliseconds(100)) { screen in
            previous = Array((previous + [ScreenText.lines(screen)]).suffix(3))
            return ScreenText.position(screen)?.position == index + 1 && previous.count == 3
                && Set(previous).count == 1
        }
        #expect(
            focused.satisfied, "the status bar does not show the focused row: \(ScreenText.statusLine(focused.screen))")
        let folded = ScreenText.lines(focused.screen)
        try viewer.tmux.press("Enter")
        let expanded = try viewer.tmux.waitForScreen { $0.contains("收起") }
        #expect(expanded.satisfied, "Enter on \(target.name) showed no 收起:\n\(expanded.screen)")
        let lines = ScreenText.lines(expanded.screen)
        let foldLine = try #require(lines.firstIndex { $0.contains("收起") })
        let head = try #require(ScreenText.cardHeadIndices(lines).last { $0 < foldLine })
        #expect(lines[head].contains(target.name), "收起 appeared on another card: \(lines[head])")
        #expect(lines != folded, "the expanded card looks as it did folded")
        for promotion in target.promotions {
            #expect(lines[head...foldLine].contains { $0.contains(promotion) }, "promotion \(promotion) not shown")
        }

        try viewer.tmux.press("Enter")
        let back = try viewer.tmux.waitForScreen(timeout: .seconds(10)) { ScreenText.lines($0) == folded }
        #expect(
            back.satisfied,
            "folding again did not restore the screen:\n\(ScreenText.difference(expected: folded, actual: ScreenText.lines(back.screen)))"
        )
    }
}
