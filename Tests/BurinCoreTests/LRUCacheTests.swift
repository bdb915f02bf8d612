import BurinCore
import Testing

@Suite struct LRUCacheTests {
    private func bitmap(_ row: Int, width: Int = 10) -> CellBitmap {
        CellBitmap(
            key: ContentKey(row: RowID(row), version: 0, width: width, style: 0),
            size: CellSize(width: width, height: 2))
    }

    @Test func staysWithinItsByteBudgetWhateverIsInserted() {
        let one = bitmap(0).byteCost
        var cache = BitmapCache(capacityBytes: one * 10)
        for i in 0..<10_000 {
            cache.insert(bitmap(i))
            #expect(cache.bytes <= one * 10)
        }
        #expect(cache.count == 10)
        #expect(cache.evictions == 9_990)
    }

    @Test func evictsTheLeastRecentlyUsed() {
        let one = bitmap(0).byteCost
        var cache = BitmapCache(capacityBytes: one * 3)
        for i in 0..<3 { cache.insert(bitmap(i)) }
        _ = cache.lookup(bitmap(0).key)  // 0 is now the newest
        cache.insert(bitmap(3))
        #expect(cache.contains(bitmap(0).key))
        #expect(!cache.contains(bitmap(1).key))
        #expect(cache.hits == 1)
        #expect(cache.lookup(bitmap(1).key) == nil)
        #expect(cache.misses == 1)
    }

    @Test func refusesAValueLargerThanTheBudget() {
        var cache = BitmapCache(capacityBytes: 100)
        cache.insert(bitmap(0, width: 200))
        #expect(cache.count == 0)
        #expect(cache.bytes == 0)
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
}
