import BurinCore
import BurinTerminal
import BurinText
import FeedData
import Foundation
import MerchantFeed
import Testing

/// The viewer's side of issue 13 and of issue 11's items 10, 18 and 20: Ctrl-C's status, names whose
/// first character is hard to measure, honest bad-record counts, bounds and reloads in the status bar.
@Suite struct FaultViewerTests {
    @Test func ctrlCEndsTheViewerAsSIGINTWouldAndQWithZero() throws {
        let fixture = try FeedFixture(generated: 30)
        let browsing = ViewerHarness(feed: try fixture.source())
        browsing.settle()
        browsing.step([.key(.control("c"))])
        #expect(!browsing.viewer.isRunning)
        #expect(browsing.viewer.exitStatus == 130)

        let help = ViewerHarness(feed: try fixture.source())
        help.settle()
        help.press(.character("?"))
        help.step([.key(.control("c"))])
        #expect(help.viewer.exitStatus == 130)

        let quitting = ViewerHarness(feed: try fixture.source())
        quitting.settle()
        quitting.step([.key(.character("q"))])
        #expect(!quitting.viewer.isRunning)
        #expect(quitting.viewer.exitStatus == 0)
    }

    /// First characters of a name that once made a line too wide or too short (issue 13, finding 9;
    /// issue 11, item 20): ZWJ sequences, a skin tone, a leading combining mark, an interlinear
    /// annotation, a tag, unassigned and non-character scalars, a plane-3 scalar, bidi controls, ZWJ.
    static let hardNames = [
        "👨‍👩‍👧‍👦 family", "🧑‍🤝‍🧑 pair", "☝🏻 up", "\u{301}combining", scalar(0xFFF9) + "anchor", scalar(0xE0001) + "tag",
        scalar(0x378) + "unassigned", scalar(0xFDD0) + "nonchar", scalar(0x3FFFD) + "plane3", "\u{202E}rtl",
        "\u{200D}zwj", "ß street",
    ]

    /// Columns a terminal gives a cell: every spacing scalar takes its `wcwidth`, zero-width ones
    /// ride along; nil when one is unprintable (`wcwidth` -1, which terminals disagree on).
    private static func terminalColumns(_ text: String) -> Int? {
        var columns = 0
        for scalar in text.unicodeScalars {
            let w = TerminalWidth.width(of: scalar)
            if w < 0 { return nil }
            columns += w
        }
        return columns
    }

    @Test func everyLineIsExactlyTheScreenWidthWhateverTheNameStartsWith() throws {
        let lines = Self.hardNames.enumerated().map { merchantLine(id: $0.offset, name: $0.element) }
        let fixture = try FeedFixture(lines: lines)
        var problems: [String] = []
        for width in 20...200 {
            let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: width, height: 80))
            h.settle()
            for y in 0..<h.grid.size.height {
                var columns = 0
                for cell in h.grid.row(y) where !cell.isContinuation {
                    guard let c = Self.terminalColumns(cell.text), c == Int(cell.width) || cell.text.isEmpty else {
                        problems.append("\(width) columns, line \(y): \"\(cell.text)\" is not \(cell.width) wide")
                        continue
                    }
                    if cell.text.unicodeScalars.contains(where: { $0.value == 0x200D }) {
                        problems.append("\(width) columns, line \(y): a stray ZWJ in \"\(cell.text)\"")
                    }
                    columns += Int(cell.width)
                }
                if columns != width { problems.append("\(width) columns, line \(y) is \(columns) wide") }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
    }

    @Test func theBadRecordCountSaysSoFarUntilEveryRowWasRead() throws {
        let many = try FeedFixture(lines: Array(repeating: "x", count: 5_000))
        let h = ViewerHarness(feed: try many.source())
        h.settle()
        #expect(h.statusLine.contains("bad records so far"), "\(h.statusLine)")

        let few = try FeedFixture(lines: Array(repeating: "x", count: 7))
        let all = ViewerHarness(feed: try few.source())
        all.settle()
        #expect(all.statusLine.contains("7 bad records"), "\(all.statusLine)")
        #expect(!all.statusLine.contains("so far"), "\(all.statusLine)")
    }

    @Test func aBoundThatStoppedTheReadingIsInTheStatusBar() throws {
        let fixture = try FeedFixture(generated: 100)
        let feed = try FeedSource(path: fixture.path, options: FeedSource.Options(maximumRows: 10))
        feed.waitUntilIndexed()
        let h = ViewerHarness(feed: feed, size: CellSize(width: 120, height: 24))
        h.settle()
        #expect(h.statusLine.contains("stopped at 10 records (--max-rows)"), "\(h.statusLine)")
    }

    @Test func reloadingAReplacedFileStartsAgainKeepingThePlace() throws {
        let fixture = try FeedFixture(lines: (0..<40).map { merchantLine(id: $0, name: "old \($0)") })
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 100, height: 24))
        h.settle()
        h.viewer.pipeline.jump(toIndex: 5, viewportHeight: h.viewportHeight)
        h.settle()
        let top = h.position.index
        #expect(top == 5)
        let replacement = fixture.directory.appendingPathComponent("new.jsonl").path
        let text = (0..<20).map { merchantLine(id: $0, name: "new \($0)") + "\n" }.joined()
        try Data(text.utf8).write(to: URL(fileURLWithPath: replacement))
        #expect(rename(replacement, fixture.path) == 0)
        h.step([.key(.character("R"))])
        h.feed.waitUntilIndexed()
        h.settle()
        #expect(h.statusLine.contains("reloaded: the file was replaced"), "\(h.statusLine)")
        #expect(!h.statusLine.contains("bad record"), "\(h.statusLine)")
        #expect(h.position.index == top)
        #expect(h.grid.text.contains("new \(top)"))
        #expect(!h.grid.text.contains("old "))
    }
}

/// A string of one scalar given by number (some cannot be written as literals).
private func scalar(_ value: UInt32) -> String {
    Unicode.Scalar(value).map { String(Character($0)) } ?? ""
}
