public import BurinListViewer
public import FeedData

/// What the pipeline lays out and draws for one feed row: the item as loaded (with any live changes
/// applied) and how the list viewer presents it (focused, unfolded, a filter's matches).
public typealias FeedRowContent = ListRow<FeedItem>
