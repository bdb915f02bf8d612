import BurinCore
import BurinTerminal
import BurinText
import Testing

@testable import BurinListViewer

/// The status bar says where you are as less does (the row, TOP, END or a percentage), counts from the
/// focused row, and keeps the row and its place however narrow the screen.
@Suite struct StatusBarTests {
    static func facts(_ place: StatusBar.Place = .top, position: Int = 0) -> StatusBar.Facts {
        StatusBar.Facts(
            title: "merchants.jsonl", position: position, count: 2050, totalCount: 2050, place: place,
            appFacts: [StatusBar.Fact("3 bad records", rank: 6), StatusBar.Fact("30 not merchants", rank: 5)])
    }

    @Test func aWideBarHasEverything() {
        let (left, right) = StatusBar.layout(Self.facts(.percent(45), position: 921), width: 120)
        #expect(left == " merchants.jsonl  922/2050 45% · 3 bad records · 30 not merchants")
        #expect(right == StatusBar.hint)
    }

    @Test(arguments: [80, 60, 40, 34, 32, 28, 24, 20, 16])
    func theRowAndItsPlaceSurviveNarrowScreens(width: Int) {
        let (left, right) = StatusBar.layout(Self.facts(.end, position: 2049), width: width)
        let used = TextMetrics.width(left) + (right.isEmpty ? 0 : TextMetrics.width(right) + 2)
        #expect(used <= width, "\(width) columns: \(left) | \(right)")
        #expect(left.contains("2050/2050 END"), "\(width) columns: \(left)")
    }

    /// Narrowing: the title is cut first, then the hint goes, then facts by rank; bad records are
    /// worth more than the hint, loading progress less.
    @Test func theTitleIsCutBeforeTheHintAndTheHintGoesBeforeBadRecords() {
        var plain = Self.facts()
        plain.appFacts = [StatusBar.Fact("indexing 50%", rank: 4)]
        let (narrow, narrowRight) = StatusBar.layout(plain, width: 32)
        #expect(narrow == " 1/2050 TOP", "the title and the loading progress go first: \(narrow)")
        #expect(narrowRight == StatusBar.hint, "at 32 columns the keys hint stays")

        let (troubled, troubledRight) = StatusBar.layout(Self.facts(), width: 32)
        #expect(troubled.contains("1/2050 TOP · 3 bad records"), "\(troubled)")
        #expect(troubledRight.isEmpty)

        let (tiny, tinyRight) = StatusBar.layout(Self.facts(), width: 20)
        #expect(tiny.hasSuffix("1/2050 TOP") && TextMetrics.width(tiny) <= 20, "\(tiny)")
        #expect(tinyRight.isEmpty)
    }

    @Test func thePromptShowsTheMatchesSoFar() {
        var facts = Self.facts()
        facts.prompt = "寿司"
        facts.count = 12
        facts.filterScanning = true
        #expect(StatusBar.layout(facts, width: 80) == ("/寿司▏", "12 matches so far"))
        facts.filterScanning = false
        #expect(StatusBar.layout(facts, width: 80) == ("/寿司▏", "12 of 2050 match"))
        #expect(StatusBar.layout(facts, width: 12) == ("/寿司▏", "12"))
    }

    @Test func aBackgroundSearchSaysHowFarItGotAndAnUnreadableQueryWhy() {
        var facts = Self.facts()
        facts.prompt = "rating>4"
        facts.count = 1204
        facts.filterScanning = true
        facts.filterProgress = 0.384
        #expect(StatusBar.layout(facts, width: 80) == ("/rating>4▏", "1,204 matches · 38%"))
        facts.filterError = "rating>>4: expected a number after '>'"
        #expect(StatusBar.layout(facts, width: 80) == ("/rating>4▏", "rating>>4: expected a number after '>'"))
        // Too narrow for the reason: the count, then the bare count.
        #expect(StatusBar.layout(facts, width: 40) == ("/rating>4▏", "1,204 matches · 38%"))
        facts.prompt = nil
        facts.filterError = nil
        facts.filter = "rating>4"
        let (left, _) = StatusBar.layout(facts, width: 120)
        #expect(left.contains("filter \"rating>4\" (38%) of 2050"), "\(left)")
    }

    @Test func countsAreGroupedByThousands() {
        #expect(StatusBar.grouped(0) == "0")
        #expect(StatusBar.grouped(999) == "999")
        #expect(StatusBar.grouped(1000) == "1,000")
        #expect(StatusBar.grouped(1_234_567) == "1,234,567")
        #expect(StatusBar.grouped(-12_345) == "-12,345")
    }

    @Test func theViewerReportsTopPercentageAndEnd() throws {
        let h = ListHarness(notes: 300)
        let count = h.viewer.model.rowCount
        #expect(count == 300)
        #expect(h.statusLine.contains("1/\(count) TOP"), "status: \(h.statusLine)")
        h.press(.character(" "))
        let bottom = try #require(h.rows.last { $0.top + $0.height <= h.viewportHeight })
        #expect(h.statusLine.contains("/\(count) \((bottom.index + 1) * 100 / count)%"), "status: \(h.statusLine)")
        let top = try #require(h.rows.first { $0.top >= 0 })
        #expect(h.statusLine.contains(" \(top.index + 1)/\(count) "), "the row at the top is the row you are on")
        h.press(.character("G"))
        #expect(h.statusLine.contains("\(h.position.index + 1)/\(count) END"), "status: \(h.statusLine)")
    }

    @Test func aListThatFitsIsAll() {
        let h = ListHarness(notes: 3)
        #expect(h.statusLine.contains("1/3 ALL"), "status: \(h.statusLine)")
    }

    /// The bar as the viewer draws it: the app's title, the row of how many, the app's facts, the
    /// help hint at the right edge.
    @Test func theBarNamesTheAppCountsItsItemsAndShowsItsFacts() {
        let h = ListHarness(notes: 60)
        #expect(h.statusLine.hasPrefix(" notes  1/60 TOP · 60 notes"), "status: \(h.statusLine)")
        #expect(h.statusLine.hasSuffix(StatusBar.hint + " "), "status: \(h.statusLine)")
        h.press(.character("1"), .character("2"), .character("G"))
        #expect(h.statusLine.hasPrefix(" notes  12/60 "), "status: \(h.statusLine)")
    }

    @Test func anEmptyListSaysWhatTheAppSays() {
        let h = ListHarness(notes: 0)
        #expect(h.rows.isEmpty)
        #expect(h.statusLine.contains("no rows · no notes"), "status: \(h.statusLine)")
        for key: Key in [.character("j"), .character("G"), .character(" "), .character("n"), .enter, .character("x")] {
            h.press(key)
            #expect(h.position == .top)
            #expect(h.viewer.isRunning)
        }
        #expect(h.statusLine.contains("nothing to mark"), "an app key with no row: \(h.statusLine)")
    }
}
