public import BurinCore

/// The list the viewer shows: an app's items, optionally narrowed by a filter, with each row's
/// presentation (focused, unfolded, the filter's matches) and live changes applied. The pipeline's
/// `RowSource`.
///
/// A row's id is its item's position, and its content version starts at 0 and moves up by one on
/// every change that alters its look, so versions only ever grow (the display invariant relies on
/// that).
/// - Note: Main loop only.
public final class ListModel<Items: ListItems>: RowSource {
    public typealias Item = Items.Item

    public let items: Items
    public private(set) var filter: FilterScan?
    /// Why the last query typed was refused (the list keeps the filter before it); nil when it was read.
    public private(set) var filterError: String?
    /// The app's search off the main loop, when it has one; else the filter scans on the main loop.
    private let background: (any BackgroundFilter)?
    /// The app's sort off the main loop, when it has one; `order` is what it brought last.
    public let sorter: (any BackgroundSort)?
    /// The fields and values counted for `s` and `c`; nil: none to pick from.
    public let counts: (any BackgroundCounts)?
    /// The items' order in the unfiltered list (a filtered list keeps its matches' own order).
    public private(set) var order: ListOrder?
    /// A finished filter's matches in `order`: list position → position among the matches.
    private var filteredOrder: ListOrder?
    private let isMatch: (Item, String) -> Bool
    private let estimate: (Int) -> Int
    private var versions: [RowID: Int] = [:]
    /// Added to every row's version: moved by one when all the items were read again from scratch.
    private var baseVersion = 0
    private var unfolded: Set<RowID> = []
    private var liveItems: [RowID: Item] = [:]
    /// The row the keyboard acts on; nil means "the first row on screen".
    public private(set) var focused: RowID?
    public var policy: DrawPolicy = .asyncWhenContentsChange
    /// Content changes applied since start (live changes, unfolding, focus).
    public private(set) var changesApplied = 0
    /// Moves on every change of the filter: rows may mark the filter's matches, so every row's look
    /// changes with it. Added to each row's own version, which keeps versions growing.
    private var filterGeneration = 0

    /// Called with (item position, item) when the pipeline is about to lay the row out
    /// (`willLayOut`), in its order: nearest the screen first.
    public var willHandOut: ((Int, Item) -> Void)?

    /// A list of `items`; `matches` says whether an item matches a filter, `estimatedHeight` guesses
    /// a row's height at a width before it is laid out.
    public init(
        items: Items, matches: @escaping (Item, String) -> Bool, estimatedHeight: @escaping (Int) -> Int,
        background: ListBackground = ListBackground()
    ) {
        self.items = items
        self.background = background.filter
        self.sorter = background.sort
        self.counts = background.counts
        isMatch = matches
        estimate = estimatedHeight
    }

    // MARK: RowSource

    public var rowCount: Int { filter?.matchCount ?? items.count }

    public func row(at index: Int) -> RowEntry<ListRow<Item>>? {
        guard let sourceIndex = sourceIndex(at: index), let item = currentItem(ofSource: sourceIndex) else {
            return nil
        }
        let id = RowID(sourceIndex)
        let content = ListRow(
            item: item,
            presentation: RowPresentation(
                focused: focused == id, unfolded: unfolded.contains(id), highlights: filter?.highlights ?? []))
        return RowEntry(id: id, version: version(of: id), content: content, policy: policy)
    }

    /// Row ids are item positions, so a row's identity needs only to know that its item is loaded.
    public func identity(at index: Int) -> RowIdentity? {
        guard let sourceIndex = sourceIndex(at: index), items.hasItem(at: sourceIndex) else { return nil }
        let id = RowID(sourceIndex)
        return RowIdentity(id: id, version: version(of: id), policy: policy)
    }

    /// `identity(at:)` of each row of `range`, asking the items' count (a lock in a feed) and whether
    /// they are loaded once for all of them.
    public func identities(in range: Range<Int>) -> [RowIdentity?] {
        let count = items.count
        // The plain list's positions are its items' (as `sourceIndex(at:)`, without its checks a row).
        let sources =
            filter == nil && order == nil
            ? range.map { $0 >= 0 && $0 < count ? $0 : nil } : range.map { sourceIndex(at: $0, itemCount: count) }
        var loaded = items.hasItems(at: sources.compactMap { $0 }).makeIterator()
        let (versions, added, policy) = (versions, filterGeneration + baseVersion, policy)
        return sources.map { sourceIndex in
            guard let sourceIndex, loaded.next() == true else { return nil }
            let id = RowID(sourceIndex)
            // As `version(of:)`, from the values taken once above.
            return RowIdentity(id: id, version: (versions.isEmpty ? 0 : versions[id] ?? 0) + added, policy: policy)
        }
    }

    public func estimatedHeight(at index: Int, width: Int) -> Int { estimate(width) }

    public func willLayOut(_ index: Int) {
        guard let willHandOut, let sourceIndex = sourceIndex(at: index), let item = currentItem(ofSource: sourceIndex)
        else { return }
        willHandOut(sourceIndex, item)
    }

    public func prefetch(_ range: Range<Int>) {
        guard filter != nil || order != nil else {
            items.prefetch(range.clamped(to: 0..<max(0, items.count)))
            return
        }
        let indices = range.compactMap { sourceIndex(at: $0) }
        if let lo = indices.min(), let hi = indices.max() { items.prefetch(lo..<(hi + 1)) }
    }

    /// The item position of list position `index`.
    public func sourceIndex(at index: Int) -> Int? { sourceIndex(at: index, itemCount: items.count) }

    /// `itemCount` is asked only where it is needed (a filtered list never needs it).
    private func sourceIndex(at index: Int, itemCount: @autoclosure () -> Int) -> Int? {
        guard index >= 0 else { return nil }
        if let filter {
            guard index < filter.matchCount else { return nil }
            return filter.sourceIndex(at: filteredOrder?.sourceIndex(at: index, count: filter.matchCount) ?? index)
        }
        if let order { return order.sourceIndex(at: index, count: itemCount()) }
        return index < itemCount() ? index : nil
    }

    /// The list position of item position `sourceIndex`, if it is in the list.
    public func listIndex(ofSource sourceIndex: Int) -> Int? {
        if let order, filter == nil { return order.listIndex(ofSource: sourceIndex, count: items.count) }
        guard let filter else { return sourceIndex < items.count ? sourceIndex : nil }
        guard let match = filter.listIndex(ofSource: sourceIndex) else { return nil }
        return filteredOrder?.listIndex(ofSource: match, count: filter.matchCount) ?? match
    }

    /// The list position of the first row at item position `sourceIndex` or after it; the last row
    /// when none is (nil for an empty list).
    public func nearestListIndex(atOrAfterSource sourceIndex: Int) -> Int? {
        guard rowCount > 0 else { return nil }
        // In a sorted list the row itself is the nearest; past the end, the last row.
        if let order, filter == nil {
            return order.listIndex(ofSource: sourceIndex, count: items.count) ?? (sourceIndex < 0 ? 0 : rowCount - 1)
        }
        guard let filter else { return min(max(0, sourceIndex), rowCount - 1) }
        let match = min(filter.firstListIndex(atOrAfterSource: sourceIndex), rowCount - 1)
        return filteredOrder?.listIndex(ofSource: match, count: filter.matchCount) ?? match
    }

    // MARK: Changes

    private func bump(_ id: RowID) {
        versions[id, default: 0] += 1
        changesApplied += 1
    }

    /// Folds or unfolds a row (an app's more-detailed form of it).
    public func toggleUnfolded(_ id: RowID) {
        if unfolded.remove(id) == nil { unfolded.insert(id) }
        bump(id)
    }

    public func isUnfolded(_ id: RowID) -> Bool { unfolded.contains(id) }

    /// A row's content version now: 0 until it, the filter or all the items (read again from the
    /// start) first change.
    public func version(of id: RowID) -> Int { (versions[id] ?? 0) + filterGeneration + baseVersion }

    /// Moves the keyboard focus (nil: follow the top of the screen).
    public func focus(_ id: RowID?) {
        guard id != focused else { return }
        if let old = focused { bump(old) }
        focused = id
        if let id { bump(id) }
    }

    /// The items at positions `sourceIndices` were read again: their drawings must be redone and any
    /// live change to the old items is forgotten. A filter scans again, since a row may now match or
    /// not.
    public func contentReplaced(sourceIndices: [Int]) {
        guard !sourceIndices.isEmpty else { return }
        for index in sourceIndices {
            let id = RowID(index)
            liveItems[id] = nil
            bump(id)
        }
        if let query = filter?.query { setFilter(query) }
    }

    /// The rows of the items at positions `sourceIndices` look different although the items are the
    /// same (a picture arrived): their drawings are redone; live changes and the filter stay.
    public func contentRedrawn(sourceIndices: [Int]) {
        for index in sourceIndices { bump(RowID(index)) }
    }

    /// The items were read again from the start (a file replaced or rewritten): any row may hold
    /// another item now. Every row's version moves up, so every drawing is redone; live changes,
    /// unfolded rows and the focus belonged to the old items and are dropped; a filter scans again.
    public func contentReset() {
        baseVersion += 1
        liveItems.removeAll()
        unfolded.removeAll()
        focused = nil
        changesApplied += 1
        if let query = filter?.query { setFilter(query) }
    }

    /// Replaces the item at `sourceIndex` with a live change, until it is read again.
    public func applyLive(_ item: Item, at sourceIndex: Int) {
        let id = RowID(sourceIndex)
        liveItems[id] = item
        bump(id)
    }

    /// The item as shown (live changes applied), if it is loaded.
    public func currentItem(ofSource sourceIndex: Int) -> Item? {
        guard let item = items.item(at: sourceIndex) else { return nil }
        return liveItems[RowID(sourceIndex)] ?? item
    }

    /// Narrows the list to rows matching `query` (empty: no filter). A query the background filter
    /// cannot read leaves the list as it was and says why in `filterError`.
    public func setFilter(_ query: String) {
        filterError = nil
        if let background {
            if query.isEmpty {
                background.cancel()
            } else {
                do throws(FilterError) {
                    try background.start(query)
                } catch {
                    filterError = error.description
                    return
                }
            }
        }
        // Rows look different only where the marked words change: retyping `rating>4` as `rating>4.0`
        // keeps every drawing.
        let highlights = query.isEmpty ? [] : background?.highlights ?? [query]
        if highlights != (filter?.highlights ?? []) { filterGeneration += 1 }
        filteredOrder = nil
        filter =
            query.isEmpty
            ? nil : FilterScan(query: query, highlights: highlights, inBackground: background != nil)
    }

    /// Shows the unfiltered items in `order` (nil: their own). Rows keep their ids and looks, so no
    /// drawing is redone; the list position stays, now over the new order.
    func setOrder(_ newOrder: ListOrder?) {
        order = newOrder
        filteredOrder = nil
        sortFilterMatches()
    }

    /// Puts a finished filter's matches in the sort's order (on the main loop, once per filter and
    /// order: O(m log m) for m matches), and again when more came (a growing feed). While the matches
    /// stream they stay in the records' order.
    func sortFilterMatches() {
        guard let order, let filter, filteredOrder?.count != filter.matchCount, filter.isComplete(count: items.count)
        else { return }
        filteredOrder = order.restricted(
            toSources: (0..<filter.matchCount).map(filter.sourceIndex(at:)), count: items.count)
    }

    /// Says why a sort was refused where a refused query says it.
    func reportSortError(_ text: String) { filterError = text }

    /// Waits for a background search to finish and takes what it found (stepped runs, which show
    /// settled lists); nothing to do for a scan on the main loop.
    public func finishBackgroundFilter() {
        if let sorter {
            sorter.waitUntilComplete()
            advanceSort()
        }
        guard let background else { return }
        while let scan = filter, scan.fraction != nil, !scan.isComplete(count: items.count) {
            background.waitUntilComplete()
            guard advanceFilter() else { return }
        }
    }

    /// Whether the filter (if any) has looked at every known item.
    public var isFilterComplete: Bool { filter.map { $0.isComplete(count: items.count) } ?? true }

    /// Advances the filter scan over loaded rows by a bounded amount of work; call once per frame.
    /// Returns whether the scan made progress.
    @discardableResult
    public func advanceFilter(budget: Int = 4096) -> Bool {
        advanceSort()
        guard var scan = filter else { return false }
        defer {
            filter = scan
            sortFilterMatches()
        }
        if let background, scan.fraction != nil {
            guard let progress = background.drain() else { return false }
            scan.receive(progress)
            return true
        }
        let query = scan.query
        return scan.advance(budget: budget, count: items.count) { index in
            guard let item = self.currentItem(ofSource: index) else {
                self.items.prefetch(index..<min(index + 512, self.items.count))
                return nil
            }
            return self.isMatch(item, query)
        }
    }
}
