/// The work a list's filter, sort and counts do off the main loop, for a list walked into as for the
/// top list (`ListApp.background(walkedInto:)`); nil parts: that list filters with the app's
/// `matches(_:query:)` on the main loop, cannot be sorted, or has no fields to count.
public struct ListBackground {
    public var filter: (any BackgroundFilter)?
    public var sort: (any BackgroundSort)?
    public var counts: (any BackgroundCounts)?

    public init(
        filter: (any BackgroundFilter)? = nil, sort: (any BackgroundSort)? = nil, counts: (any BackgroundCounts)? = nil
    ) {
        self.filter = filter
        self.sort = sort
        self.counts = counts
    }
}
