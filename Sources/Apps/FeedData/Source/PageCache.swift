/// The decoded pages kept in memory, least recently used first out.
///
/// Capacity is a handful of pages, so the recency list is a small array and linear scans are cheaper
/// than any linked structure. A 1,000,000-row feed therefore holds only `capacity x pageSize` decoded
/// records at any time.
struct PageCache: Sendable {
    struct Page: Sendable {
        /// Items of rows `number * pageSize ..< number * pageSize + items.count`.
        let items: [FeedItem]
    }

    let capacity: Int
    private var pages: [Int: Page] = [:]
    /// Page numbers, least recently used first.
    private var recency: [Int] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { pages.count }

    /// The page, marked as just used.
    mutating func page(_ number: Int) -> Page? {
        guard let page = pages[number] else { return nil }
        touch(number)
        return page
    }

    func contains(_ number: Int) -> Bool { pages[number] != nil }

    /// Items held for page `number` (0 when absent), without marking it used.
    func pageCount(_ number: Int) -> Int { pages[number]?.items.count ?? 0 }

    mutating func store(_ page: Page, as number: Int) {
        pages[number] = page
        touch(number)
        while recency.count > capacity {
            pages[recency.removeFirst()] = nil
        }
    }

    mutating func remove(_ number: Int) {
        pages[number] = nil
        recency.removeAll { $0 == number }
    }

    private mutating func touch(_ number: Int) {
        if let i = recency.lastIndex(of: number) { recency.remove(at: i) }
        recency.append(number)
    }
}
