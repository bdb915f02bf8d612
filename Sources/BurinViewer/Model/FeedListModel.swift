public import BurinCore
public import BurinFeed

/// The list the viewer shows: the feed source's rows, optionally narrowed by a filter, with each
/// row's presentation (expanded, focused) and live changes applied. The pipeline's `RowSource`.
///
/// A row's content version starts at 0 and moves up by one on every change that alters its look, so
/// versions only ever grow (the display invariant relies on that).
/// - Note: Main loop only.
public final class FeedListModel: RowSource {
    public let feed: FeedSource
    public private(set) var filter: FilterScan?
    private var versions: [RowID: Int] = [:]
    /// Added to every row's version: moved by one when the whole feed was read again from scratch.
    private var baseVersion = 0
    private var expanded: Set<RowID> = []
    private var liveItems: [RowID: FeedItem] = [:]
    /// The row the keyboard acts on; nil means "the first row on screen".
    public private(set) var focused: RowID?
    public var policy: DrawPolicy = .asyncWhenContentsChange
    /// Content changes applied since start (live updates, expand, focus).
    public private(set) var changesApplied = 0
    /// Moves on every change of the filter: rows mark the filter's matches, so every row's look
    /// changes with it. Added to each row's own version, which keeps versions growing.
    private var filterGeneration = 0

    public init(feed: FeedSource) {
        self.feed = feed
    }

    // MARK: RowSource

    public var rowCount: Int { filter?.matchCount ?? feed.knownCount }

    public func row(at index: Int) -> RowEntry<FeedRowContent>? {
        guard let sourceIndex = sourceIndex(at: index), let item = feed.item(at: sourceIndex) else { return nil }
        let id = item.row
        let content = FeedRowContent(
            item: liveItems[id] ?? item,
            presentation: RowPresentation(
                expanded: expanded.contains(id), focused: focused == id, highlight: filter?.query ?? ""))
        return RowEntry(id: id, version: version(of: id), content: content, policy: policy)
    }

    /// Row ids are feed positions, so a row's identity needs only to know that its page is decoded.
    public func identity(at index: Int) -> RowIdentity? {
        guard let sourceIndex = sourceIndex(at: index), feed.hasItem(at: sourceIndex) else { return nil }
        let id = RowID(sourceIndex)
        return RowIdentity(id: id, version: version(of: id), policy: policy)
    }

    public func estimatedHeight(at index: Int, width: Int) -> Int {
        FeedRenderer.estimatedHeight(of: nil, width: width)
    }

    public func prefetch(_ range: Range<Int>) {
        guard let filter else {
            feed.prefetch(range.clamped(to: 0..<max(0, feed.knownCount)))
            return
        }
        let indices = range.clamped(to: 0..<filter.matchCount).map { filter.sourceIndex(at: $0) }
        if let lo = indices.min(), let hi = indices.max() { feed.prefetch(lo..<(hi + 1)) }
    }

    /// The position in the feed of list position `index`.
    public func sourceIndex(at index: Int) -> Int? {
        guard index >= 0 else { return nil }
        if let filter { return index < filter.matchCount ? filter.sourceIndex(at: index) : nil }
        return index < feed.knownCount ? index : nil
    }

    /// The list position of feed position `sourceIndex`, if it is in the list.
    public func listIndex(ofSource sourceIndex: Int) -> Int? {
        guard let filter else { return sourceIndex < feed.knownCount ? sourceIndex : nil }
        return filter.listIndex(ofSource: sourceIndex)
    }

    /// The list position of the first row at feed position `sourceIndex` or after it; the last row
    /// when none is (nil for an empty list).
    public func nearestListIndex(atOrAfterSource sourceIndex: Int) -> Int? {
        guard rowCount > 0 else { return nil }
        guard let filter else { return min(max(0, sourceIndex), rowCount - 1) }
        return min(filter.firstListIndex(atOrAfterSource: sourceIndex), rowCount - 1)
    }

    // MARK: Changes

    private func bump(_ id: RowID) {
        versions[id, default: 0] += 1
        changesApplied += 1
    }

    /// Folds or unfolds a card's promotions.
    public func toggleExpanded(_ id: RowID) {
        if expanded.remove(id) == nil { expanded.insert(id) }
        bump(id)
    }

    public func isExpanded(_ id: RowID) -> Bool { expanded.contains(id) }

    /// A row's content version now: 0 until it, the filter or the whole feed (a reload from the
    /// start) first changes.
    public func version(of id: RowID) -> Int { (versions[id] ?? 0) + filterGeneration + baseVersion }

    /// Moves the keyboard focus (nil: follow the top of the screen).
    public func focus(_ id: RowID?) {
        guard id != focused else { return }
        if let old = focused { bump(old) }
        focused = id
        if let id { bump(id) }
    }

    /// The record at feed position `sourceIndex` was read again (a reload completed a line that was
    /// cut short): its drawing must be redone and any live change to the old record is forgotten. A
    /// filter scans again, since the row may now match or not.
    public func contentReplaced(sourceIndices: [Int]) {
        guard !sourceIndices.isEmpty else { return }
        for index in sourceIndices {
            let id = RowID(index)
            liveItems[id] = nil
            bump(id)
        }
        if let query = filter?.query { setFilter(query) }
    }

    /// The feed was read again from its start (the file was replaced or rewritten): any row may hold
    /// another record now. Every row's version moves up, so every drawing is redone; live changes,
    /// expansions and the focus belonged to the old records and are dropped; a filter scans again.
    public func contentReset() {
        baseVersion += 1
        liveItems.removeAll()
        expanded.removeAll()
        focused = nil
        changesApplied += 1
        if let query = filter?.query { setFilter(query) }
    }

    /// Replaces a row's content with a live change.
    public func applyLive(_ item: FeedItem) {
        liveItems[item.row] = item
        bump(item.row)
    }

    /// The item as shown (live changes applied), if its page is loaded.
    public func currentItem(ofSource sourceIndex: Int) -> FeedItem? {
        guard let item = feed.item(at: sourceIndex) else { return nil }
        return liveItems[item.row] ?? item
    }

    /// Narrows the list to rows matching `query` (empty: no filter).
    public func setFilter(_ query: String) {
        if query != (filter?.query ?? "") { filterGeneration += 1 }
        filter = query.isEmpty ? nil : FilterScan(query: query)
    }

    /// Advances the filter scan over loaded rows by a bounded amount of work; call once per frame.
    /// Returns whether the scan made progress.
    @discardableResult
    public func advanceFilter(budget: Int = 4096) -> Bool {
        guard var scan = filter else { return false }
        defer { filter = scan }
        return scan.advance(budget: budget, count: feed.knownCount) { index in
            guard let item = self.currentItem(ofSource: index) else {
                self.feed.prefetch(index..<min(index + 512, self.feed.knownCount))
                return nil
            }
            return item
        }
    }
}
