public import BurinCore

/// Something wrong with one record, found while decoding it. The feed keeps going; strict mode turns
/// the first issue into a `FeedLoadError` instead.
public struct DecodeIssue: Sendable, Hashable, CustomStringConvertible {
    /// What the decoder did about it.
    public enum Kind: String, Sendable, Hashable {
        /// The record could not be read at all; it shows as an `.invalid` row.
        case rejected
        /// A field had the wrong type or an out-of-range value; a default or clamped value was used.
        case defaulted
        /// A string or array was longer than the limits; it was cut.
        case truncated
        /// The record's `id` was already used by an earlier row; both rows are kept.
        case duplicateID
        /// The record is an object of no kind the feed knows (no merchant field, or another `type`);
        /// it shows as its fields.
        case notMerchant
    }

    public let kind: Kind
    /// The record's position in the source.
    public let row: RowID
    /// 1-based line where the record starts.
    public let line: Int
    /// The field concerned, or nil for the whole record.
    public let field: String?
    public let reason: String

    public init(kind: Kind, row: RowID, line: Int, field: String?, reason: String) {
        self.kind = kind
        self.row = row
        self.line = line
        self.field = field
        self.reason = reason
    }

    /// "line 12: rating: 7.5 is above 5; read as 5".
    public var description: String {
        if let field { "line \(line): \(field): \(reason)" } else { "line \(line): \(reason)" }
    }
}
