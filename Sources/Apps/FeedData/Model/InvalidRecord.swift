public import BurinCore

/// A record that could not be read at all (not JSON, not an object, too large). The feed shows it
/// as a visible, counted "bad record" row instead of hiding it, so row positions stay stable and
/// the user sees that the data has a hole.
public struct InvalidRecord: Sendable, Hashable {
    /// The row's stable identity: its position in the source (see `FeedItem.row`).
    public let row: RowID
    /// 1-based line in the source where the record starts.
    public let line: Int
    public let reason: String
}
