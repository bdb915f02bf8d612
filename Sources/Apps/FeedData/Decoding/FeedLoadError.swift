/// Why a feed could not be loaded: the input could not be read, or (strict mode) a record had an
/// issue. The description names the line, so a user can find it.
public enum FeedLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or stdin could not be opened, read or spooled.
    case unreadable(path: String, reason: String)
    /// Strict mode: the first issue found, in source order.
    case invalidRecord(DecodeIssue)
    /// The input is binary data (an image, an archive, random bytes), not JSON text.
    case notAFeed(path: String, looksLike: String)
    /// `--records` named an array the input does not have.
    case noRecords(path: String, at: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .invalidRecord(let issue): "invalid record at \(issue)"
        case .notAFeed(let path, let what): "\(path) is not a JSON feed: it looks like \(what)"
        case .noRecords(let path, let at): "\(path) has no array of records at --records \(at)"
        }
    }
}
