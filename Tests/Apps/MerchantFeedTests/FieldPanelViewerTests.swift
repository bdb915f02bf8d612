import BurinCore
import BurinListViewer
import BurinTerminal
import FeedData
import Testing

@testable import MerchantFeed

/// `s` and `c` in the merchant viewer on the headless screen: the fields of the records, counted
/// off the main loop, picked to sort by; a field's values counted, and Enter filtering by one.
@Suite struct FieldPanelViewerTests {
    static let categories = ["快餐", "咖啡", "Noodle House"]

    /// Merchants with ratings 3.0, 3.1... in a shuffled order, categories in turn, and tags.
    static func fixture(count: Int = 24) throws -> FeedFixture {
        try FeedFixture(
            lines: (0..<count).map { i in
                let rating = 30 + (i * 7) % count
                return merchantLine(
                    id: i, name: "Shop \(i)", category: categories[i % 3],
                    tags: i % 2 == 0 ? ["新店", "品牌"] : i % 4 == 1 ? ["新店", "新店"] : []
                )
                .replacingOccurrences(of: "\"rating\":4.5", with: "\"rating\":\(rating / 10).\(rating % 10)")
            })
    }

    static func ratings(_ h: ViewerHarness) -> [Double] {
        (0..<h.viewer.model.rowCount).compactMap { index -> Double? in
            guard case .merchant(let m) = h.item(atListIndex: index) else { return nil }
            return m.rating
        }
    }

    /// Opens the picker with `key` and narrows it to `text`.
    func pick(_ key: Character, narrowedTo text: String, in h: ViewerHarness) {
        h.press(.character(key))
        h.press(.character("/"))
        h.type(text)
        h.settle()
    }

    @Test func sListsTheFieldsWithTheAppsSortsFirstAndEnterSortsByThePickedOne() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("s"))
        let picker = try #require(h.viewer.state.fieldPicker)
        let choices = try #require(picker.choices)
        #expect(choices.prefix(5).map(\.name) == ["sales", "distance", "rating", "delivery time", "minimum order"])
        #expect(choices.first { !$0.isNamedSort && $0.name == "rating" }?.records == 24)
        #expect(choices.first { $0.name == "tags" }?.records == 24, "an empty list is a field the record has")
        #expect(h.grid.text.contains("sort by which field?"))
        #expect(h.grid.text.contains("sales  (-monthly_sales)"))
        h.press(.escape)

        // The named sort: highest rating first.
        pick("s", narrowedTo: "rating", in: h)
        #expect(h.viewer.state.fieldPicker?.chosen?.field == "-rating")
        h.press(.enter)
        h.settle()
        #expect(h.viewer.state.activity == .browsing)
        #expect(Self.ratings(h) == Self.ratings(h).sorted(by: >))
        #expect(h.statusLine.contains("sorted by -rating"), "status: \(h.statusLine)")

        // The field itself: in its own order, lowest first; S reverses it as before.
        pick("s", narrowedTo: "rating", in: h)
        h.press(.down)
        h.press(.enter)
        h.settle()
        #expect(Self.ratings(h) == Self.ratings(h).sorted())
        #expect(h.statusLine.contains("sorted by rating"), "status: \(h.statusLine)")
        h.press(.character("S"))
        h.settle()
        #expect(Self.ratings(h) == Self.ratings(h).sorted(by: >))
    }

    @Test func countsOfAFieldThenEnterFiltersByTheValue() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        pick("c", narrowedTo: "category", in: h)
        #expect(h.grid.text.contains("count which field's values?"))
        h.press(.enter)
        h.settle()
        let counts = try #require(h.viewer.state.countsPanel?.counts)
        #expect(counts.values.map(\.count) == [8, 8, 8])
        #expect(counts.records == 24)
        #expect(h.grid.text.contains("category: 3 values"))
        #expect(h.grid.text.contains(String(repeating: "█", count: CountsPanel.barWidth)))
        // The third value, with a space: quoted in the filter.
        h.press(.character("j"))
        h.press(.character("j"))
        let value = try #require(h.viewer.state.countsPanel?.chosen?.text)
        h.press(.enter)
        h.settle()
        #expect(h.viewer.state.activity == .browsing)
        let expected = value.contains(" ") ? "category=\"\(value)\"" : "category=\(value)"
        #expect(h.viewer.model.filter?.query == expected)
        #expect(h.viewer.model.rowCount == 8)
        #expect(h.statusLine.contains("8"), "status: \(h.statusLine)")

        // Counting again covers the filtered view, and Enter adds its term to the filter.
        pick("c", narrowedTo: "tags", in: h)
        h.press(.enter)
        h.settle()
        let tags = try #require(h.viewer.state.countsPanel?.counts)
        #expect(tags.records == 8)
        h.press(.enter)
        h.settle()
        #expect(h.viewer.model.filter?.query.hasPrefix(expected + " tags=") == true)
    }

    @Test func aNestedArrayIsCountedPerElementOncePerRecord() throws {
        let fixture = try Self.fixture()
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        pick("c", narrowedTo: "tags", in: h)
        #expect(h.viewer.state.fieldPicker?.chosen?.field == "tags")
        h.press(.enter)
        h.settle()
        let counts = try #require(h.viewer.state.countsPanel?.counts)
        // 12 even records have both tags; 6 more (i % 4 == 1) have 新店 twice, counted once each.
        #expect(counts.values.map(\.text) == ["新店", "品牌"])
        #expect(counts.values.map(\.count) == [18, 12])
        #expect(counts.recordsWithField == 18)
        #expect(h.grid.text.contains("6 without it"))
        h.press(.escape)
        #expect(h.viewer.state.activity == .browsing)
        #expect(!h.grid.text.contains("tags: 2 values"))
    }

    @Test func labelsNamesInAnArrayOfObjectsAreCountedByTheirPath() throws {
        let fixture = try FeedFixture(lines: [
            #"{"title":"a","labels":[{"name":"bug"},{"name":"easy"}]}"#,
            #"{"title":"b","labels":[{"name":"bug"}]}"#,
            #"{"title":"c","labels":[]}"#,
        ])
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("c"))
        let fields = try #require(h.viewer.state.fieldPicker?.choices).map(\.field)
        #expect(fields.contains("labels.name"))
        #expect(!fields.contains("-rating"), "no named sort where the records have no rating")
        h.press(.escape)
        pick("c", narrowedTo: "labels.name", in: h)
        h.press(.enter)
        h.settle()
        let counts = try #require(h.viewer.state.countsPanel?.counts)
        #expect(counts.values.map(\.text) == ["bug", "easy"])
        #expect(counts.values.map(\.count) == [2, 1])
        h.press(.enter)
        h.settle()
        #expect(h.viewer.model.filter?.query == "labels.name=bug")
        #expect(h.viewer.model.rowCount == 2)
    }
}

/// Hostile records in the field picker and the counts panel: escapes in names and values never reach
/// the screen, a huge value is cut, deep nesting is counted to a bounded depth.
@Suite struct FieldPanelHostileTests {
    @Test func escapesHugeValuesAndDeepNestingAreDrawnSafely() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let huge = String(repeating: "長", count: 50_000)
        let fixture = try FeedFixture(lines: [
            #"{"\u001b]0;owned\u0007name":"\u001b[31mred","kind":"a","deep":"# + deep + "}",
            #"{"kind":"\u001b[2Jb\nc","huge":""# + huge + #"","deep":{"a":{"b":{"c":{"d":{"e":1}}}}}}"#,
        ])
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("c"))
        let fields = try #require(h.viewer.state.fieldPicker?.choices).map(\.field)
        #expect(fields.contains("kind") && fields.contains("huge"))
        #expect(!fields.contains { $0.split(separator: ".").count > 4 }, "nesting is named to a bounded depth")
        #expect(!h.grid.text.contains("\u{1B}"))
        h.press(.escape)
        h.press(.character("c"))
        h.press(.character("/"))
        h.type("kind")
        h.press(.enter)
        h.settle()
        let counts = try #require(h.viewer.state.countsPanel?.counts)
        #expect(counts.values.count == 2)
        #expect(!h.grid.text.contains("\u{1B}"), "values are sanitised")
        #expect(h.grid.text.contains("␤"), "a newline in a value shows as a mark")
        h.press(.escape)
        h.press(.character("c"))
        h.press(.character("/"))
        h.type("huge")
        h.press(.enter)
        h.settle()
        #expect(h.viewer.state.countsPanel?.counts?.values.first?.text.count == 50_000)
        #expect(h.grid.text.contains("長…"), "a huge value is cut")
        // Enter on it filters by the whole value.
        h.press(.enter)
        h.settle()
        #expect(h.viewer.model.rowCount == 1)
    }
}
