import BurinCore
import BurinTerminal
import FeedData
import Foundation
import MerchantFeed
import Testing

/// `l` and `←` on the headless screen: into the lists records hold (findmnt's tree of mounts, an HN
/// thread's replies) and back to the same place and focus.
@Suite struct NestedWalkTests {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("demo-data/corpus").path

    private func harness(_ name: String) throws -> ViewerHarness {
        let h = ViewerHarness(
            feed: try FeedSource(path: Self.corpus + "/" + name), size: CellSize(width: 120, height: 24))
        #expect(h.settle())
        return h
    }

    private func title(_ h: ViewerHarness, _ index: Int) -> String? {
        if case .generic(let card) = h.item(atListIndex: index) { card.title } else { nil }
    }

    @Test func findmntsTreeIsWalkedDownAndBackKeepingPlaceAndFocus() throws {
        let h = try harness("tool-findmnt.json")
        #expect(h.viewer.model.rowCount == 1 && title(h, 0) == "/")
        h.press(.character("l"))
        #expect(h.settle())
        #expect(h.statusLine.contains(".filesystems[0].children") && h.viewer.model.rowCount == 4)
        #expect(title(h, 0) == "/proc")
        h.press(.character("n"), .character("n"), .character("n"))
        #expect(h.viewer.model.focused == RowID(2))
        let place = h.position
        h.press(.right)
        #expect(h.settle())
        #expect(h.statusLine.contains(".filesystems[0].children[2].children") && h.viewer.model.rowCount == 2)
        h.press(.left)
        #expect(h.settle())
        #expect(h.statusLine.contains(".filesystems[0].children") && !h.statusLine.contains("[2]"))
        #expect(h.viewer.model.focused == RowID(2) && h.position == place)
        h.press(.backspace)
        #expect(h.settle())
        #expect(h.viewer.walkPath == nil && h.viewer.model.rowCount == 1 && h.viewer.model.focused == RowID(0))
        h.press(.left)
        #expect(h.statusLine.contains("this is the top list"))
        // At the top list there is nowhere to go back to: `h` is less's help.
        h.press(.character("h"))
        #expect(h.viewer.state.keyMode == .readingHelp)
    }

    @Test func anHNThreadsRepliesAreWalkedAndFilteredInside() throws {
        let h = try harness("api-hn-item-tree.json")
        // The file is one record, the story; its comments are the list it holds.
        #expect(h.viewer.model.rowCount == 1)
        h.press(.character("l"))
        #expect(h.settle())
        #expect(h.viewer.walkPath == "[0].children" && h.viewer.model.rowCount == 2)
        #expect(title(h, 0) == "Does it read journald?")
        h.press(.character("l"))
        #expect(h.settle())
        #expect(h.statusLine.contains("[0].children[0].children") && title(h, 0) == "Yes: journalctl -o json.")
        // The reply has no replies: nothing further to open, and the walk stays where it is.
        h.press(.character("l"))
        #expect(h.statusLine.contains("no list to open") && h.viewer.walkPath == "[0].children[0].children")
        // `/` narrows the list walked into.
        h.press(.character("/"))
        h.type("nothing-like-this")
        h.press(.enter)
        #expect(h.settle())
        #expect(h.viewer.model.rowCount == 0)
        // `h` walks back as ← does (file managers' habit).
        h.press(.character("h"))
        #expect(h.settle())
        #expect(h.viewer.walkPath == "[0].children" && h.viewer.model.rowCount == 2)
        #expect(h.viewer.model.focused == RowID(0))
    }

    @Test func aWalkedListAnswersTheQueryLanguageAndSorts() throws {
        let h = try harness("tool-findmnt.json")
        h.press(.character("l"))
        #expect(h.settle())
        #expect(h.viewer.model.rowCount == 4)
        // A field the cards may not show, and a negated term: the query language, not the card's text.
        h.press(.character("/"))
        h.type("fstype:fs -source=sysfs")
        h.press(.enter)
        #expect(h.settle())
        #expect(h.viewer.model.rowCount == 2)
        #expect(title(h, 0) == "/dev" && title(h, 1) == "/mnt/tools")
        h.press(.character("/"), .control("u"))
        h.type("fstype>>1")
        // Said while typing, where the query is.
        #expect(h.statusLine.contains("expected a number after '>'"), "\(h.statusLine)")
        h.press(.control("u"), .enter)
        #expect(h.settle())
        #expect(h.viewer.model.rowCount == 4)
        // Sorted by a field, as the top list is.
        h.viewer.model.setSort("-target")
        #expect(h.settle())
        #expect((0..<4).map { title(h, $0) } == ["/sys", "/proc", "/mnt/tools", "/dev"])
        // Its fields counted: `c`, the field, Enter on the most frequent value filters by it.
        h.press(.character("c"))
        #expect(h.settle())
        h.press(.character("/"))
        h.type("fstype")
        h.press(.enter)
        #expect(h.settle())
        #expect(h.viewer.state.countsPanel != nil)
        h.press(.enter)
        #expect(h.settle())
        #expect(h.viewer.model.rowCount == 1 && h.viewer.model.filter?.query.hasPrefix("fstype=") == true)
    }

    @Test func aMerchantHasNoListToOpen() throws {
        let path = NSTemporaryDirectory() + "walk-plain-\(getpid()).jsonl"
        try #"{"name": "a", "n": 1}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let h = ViewerHarness(feed: try FeedSource(path: path))
        #expect(h.settle())
        h.press(.character("l"))
        #expect(h.statusLine.contains("no list to open") && h.viewer.walkPath == nil)
    }

    /// A thread 10,000 replies deep: each level opens, its card says why it cannot be read, and
    /// nothing traps on the way down or back.
    @Test func tenThousandLevelsWalkWithAClearMessage() throws {
        let depth = 10_000
        var text = ""
        for n in 0..<depth { text += #"{"id": \#(n), "text": "reply \#(n)", "children": ["# }
        text += String(repeating: "]}", count: depth) + "\n"
        let path = NSTemporaryDirectory() + "walk-deep-\(getpid()).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let h = ViewerHarness(feed: try FeedSource(path: path))
        #expect(h.settle())
        for _ in 0..<3 {
            h.press(.character("l"))
            #expect(h.settle())
            guard case .invalid(let bad) = h.item(atListIndex: 0) else {
                Issue.record("a record thousands of levels deep was read")
                return
            }
            #expect(bad.reason.contains("nesting deeper than"))
        }
        #expect(h.viewer.walkPath?.hasSuffix("[0].children") == true)
        for _ in 0..<3 { h.press(.left) }
        #expect(h.settle())
        #expect(h.viewer.walkPath == nil)
    }

    @Test func severalListsAreChosenFromAndEscLeavesThePlaceAsItWas() throws {
        let path = NSTemporaryDirectory() + "walk-two-\(getpid()).jsonl"
        let lines = [
            #"{"name": "box", "tags": [{"name": "t1"}], "items": [{"name": "i1"}, {"name": "i2"}]}"#,
            #"{"name": "other"}"#,
        ]
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let h = ViewerHarness(feed: try FeedSource(path: path), size: CellSize(width: 100, height: 24))
        #expect(h.settle())
        h.press(.character("l"))
        #expect(h.viewer.state.listChooser?.names == ["[0].items", "[0].tags"] && h.viewer.walkPath == nil)
        #expect((0..<h.grid.size.height).contains { h.grid.text(ofRow: $0).contains("▸ [0].items") })
        h.press(.escape)
        #expect(h.viewer.state.listChooser == nil && h.viewer.walkPath == nil && h.viewer.model.rowCount == 2)
        h.press(.character("l"), .character("j"), .enter)
        #expect(h.settle())
        #expect(h.viewer.walkPath == "[0].tags" && h.viewer.model.rowCount == 1)
        #expect((0..<h.viewportHeight).contains { h.grid.text(ofRow: $0).contains("t1") })
        h.press(.left)
        h.press(.right, .enter)
        #expect(h.settle())
        #expect(h.viewer.walkPath == "[0].items" && h.viewer.model.rowCount == 2)
    }
}
