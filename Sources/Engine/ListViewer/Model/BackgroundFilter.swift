/// A filter that searches an app's items off the main loop (a feed's records scanned on every core,
/// rejected on their raw bytes) and streams the item positions it finds: the list narrows to them as
/// they come, and a new query cancels the search before it.
/// - Note: Main loop only (the search itself runs where the filter puts it).
public protocol BackgroundFilter: AnyObject {
    /// Starts searching for `query`, cancelling any search before it; a query that cannot be read is
    /// refused with what is wrong and where (`score>>5: expected a number after '>'`).
    func start(_ query: String) throws(FilterError)
    /// What the search found since the last call (nil when nothing happened).
    func drain() -> FilterProgress?
    /// Stops the search; nothing it found later is reported.
    func cancel()
    /// Blocks until the search running now is done, its findings ready to drain (stepped runs:
    /// snapshots and tests, which show settled lists; a search that goes on over records found
    /// since is waited for after the next drain).
    func waitUntilComplete()
    /// The words of the query started last that rows mark where their text holds them: what a
    /// bare word or a field's text looks for, not a comparison's bound or a negated term.
    var highlights: [String] { get }
}

/// A query the filter could not read: the words a status bar shows.
public struct FilterError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// What a background search found since it was last asked.
public struct FilterProgress: Sendable, Equatable {
    /// Item positions that match, in ascending order, each after every one reported before.
    public var newMatches: [Int]
    /// How much of the items it has looked at, 0...1.
    public var fraction: Double
    /// Whether it has looked at every item it will.
    public var isComplete: Bool

    public init(newMatches: [Int], fraction: Double, isComplete: Bool) {
        self.newMatches = newMatches
        self.fraction = fraction
        self.isComplete = isComplete
    }
}
