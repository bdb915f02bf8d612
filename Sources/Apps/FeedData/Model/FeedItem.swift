public import BurinCore

/// One row of the feed.
public enum FeedItem: Sendable, Hashable {
    case merchant(Merchant)
    case banner(Banner)
    /// A record that could not be read; shown as a visible, counted "bad record" row.
    case invalid(InvalidRecord)
    /// A readable record that is neither a merchant nor a banner, shown as its fields: with
    /// `--card merchant` (counted as not a merchant) or `--card fields`.
    case other(OtherRecord)
    /// Any other object record, shown as a card of what it has: a title, a byline, a picture...
    case generic(GenericRecord)

    /// The record's 0-based position in the source: the index among non-blank lines for JSONL, or
    /// among elements for a JSON array. Malformed records keep their position (as `.invalid`), so a
    /// record's id never depends on which other records were valid, on paging, or on reloads.
    public var row: RowID {
        switch self {
        case .merchant(let m): m.row
        case .banner(let b): b.row
        case .invalid(let r): r.row
        case .other(let r): r.row
        case .generic(let r): r.row
        }
    }
}
