import BurinFeed

/// An incremental filter: scans the feed forward a bounded number of rows per frame, so a filter over
/// a million rows never stalls a frame; matches appear as the scan goes.
/// - Note: Main loop only.
public struct FilterScan {
    public let query: String
    private var matches: [Int] = []
    /// Feed positions scanned so far.
    public private(set) var scanned = 0

    public init(query: String) {
        self.query = query
    }

    public var matchCount: Int { matches.count }

    func sourceIndex(at index: Int) -> Int { matches[index] }

    func listIndex(ofSource sourceIndex: Int) -> Int? {
        let lo = firstListIndex(atOrAfterSource: sourceIndex)
        return lo < matches.count && matches[lo] == sourceIndex ? lo : nil
    }

    /// The list position of the first match at feed position `sourceIndex` or after it;
    /// `matchCount` when there is none. O(log matches).
    func firstListIndex(atOrAfterSource sourceIndex: Int) -> Int {
        var lo = 0
        var hi = matches.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if matches[mid] < sourceIndex { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether every known row has been scanned.
    public func isComplete(count: Int) -> Bool { scanned >= count }

    /// Scans up to `budget` rows; stops early at a row whose page is not loaded yet (`item` returns
    /// nil, having asked for it). Returns whether anything was scanned.
    mutating func advance(budget: Int, count: Int, item: (Int) -> FeedItem?) -> Bool {
        let start = scanned
        while scanned < count, scanned - start < budget {
            guard let it = item(scanned) else { break }
            if it.matches(query) { matches.append(scanned) }
            scanned += 1
        }
        return scanned > start
    }
}
