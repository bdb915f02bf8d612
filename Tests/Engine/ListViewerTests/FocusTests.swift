import BurinCore
import BurinListViewer
import BurinTerminal
import Testing

/// `n`/`N` move a focus the app draws (`▶` on the note), which the status bar counts from, which
/// Enter and the app's keys act on, and which always stays whole on screen.
@Suite struct FocusTests {
    @Test func nFocusesTheFirstRowAndTheAppDrawsIt() throws {
        let h = ListHarness(notes: 60)
        #expect(h.viewer.model.focused == nil)
        #expect(!h.listText.contains("▶"), "no focus until asked for")
        h.press(.character("n"))
        let first = try #require(h.focusedRow)
        #expect(first.index == 0)
        #expect(h.line(0).hasPrefix("▶ note 1:"))
        #expect(h.listText.components(separatedBy: "▶").count == 2, "one row is focused")
        h.press(.character("n"))
        #expect(h.focusedRow?.index == 1)
        #expect(h.line(0).hasPrefix("  note 1:"), "the old focus is drawn plain again")
        let second = try #require(h.focusedRow)
        #expect(h.line(second.top).hasPrefix("▶ note 2:"))
        #expect(h.statusLine.contains("2/60 TOP"), "the status bar counts from the focused row: \(h.statusLine)")
        h.press(.character("N"))
        #expect(h.focusedRow?.index == 0)
        h.press(.tab)
        #expect(h.focusedRow?.index == 1, "Tab is n")
    }

    @Test func theFocusedRowStaysWholeOnScreen() throws {
        let h = ListHarness(notes: 60)
        for expected in 0..<20 {
            h.press(.character("n"))
            let focused = try #require(h.focusedRow)
            #expect(focused.index == expected)
            #expect(focused.top >= 0 && focused.top + focused.height <= h.viewportHeight, "row \(expected) is cut")
            #expect(h.line(focused.top).hasPrefix("▶ note \(expected + 1):"))
        }
        #expect(h.position.index > 0, "moving the focus past the bottom scrolled")
        for expected in stride(from: 18, through: 0, by: -1) {
            h.press(.character("N"))
            let focused = try #require(h.focusedRow)
            #expect(focused.index == expected)
            #expect(focused.top >= 0 && focused.top + focused.height <= h.viewportHeight)
        }
        #expect(h.position == .top)
    }

    @Test func enterUnfoldsTheFocusedNoteAndEscapeDropsTheFocus() throws {
        let h = ListHarness(notes: 60)
        h.press(.character("n"), .character("n"))
        let row = try #require(h.focusedRow)
        let id = try #require(row.id)
        #expect(!h.listText.contains("note 2 unfolded"))
        h.press(.enter)
        #expect(h.viewer.model.isUnfolded(id))
        let unfolded = try #require(h.focusedRow)
        #expect(unfolded.height == row.height + 1)
        #expect(h.line(unfolded.top + unfolded.height - 1).contains("note 2 unfolded"))
        #expect(h.line(unfolded.top + unfolded.height).contains("note 3:"), "the next row moves down")
        h.press(.enter)
        #expect(!h.viewer.model.isUnfolded(id))
        #expect(!h.listText.contains("note 2 unfolded"))

        h.press(.escape)
        #expect(h.viewer.model.focused == nil, "Esc backs out of the focus")
        #expect(!h.listText.contains("▶"))
        #expect(h.viewer.isRunning)
    }

    @Test func enterWithoutAFocusActsOnTheTopRow() {
        let h = ListHarness(notes: 60)
        h.press(.character("j"))
        h.press(.enter)
        // Note 1's first line is above the screen: the first row whose top is on screen is note 2.
        #expect(h.listText.contains("note 2 unfolded"))
        #expect(h.focusedRow.flatMap(h.note(of:))?.number == 2)
    }

    @Test func theAppsKeyActsOnTheFocusedRow() {
        let h = ListHarness(notes: 60)
        h.press(.character("x"))
        #expect(h.statusLine.contains("marked note 1"), "no focus: the top row: \(h.statusLine)")
        #expect(h.line(0).hasPrefix("▶ note 1:"), "and the row it acted on is focused")
        h.press(.character("n"), .character("n"))
        h.press(.character("x"))
        #expect(h.statusLine.contains("marked note 3"), "status: \(h.statusLine)")
        h.press(.character("j"))
        #expect(!h.statusLine.contains("marked"), "the notice goes with the next key")
    }

    @Test func aClickOutsideAnyRegionFocusesTheRow() throws {
        let h = ListHarness(notes: 60)
        let third = h.rows[2]
        h.step([.mouse(.click(x: 3, y: third.top))])
        h.settle()
        #expect(h.viewer.model.focused == third.id)
        #expect(h.line(third.top).hasPrefix("▶ note 3:"))
        // The status bar and points off the screen do nothing.
        let position = h.position
        h.step([.mouse(.click(x: 3, y: h.viewportHeight)), .mouse(.click(x: -5, y: -5))])
        h.settle()
        #expect(h.viewer.model.focused == third.id)
        #expect(h.position == position)
    }
}
