public import BurinListViewer
public import FeedData

/// What the viewer shows of a feed: its own records, or a list inside one of them walked into
/// (`NestedRecords`), as the same kind of items so that cards, filters and keys work alike.
/// - Note: Main loop only.
public final class FeedItems: ListItems {
    private enum Records {
        case feed(FeedSource)
        case nested(NestedRecords)
    }

    private let records: Records

    /// The feed's own records.
    public init(_ feed: FeedSource) { records = .feed(feed) }

    /// The records of a list walked into.
    public init(_ nested: NestedRecords) { records = .nested(nested) }

    /// The records, for the query scan's workers.
    var scannable: any ScannableRecords {
        switch records {
        case .feed(let feed): feed
        case .nested(let nested): nested
        }
    }

    /// The lists the record at `index` holds, largest first.
    public func lists(at index: Int) -> [NestedList] {
        switch records {
        case .feed(let feed): feed.nestedLists(row: index)
        case .nested(let nested): nested.lists(at: index)
        }
    }

    /// The list `list` of the record at `index`, opened: one level deeper.
    public func open(_ list: NestedList, at index: Int) -> FeedItems? {
        switch records {
        case .feed(let feed): feed.openNested(list, row: index).map(FeedItems.init)
        case .nested(let nested): nested.open(list, at: index).map(FeedItems.init)
        }
    }

    /// Where the record at `index` is, as the status bar shows it (`.filesystems[0]`).
    func path(of index: Int) -> String {
        switch records {
        case .feed(let feed): (feed.recordsPath.map { "." + $0 } ?? "") + "[\(index)]"
        case .nested(let nested): nested.path + "[\(index)]"
        }
    }

    /// Where these records are, as the status bar shows it (`.filesystems[0].children`); nil for the feed's own.
    public var path: String? {
        if case .nested(let nested) = records { nested.path } else { nil }
    }

    public var count: Int {
        switch records {
        case .feed(let feed): feed.knownCount
        case .nested(let nested): nested.count
        }
    }

    public func item(at index: Int) -> FeedItem? {
        switch records {
        case .feed(let feed): feed.item(at: index)
        case .nested(let nested): nested.item(at: index)
        }
    }

    /// Record `index`'s bytes as the file holds them (a JSONL line, an array's element), to copy it.
    public func recordBytes(at index: Int) -> [UInt8]? {
        switch records {
        case .feed(let feed): feed.recordBytes(row: index)
        case .nested(let nested): nested.recordBytes(at: index).map(Array.init)
        }
    }

    public func hasItem(at index: Int) -> Bool {
        switch records {
        case .feed(let feed): feed.hasItem(at: index)
        case .nested(let nested): index >= 0 && index < nested.count
        }
    }

    public func hasItems(at indices: [Int]) -> [Bool] {
        switch records {
        case .feed(let feed): feed.hasItems(at: indices)
        case .nested(let nested): indices.map { $0 >= 0 && $0 < nested.count }
        }
    }

    public func prefetch(_ range: Range<Int>) {
        if case .feed(let feed) = records { feed.prefetch(range) }
    }

    public var isComplete: Bool {
        if case .feed(let feed) = records { feed.isIndexingComplete } else { true }
    }

    public func waitUntilLoaded() {
        if case .feed(let feed) = records { feed.waitUntilLoaded() }
    }
}
