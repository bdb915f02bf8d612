public import BurinCore

/// A well-formed record that is not a merchant or a banner: an object of other fields (an article, a
/// log line). It is shown as what it is, its fields and their values, and counted in the status bar,
/// never dressed up as a merchant of made-up values.
public struct OtherRecord: Sendable, Hashable {
    /// One top-level field: its name and a one-line preview of its value.
    public struct Field: Sendable, Hashable {
        public let name: String
        public let value: String
    }

    /// The row's stable identity: its position in the source (see `FeedItem.row`).
    public let row: RowID
    /// 1-based line in the source where the record starts.
    public let line: Int
    /// The first fields, in the record's order.
    public let fields: [Field]
    /// How many fields the record has, counting those not kept in `fields`.
    public let fieldCount: Int
    /// Every field, shown when the card is unfolded; empty when it was not kept.
    public let outline: FieldOutline
    /// Whether the fields were asked for (`--card fields`) rather than shown because the record is no
    /// merchant: the card then does not say "not a merchant record".
    public let isChosen: Bool

    public init(
        row: RowID, line: Int, fields: [Field], fieldCount: Int, outline: FieldOutline = .empty,
        isChosen: Bool = false
    ) {
        self.row = row
        self.line = line
        self.fields = fields
        self.fieldCount = fieldCount
        self.outline = outline
        self.isChosen = isChosen
    }
}
