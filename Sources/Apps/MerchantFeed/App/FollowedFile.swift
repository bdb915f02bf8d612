public import FeedData

/// `F`'s watch on the feed's file: what its name showed at the last reload, so that a file that
/// did not change is never read again, and one that did (grew, was truncated, or rotated: another
/// file under the name) is reloaded, which `FeedSource.reload()` tells apart.
public struct FollowedFile: Sendable, Equatable {
    private var seen: FileStatus?

    public init() {}

    /// Whether to reload, given what the name shows now (nil: no file there, as between a log's
    /// rotation and its new file; it is waited for) and whether the feed is still being read (a
    /// reload then would only queue behind it).
    public mutating func shouldReload(now status: FileStatus?, reading: Bool) -> Bool {
        guard !reading, let status, status != seen else { return false }
        seen = status
        return true
    }
}
