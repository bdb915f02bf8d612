import FeedData

extension FeedApp {
    /// `F`: the file is read again when its name shows a change (quietly: no "reloaded" notice);
    /// a stream keeps coming by itself.
    public func lookForMore() {
        guard feed.canReload else { return }
        if followedFile.shouldReload(now: feed.fileStatus, reading: !feed.isIndexingComplete) { feed.reload() }
    }
}
