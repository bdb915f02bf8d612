@testable import FeedData

extension FeedSource {
    /// Every row, loading pages a few at a time and waiting for the loader. Tests only; the cache
    /// must hold the pages asked for at once, so this works for any size.
    func allItems() -> [FeedItem] {
        waitUntilIndexed()
        var items: [FeedItem] = []
        var index = 0
        while index < knownCount {
            if let item = item(at: index) {
                items.append(item)
                index += 1
            } else {
                waitUntilLoaded()
            }
        }
        return items
    }
}
