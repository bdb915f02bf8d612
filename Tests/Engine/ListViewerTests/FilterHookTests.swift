import BurinCore
import BurinListViewer
import BurinTerminal
import Testing

/// `/` filters with the app's own rule (`ListApp.matches`): the viewer runs the prompt, the scan and
/// the counts; what matches is the app's business. The notes match their kind, whole, and nothing
/// else, although every row says "note".
@Suite struct FilterHookTests {
    /// Every note on screen, by the number its first line shows.
    static func numbersOnScreen(_ h: ListHarness) -> [Int] {
        h.rows.compactMap { row in
            guard row.top >= 0 else { return nil }
            return h.note(of: row)?.number
        }
    }

    @Test func theAppsRuleDecidesWhatMatches() {
        let h = ListHarness(notes: 60)
        h.step([.key(.character("/"))])
        #expect(h.statusLine.hasPrefix("/▏"), "the prompt replaces the status bar: \(h.statusLine)")
        h.type("even")
        h.settle()
        #expect(h.statusLine.hasPrefix("/even▏"), "the prompt stays while typing: \(h.statusLine)")
        #expect(h.statusLine.contains("30 of 60 match"), "status: \(h.statusLine)")
        #expect(h.app.queriesAsked.contains("even"), "the viewer asked the app")
        let shown = Self.numbersOnScreen(h)
        #expect(!shown.isEmpty && shown.allSatisfy { $0 % 2 == 0 }, "\(shown)")
        #expect(h.line(0).contains("note 2:") && h.line(0).contains("[even]"))
        #expect(!h.listText.contains("[odd]"))

        // What the screen shows is not what matches: part of a kind, or a word every row has.
        for query in ["eve", "note"] {
            h.press(.control("u"))
            h.type(query)
            h.settle()
            #expect(h.viewer.model.rowCount == 0, "\(query) matches nothing")
            #expect(h.statusLine.contains("0 of 60 match"), "status: \(h.statusLine)")
            #expect(h.rows.isEmpty)
        }
    }

    @Test func enterKeepsTheFilterAndTheStatusBarSaysSo() throws {
        let h = ListHarness(notes: 60)
        h.step([.key(.character("/"))])
        h.type("odd")
        h.press(.enter)
        #expect(h.viewer.model.filter?.query == "odd")
        #expect(h.viewer.model.rowCount == 30)
        #expect(h.statusLine.contains("1/30 TOP · filter \"odd\" of 60"), "status: \(h.statusLine)")
        // The filtered list scrolls like any other; every row stays a match.
        h.press(.character("G"))
        #expect(h.rows.last.flatMap(h.note(of:))?.number == 59)
        #expect(h.statusLine.contains("\(h.position.index + 1)/30 END"), "status: \(h.statusLine)")
        #expect(Self.numbersOnScreen(h).allSatisfy { $0 % 2 == 1 })
        let last = try #require(h.rows.last)
        #expect(h.line(last.top).contains("note 59:"))
    }

    @Test func escapeWhileTypingPutsTheListBackWhereItWas() {
        let h = ListHarness(notes: 60)
        h.press(.character("1"), .character("5"), .character("j"))
        let origin = h.position
        #expect(h.showsLine(15))
        h.step([.key(.character("/"))])
        h.type("even")
        h.settle()
        #expect(h.viewer.model.rowCount == 30)
        h.press(.escape)
        #expect(h.viewer.model.filter == nil)
        #expect(h.viewer.model.rowCount == 60)
        #expect(h.position == origin, "as if the filter had never been typed")
        #expect(h.showsLine(15))
    }

    @Test func backspaceWidensAndAFilterThatMatchesNothingSaysSo() {
        let h = ListHarness(notes: 60)
        h.step([.key(.character("/"))])
        h.type("odds")
        h.press(.enter)
        #expect(h.viewer.model.rowCount == 0)
        #expect(h.statusLine.contains("nothing matches; Esc clears the filter"), "status: \(h.statusLine)")
        #expect(!h.statusLine.contains("no notes"), "the app's empty message is for an empty list")
        h.step([.key(.character("/"))])
        h.press(.backspace)
        #expect(h.statusLine.hasPrefix("/odd▏"))
        #expect(h.viewer.model.rowCount == 30)
        h.press(.enter)
        h.press(.escape)
        #expect(h.viewer.model.filter == nil && h.viewer.model.rowCount == 60)
        #expect(h.viewer.isRunning)
    }

    @Test func aClickOnARegionAsksTheAppWhichMayFilter() throws {
        let h = ListHarness(notes: 60)
        let row = try #require(h.rows.first { h.note(of: $0)?.kind == "odd" })
        // The badge at the right edge of the note's first line.
        h.step([.mouse(.click(x: h.grid.size.width - 2, y: row.top))])
        h.settle()
        #expect(h.viewer.model.filter?.query == "odd")
        #expect(h.statusLine.contains("filter \"odd\" of 60"), "status: \(h.statusLine)")
        #expect(!h.listText.contains("[even]"))
    }
}
