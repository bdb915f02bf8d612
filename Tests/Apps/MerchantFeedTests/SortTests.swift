import BurinCore
import BurinListViewer
import BurinRecords
import FeedData
import Testing

@testable import MerchantFeed

/// `--sort [-]FIELD` shows the records in a field's order, sorted off the main loop; `S` reverses it.
/// Records without the field come last either way; equal values keep their order.
@Suite struct SortTests {
    /// Merchants with sales 0, 10, 20, 0, 10, 20... and every fifth one with no sales at all.
    static func fixture(count: Int = 30) throws -> FeedFixture {
        try FeedFixture(
            lines: (0..<count).map { i in
                let line = merchantLine(id: i, name: "Shop \(i)")
                return i % 5 == 4
                    ? line.replacingOccurrences(of: "\"monthly_sales\":120,", with: "")
                    : line.replacingOccurrences(of: "\"monthly_sales\":120", with: "\"monthly_sales\":\(i % 3 * 10)")
            })
    }

    static func sales(_ h: ViewerHarness) -> [Int?] {
        (0..<h.viewer.model.rowCount).map { index -> Int? in
            guard case .merchant(let m) = h.item(atListIndex: index) else { return -1 }
            return m.monthlySales
        }
    }

    static func ids(_ h: ViewerHarness) -> [Int] {
        (0..<h.viewer.model.rowCount).compactMap { index -> Int? in
            guard case .merchant(let m) = h.item(atListIndex: index) else { return nil }
            return Int(m.id)
        }
    }

    /// What a stable sort by sales gives, the ones without sales last.
    static func expected(count: Int, descending: Bool) -> [Int] {
        let with = (0..<count).filter { $0 % 5 != 4 }
        let sorted = with.enumerated().sorted { a, b in
            let (x, y) = (a.element % 3, b.element % 3)
            if x != y { return descending ? x > y : x < y }
            return a.offset < b.offset
        }
        return sorted.map(\.element) + (0..<count).filter { $0 % 5 == 4 }
    }

    @Test func startsSortedAndSReversesStablyWithRecordsWithoutTheFieldLast() throws {
        let fixture = try Self.fixture()
        var options = ViewerHarness.options()
        options.sort = try SortOrder(parsing: "-monthly_sales")
        let h = ViewerHarness(feed: try fixture.source(), options: options)
        h.settle()
        #expect(Self.ids(h) == Self.expected(count: 30, descending: true))
        #expect(h.statusLine.contains("sorted by -monthly_sales"), "status: \(h.statusLine)")
        #expect(h.grid.text.contains("Shop 2"), "the top of the sorted list is on screen")
        #expect(!h.grid.text.contains("Shop 0 "), "a shop with no sales is not at the top")

        h.press(.character("S"))
        h.settle()
        #expect(Self.ids(h) == Self.expected(count: 30, descending: false))
        #expect(h.statusLine.contains("sorted by monthly_sales"), "status: \(h.statusLine)")
        #expect(Self.sales(h).suffix(6).allSatisfy { $0 == nil }, "records without sales stay last")
    }

    @Test func listAndItemPositionsAgreeInASortedList() throws {
        let fixture = try Self.fixture()
        var options = ViewerHarness.options()
        options.sort = try SortOrder(parsing: "monthly_sales")
        let h = ViewerHarness(feed: try fixture.source(), options: options)
        h.settle()
        let model = h.viewer.model
        for index in 0..<model.rowCount {
            let source = try #require(model.sourceIndex(at: index))
            #expect(model.listIndex(ofSource: source) == index)
            #expect(model.nearestListIndex(atOrAfterSource: source) == index)
            #expect(model.identity(at: index) == model.row(at: index)?.identity)
        }
        // A filter narrows the sorted list: its matches, once all found, in the sort's order.
        h.step([.key(.character("/"))])
        h.type("\"Shop 1\"")
        h.press(.enter)
        h.settle()
        let shops = Set([1] + Array(10...19))
        #expect(Self.ids(h) == Self.expected(count: 30, descending: false).filter(shops.contains))
        for index in 0..<model.rowCount {
            let source = try #require(model.sourceIndex(at: index))
            #expect(model.listIndex(ofSource: source) == index)
            #expect(model.nearestListIndex(atOrAfterSource: source) == index)
        }
        h.press(.escape)
        h.settle()
        #expect(Self.ids(h) == Self.expected(count: 30, descending: false))
    }

    @Test func withoutASortSReversesNothingAndSaysSo() throws {
        let fixture = try Self.fixture(count: 5)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        h.press(.character("S"))
        #expect(h.statusLine.contains("no sort to reverse"), "status: \(h.statusLine)")
        #expect(Self.ids(h) == [0, 1, 2, 3, 4])
    }

    @Test func thePermutationHoldsEveryRowOnce() {
        #expect(FeedSort.permutation([3, 1, 9, 1], count: 5) == [3, 1, 0, 2, 4])
        #expect(FeedSort.permutation([], count: 3) == [0, 1, 2])
    }
}
