import BurinCore
import Testing

@Suite struct LRUCacheTests {
    private func bitmap(_ row: Int, width: Int = 10) -> (key: ContentKey<Int>, bitmap: CellBitmap) {
        (
            ContentKey(row: RowID(row), version: 0, width: width, style: 0),
            CellBitmap(size: CellSize(width: width, height: 2))
        )
    }

    private func insert(
        _ entry: (key: ContentKey<Int>, bitmap: CellBitmap), into cache: inout LRUCache<ContentKey<Int>, CellBitmap>
    ) {
        cache.insert(entry.bitmap, for: entry.key)
    }

    @Test func staysWithinItsByteBudgetWhateverIsInserted() {
        let one = bitmap(0).bitmap.byteCost
        var cache = LRUCache<ContentKey<Int>, CellBitmap>(capacity: one * 10)
        for i in 0..<10_000 {
            insert(bitmap(i), into: &cache)
            #expect(cache.totalCost <= one * 10)
        }
        #expect(cache.count == 10)
        #expect(cache.evictions == 9_990)
    }

    @Test func evictsTheLeastRecentlyUsed() {
        let one = bitmap(0).bitmap.byteCost
        var cache = LRUCache<ContentKey<Int>, CellBitmap>(capacity: one * 3)
        for i in 0..<3 { insert(bitmap(i), into: &cache) }
        _ = cache.lookup(bitmap(0).key)  // 0 is now the newest
        insert(bitmap(3), into: &cache)
        #expect(cache.contains(bitmap(0).key))
        #expect(!cache.contains(bitmap(1).key))
        #expect(cache.hits == 1)
        #expect(cache.lookup(bitmap(1).key) == nil)
        #expect(cache.misses == 1)
    }

    @Test func refusesAValueLargerThanTheBudget() {
        var cache = LRUCache<ContentKey<Int>, CellBitmap>(capacity: 100)
        insert(bitmap(0, width: 200), into: &cache)
        #expect(cache.count == 0)
        #expect(cache.totalCost == 0)
    }

    @Test func countsEntriesWhenNoCostIsGiven() {
        var cache = LRUCache<Int, String>(capacity: 2)
        cache.insert("a", for: 1)
        cache.insert("b", for: 2)
        cache.insert("c", for: 3)
        #expect(cache.peek(1) == nil)
        #expect(cache.peek(3) == "c")
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func aCopyIsAnIndependentValue() {
        var original = LRUCache<Int, String>(capacity: 4)
        original.insert("a", for: 1)
        var copy = original
        copy.insert("b", for: 1)
        copy.remove(1)
        #expect(original.peek(1) == "a")
        #expect(copy.peek(1) == nil)
    }

    @Test func keepsTheMostRecentlyUsedOrder() {
        var cache = LRUCache<Int, Int>(capacity: 10)
        for i in 0..<4 { cache.insert(i, for: i) }
        _ = cache.lookup(1)
        #expect(cache.keysNewestFirst == [1, 3, 2, 0])
        #expect(cache.insert(9, for: 9, cost: 8) == 2, "two oldest evicted to fit a cost of 8")
        #expect(cache.keysNewestFirst == [9, 1, 3])
    }

    @Test func ordersAndBoundsByCostAndReusesFreedSlots() {
        var table = LRUCache<String, Int>(capacity: 10)
        table.insert(1, for: "a", cost: 4)
        table.insert(2, for: "b", cost: 4)
        #expect(table.lookup("a") == 1)
        #expect(table.keysNewestFirst == ["a", "b"])
        #expect(table.insert(3, for: "c", cost: 4) == 1)
        #expect(table.keysNewestFirst == ["c", "a"])
        #expect(table.lookup("b") == nil)
        table.insert(30, for: "c", cost: 6)
        #expect(table.totalCost == 10)
        #expect(table.lookup("c") == 30)
        table.remove("a")
        table.remove("c")
        #expect(table.count == 0 && table.totalCost == 0)
        #expect(table.keysNewestFirst.isEmpty)
    }
}
