/// What a click on part of a feed row asks for: the hit regions of the card designs.
public enum FeedAction: Hashable, Sendable {
    /// Focus the row (a click anywhere on a card).
    case focusRow
    /// Fold or unfold a card's promotions.
    case toggleExpanded
    /// Narrow the list to rows matching this text (a tag or a category).
    case filter(String)
    /// A record's web address, shown short (a generic card's link).
    case link(String)
}
