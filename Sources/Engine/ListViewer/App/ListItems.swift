/// The data an app shows, by position: loaded in the background if it likes, asked for on the main
/// loop. A file indexed on a loader queue, a generator, an array in memory.
/// - Note: Main loop only (its background work is its own business).
public protocol ListItems: AnyObject {
    associatedtype Item: Sendable
    /// Items known now; may grow while loading.
    var count: Int { get }
    /// The item at `index`, or nil while it is not loaded (asking starts loading it).
    func item(at index: Int) -> Item?
    /// Whether `item(at:)` would give an item now, with the same side effects, without copying it
    /// out: the pipeline asks this of every row near the screen every frame.
    func hasItem(at index: Int) -> Bool
    /// `hasItem(at:)` of each of `indices`, in one call (a source behind a lock takes it once).
    func hasItems(at indices: [Int]) -> [Bool]
    /// Asks for the items of `range` ahead of need ("load more"). Must not block.
    func prefetch(_ range: Range<Int>)
    /// Whether every item is known: nothing more is loading.
    var isComplete: Bool { get }
    /// Blocks until every item asked for so far is loaded: frame-stepped runs use it so that nothing
    /// depends on how fast a loader thread happened to be. Never called by a live viewer.
    func waitUntilLoaded()
}

extension ListItems {
    /// Items that load synchronously have nothing to wait for.
    public func waitUntilLoaded() {}
}

extension ListItems {
    /// Items held in memory are always there.
    public func hasItem(at index: Int) -> Bool { item(at: index) != nil }
    public func hasItems(at indices: [Int]) -> [Bool] { indices.map { hasItem(at: $0) } }
    /// Items held in memory need nothing loaded ahead.
    public func prefetch(_ range: Range<Int>) {}
    /// Items held in memory are all known from the start.
    public var isComplete: Bool { true }
}
