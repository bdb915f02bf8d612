import Foundation
import Testing

@testable import FeedData

/// The seam for walking into nested lists: a record's lists (path, count), one opened as items of
/// its own with cards guessed as the top list's, and walked as deep as the tree goes.
@Suite struct NestedRecordsTests {
    private let decoder = RecordDecoder(baseDirectory: "/")

    private func corpus(_ name: String) throws -> [UInt8] {
        try Array(Data(contentsOf: URL(fileURLWithPath: CorpusTests.folder + "/" + name)))
    }

    private func title(_ item: FeedItem?) -> String? {
        if case .generic(let card) = item { card.title } else { nil }
    }

    @Test func anHNThreadsCommentsAreWalkedToTheBottom() throws {
        let story = ArraySlice(try corpus("api-hn-item-tree.json"))
        let lists = NestedList.lists(in: story)
        #expect(lists == [NestedList(keys: ["children"], count: 2)])
        let comments = NestedRecords(list: lists[0], in: story, parentPath: "", decoder: decoder)
        #expect(comments.path == ".children" && comments.count == 2)
        #expect(title(comments.item(at: 0)) == "Does it read journald?")
        guard case .generic(let first) = comments.item(at: 0) else {
            Issue.record("no card")
            return
        }
        #expect(first.byline == "ada" && first.time == RecordTime(text: "2024-05-01T12:10:00Z"))
        let replies = try #require(comments.open(comments.lists(at: 0)[0], at: 0))
        #expect(replies.path == ".children[0].children" && replies.count == 1)
        #expect(title(replies.item(at: 0)) == "Yes: journalctl -o json.")
        // An empty list is no list to walk into.
        #expect(replies.lists(at: 0).isEmpty && comments.lists(at: 1).isEmpty)
        #expect(comments.item(at: 2) == nil && comments.open(lists[0], at: 5) == nil)
    }

    @Test func findmntsTreeOfMounts() throws {
        let bytes = try corpus("tool-findmnt.json")
        let root = try JSONParser.parse(bytes)
        guard case .object(let top) = root, case .array(let filesystems) = top.first?.value,
            case .object(let slash) = filesystems.first,
            case .array(let children) = slash.first(where: { $0.key == "children" })?.value
        else {
            Issue.record("findmnt's shape changed")
            return
        }
        // The top list is `filesystems` (one record, "/"); its children are the next level.
        let top1 = NestedRecords(
            list: NestedList(keys: ["filesystems"], count: 1), in: ArraySlice(bytes), parentPath: "", decoder: decoder)
        #expect(top1.path == ".filesystems" && top1.count == 1 && title(top1.item(at: 0)) == "/")
        let lists = top1.lists(at: 0)
        #expect(lists.first == NestedList(keys: ["children"], count: children.count))
        let mounts = try #require(top1.open(lists[0], at: 0))
        #expect(mounts.path == ".filesystems[0].children" && mounts.count == children.count)
        #expect(title(mounts.item(at: 0)) == "/proc")
    }

    /// A thread `depth` replies deep, each the only child of the one before.
    private func thread(depth: Int) -> ArraySlice<UInt8> {
        var text = ""
        for n in 0..<depth { text += #"{"id": \#(n), "text": "reply \#(n)", "children": ["# }
        text += String(repeating: "]}", count: depth)
        return ArraySlice(Array(text.utf8))
    }

    @Test func aDeepThreadIsWalkedToItsLastReply() {
        let depth = 300
        var level = NestedRecords(
            list: NestedList(keys: ["children"], count: 1), in: thread(depth: depth), parentPath: "", decoder: decoder)
        var walked = 1
        while let list = level.lists(at: 0).first, let next = level.open(list, at: 0) {
            level = next
            walked += 1
        }
        #expect(walked == depth - 1)
        #expect(title(level.item(at: 0)) == "reply \(depth - 1)")
        #expect(level.path.hasPrefix(".children[0].children[0]"))
    }

    @Test func tenThousandLevelsOpenWithAClearMessageWhereACardCannotBeRead() {
        let record = thread(depth: 10_000)
        #expect(NestedList.lists(in: record) == [NestedList(keys: ["children"], count: 1)])
        let replies = NestedRecords(
            list: NestedList(keys: ["children"], count: 1), in: record, parentPath: "", decoder: decoder)
        #expect(replies.count == 1 && replies.lists(at: 0) == [NestedList(keys: ["children"], count: 1)])
        // A reply with thousands of levels under it is a bad record that says why.
        guard case .invalid(let bad) = replies.item(at: 0) else {
            Issue.record("a 10,000-level record read")
            return
        }
        #expect(bad.reason.contains("nesting deeper than"))
    }

    @Test func listsAreFoundUnderNamesAFewLevelsDownLargestFirst() {
        let record = #"{"assets": [{"n": 1}], "data": {"children": [1, 2, 3]}, "tags": [], "x": [[1], [2]]}"#
        #expect(
            NestedList.lists(in: ArraySlice(record.utf8)) == [
                NestedList(keys: ["data", "children"], count: 3), NestedList(keys: ["x"], count: 2),
                NestedList(keys: ["assets"], count: 1),
            ])
        #expect(NestedList(keys: ["3166-1"], count: 1).text == #"."3166-1""#)
        // Broken or hostile bytes give what was seen, never a trap.
        #expect(NestedList.lists(in: ArraySlice(#"{"a": [1, 2"#.utf8)) == [NestedList(keys: ["a"], count: 2)])
        #expect(NestedList.lists(in: ArraySlice(String(repeating: "[", count: 100_000).utf8)).isEmpty)
    }
}
