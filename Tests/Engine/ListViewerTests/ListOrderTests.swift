import BurinListViewer
import Testing

/// A sorted view maps list positions to item positions and back, and items the sort did not cover
/// follow in their own order.
@Suite struct ListOrderTests {
    @Test func mapsBothWaysAndKeepsLaterItemsInTheirOwnOrder() throws {
        let order = try #require(ListOrder(label: "-x", order: [2, 0, 1]))
        #expect((0..<5).map { order.sourceIndex(at: $0, count: 5) } == [2, 0, 1, 3, 4])
        for list in 0..<5 {
            let source = try #require(order.sourceIndex(at: list, count: 5))
            #expect(order.listIndex(ofSource: source, count: 5) == list)
        }
        #expect(order.sourceIndex(at: 5, count: 5) == nil)
        #expect(order.sourceIndex(at: -1, count: 5) == nil)
        #expect(order.listIndex(ofSource: 5, count: 5) == nil)
        // Fewer items than the sort covered (the file was replaced by a shorter one): out of range.
        #expect(order.sourceIndex(at: 0, count: 2) == 2)
        #expect(order.listIndex(ofSource: 2, count: 2) == nil)
    }

    @Test func aPartOfTheItemsKeepsTheirPlacesInTheOrder() throws {
        let order = try #require(ListOrder(label: "x", order: [4, 2, 0, 3, 1]))
        // Items 0, 1 and 4 are shown 4 first, then 0, then 1: positions 2, 0, 1 among them.
        let part = try #require(order.restricted(toSources: [0, 1, 4], count: 5))
        #expect((0..<3).map { part.sourceIndex(at: $0, count: 3) } == [2, 0, 1])
        // An item past the order's reach comes after those it covered.
        let later = try #require(order.restricted(toSources: [3, 6], count: 7))
        #expect((0..<2).map { later.sourceIndex(at: $0, count: 2) } == [0, 1])
    }

    @Test func refusesWhatIsNotAPermutation() {
        #expect(ListOrder(label: "x", order: [0, 0, 1]) == nil)
        #expect(ListOrder(label: "x", order: [0, 3, 1]) == nil)
        #expect(ListOrder(label: "x", order: [-1]) == nil)
        #expect(ListOrder(label: "x", order: []) != nil)
    }
}
