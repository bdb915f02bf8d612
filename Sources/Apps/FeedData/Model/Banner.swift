public import BurinCore

/// A promotional banner row (`"type": "banner"` in the data). Immutable.
public struct Banner: Sendable, Hashable {
    /// The row's stable identity: its position in the source (see `FeedItem.row`).
    public let row: RowID
    public let title: String
    public let subtitle: String
    /// Gradient stops, left to right; at least one (a default is supplied when the data has none).
    public let colors: [RGBA]

    public init(row: RowID, title: String, subtitle: String, colors: [RGBA]) {
        self.row = row
        self.title = title
        self.subtitle = subtitle
        self.colors = colors
    }
}
