import BurinCore
import BurinListViewer
import BurinTerminal
import BurinTestSupport
import FeedData
import MerchantFeed
import Testing

/// A file with malformed records and terminal escape sequences in its strings: the bad records are
/// counted in the status bar and shown as rows, and not one control character reaches the grid.
@Suite struct HostileInputTests {
    static let esc = "\u{1B}"

    /// Five malformed records and a list of numbers (a row of its text) among good ones; strings hold
    /// ESC sequences, C1 controls and BEL.
    static func lines() -> [String] {
        var lines: [String] = []
        for i in 0..<30 {
            switch i {
            case 2: lines.append("not json at all \(esc)[31m red")
            case 5: lines.append("{\"id\": 5, \"name\": \"cut off")
            case 9: lines.append("[1, 2, 3]")
            case 13: lines.append("{\"id\": 13, \"name\": \"raw \(esc)[2J clear\", }")
            case 17: lines.append("\(esc)]0;title\u{07}")
            case 21: lines.append("{\"id\": 21, \"name\": \(String(repeating: "[", count: 500))}")
            case 3:
                lines.append(
                    merchantLine(
                        id: i, name: "Escaped \(esc)[31mred\(esc)[0m \(esc)]8;;http://x\u{07}link",
                        tags: ["\u{9B}31m", "ok\u{07}"]))
            case 4:
                // Raw control bytes inside a JSON string (not escaped): hostile, and still sanitised.
                lines.append(
                    "{\"id\": 4, \"name\": \"Raw \(esc)[5mblink\u{7F}\u{85}end\", \"promotions\": [\"\(esc)[1mbold\"]}")
            case 7:
                lines.append(
                    merchantLine(
                        id: i, name: "\u{9B}2J\u{90}dcs\u{9C}", category: "\(esc)c", promotions: ["\(esc)[?1049h"]))
            default:
                lines.append(merchantLine(id: i, name: "Shop \(i)"))
            }
        }
        return lines
    }

    static func gridHasNoControls(_ grid: CellGrid) -> Bool {
        grid.cells.allSatisfy { !$0.text.unicodeScalars.contains(where: GridChecks.isControl) }
    }

    @Test func badRecordsAreCountedAndControlsNeverReachTheGrid() throws {
        let fixture = try FeedFixture(lines: Self.lines())
        let feed = try fixture.source()
        let h = ViewerHarness(feed: feed, size: CellSize(width: 100, height: 60))
        h.settle()
        #expect(feed.badRecordCount == 5)
        #expect(h.statusLine.contains("5 bad records"), "status: \(h.statusLine)")
        #expect(Self.gridHasNoControls(h.grid))
        #expect(GridChecks.problems(in: h.grid) == [])
        #expect(h.grid.text.contains("bad record at line 3"), "a bad record is a visible row")
        #expect(h.grid.text.contains("1, 2, 3"), "a list of numbers is a row of its text")
        #expect(h.grid.text.contains("Escaped"))

        // Every row, expanded and focused, at several widths and colour depths.
        var pages = 0
        while pages < 20 {
            h.press(.character("n"), .enter)
            #expect(Self.gridHasNoControls(h.grid))
            #expect(GridChecks.problems(in: h.grid) == [])
            if h.rows.last?.index == 29 { break }
            h.press(.character(" "))
            pages += 1
        }
        for (columns, rows) in [(30, 40), (45, 50), (7, 9)] {
            h.step([.resize(columns: columns, rows: rows)])
            h.settle()
            #expect(Self.gridHasNoControls(h.grid))
            #expect(GridChecks.problems(in: h.grid) == [])
        }
    }

    @Test func everyRowIsCleanWithoutColour() throws {
        let fixture = try FeedFixture(lines: Self.lines())
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 90, height: 50), colorMode: .none)
        h.settle()
        h.press(.character("g"))
        #expect(Self.gridHasNoControls(h.grid))
        #expect(GridChecks.problems(in: h.grid) == [])
        #expect(h.statusLine.contains("5 bad records"))
        h.press(.character("G"))
        #expect(Self.gridHasNoControls(h.grid))
    }

    @Test func aFilterTypedWithControlsIsShownClean() throws {
        let fixture = try FeedFixture(lines: Self.lines())
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.step([.key(.character("/"))])
        for character in "\(Self.esc)[31m\u{9B}x" { h.step([.key(.character(character))]) }
        h.settle()
        #expect(Self.gridHasNoControls(h.grid))
        #expect(h.statusLine.hasPrefix("/"))
    }
}
