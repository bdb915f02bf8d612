extension FeedSource {
    /// What the feed's file name shows now, for `F` to notice a change before asking for a
    /// `reload()`; nil for a stream, or when no file has the name now. A stat, no read: any thread.
    public var fileStatus: FileStatus? { name.flatMap(FileStatus.of) }
}
