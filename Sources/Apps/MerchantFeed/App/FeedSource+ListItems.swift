public import BurinListViewer
public import FeedData

/// The feed is the list viewer's items: records indexed and decoded in the background, positions as
/// row ids.
extension FeedSource: ListItems {
    public var count: Int { knownCount }
    public var isComplete: Bool { isIndexingComplete }
}
