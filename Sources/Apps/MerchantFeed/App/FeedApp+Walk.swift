public import BurinCore
public import BurinListViewer
import FeedData

/// Walking into the lists a record holds (findmnt's `children`, a comment's replies): each opens as a
/// list of its own, its records shown as cards the way the feed's are.
extension FeedApp {
    public func lists(in items: FeedItems, row: RowID) -> [String] {
        let base = items.path(of: row.rawValue)
        return items.lists(at: row.rawValue).map { base + $0.text }
    }

    public func open(list choice: Int, in items: FeedItems, row: RowID) -> FeedItems? {
        let lists = items.lists(at: row.rawValue)
        guard lists.indices.contains(choice) else { return nil }
        return items.open(lists[choice], at: row.rawValue)
    }

    /// A walked list answers `/`, `s`, `S` and `c` in the query language as the feed does, scanned on
    /// the workers.
    public func background(walkedInto items: FeedItems) -> ListBackground {
        let filter = FeedQueryFilter(records: items.scannable, waker: waker)
        return ListBackground(
            filter: filter, sort: FeedSort(records: items.scannable, waker: waker),
            counts: FeedCounts(records: items.scannable, filter: filter, waker: waker))
    }
}
