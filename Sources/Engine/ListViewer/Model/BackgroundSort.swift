/// A sort of an app's items by a field, computed off the main loop (a feed's records scanned on every
/// core): the list shows the items in the order it brings once it comes, and keeps their own order
/// until then.
/// - Note: Main loop only (the sort itself runs where the app puts it).
public protocol BackgroundSort: AnyObject {
    /// Starts sorting by `field` (`rating`, `-rating` descending), cancelling any sort before it; a
    /// field that cannot be read is refused with what is wrong.
    func start(_ field: String) throws(FilterError)
    /// The order computed since the last call (nil when none came).
    func drain() -> ListOrder?
    /// Blocks until the running sort is done (stepped runs: snapshots and tests).
    func waitUntilComplete()
    /// The field sorted by now, as `start` took it (`-rating`); nil: none.
    var field: String? { get }
    /// What the status bar says of the sort (`sorted by -rating`, `sorting by -rating…`); nil: none.
    var statusText: String? { get }
}
