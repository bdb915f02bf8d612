import BurinCore

/// What the pipeline lays out and draws for one row of a list: the app's item (with any live change
/// applied) and how the viewer presents it. Immutable and Sendable, so it crosses to the layout
/// queue; an app's renderer takes it as its content.
public struct ListRow<Item: Sendable>: Sendable {
    public var item: Item
    public var presentation: RowPresentation

    public init(item: Item, presentation: RowPresentation = RowPresentation()) {
        self.item = item
        self.presentation = presentation
    }
}

extension ListRow: Equatable where Item: Equatable {}
extension ListRow: Hashable where Item: Hashable {}

/// Per-row view state the viewer keeps and a renderer may show: folded into the row's content
/// version, so a change redraws the row.
public struct RowPresentation: Sendable, Hashable {
    /// The row the keyboard acts on.
    public var focused: Bool
    /// The row's more-detailed form (an app's "unfold": all of a card's offers, a commit's files).
    public var unfolded: Bool
    /// The words of the filter being applied that the row may mark where its text holds them
    /// (`category:咖啡 rating>4.5` marks 咖啡); empty for none.
    public var highlights: [String]

    public init(focused: Bool = false, unfolded: Bool = false, highlights: [String] = []) {
        self.focused = focused
        self.unfolded = unfolded
        self.highlights = highlights
    }
}
