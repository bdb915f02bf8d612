import BurinCore

/// What the pipeline lays out and draws for one feed row: the item as loaded (with any live changes
/// applied) and its presentation. Immutable and Sendable, so it crosses to the layout queue.
public struct FeedRowContent: Sendable, Hashable {
    public var item: FeedItem
    public var presentation: RowPresentation

    public init(item: FeedItem, presentation: RowPresentation = RowPresentation()) {
        self.item = item
        self.presentation = presentation
    }
}
