/// An incremental filter: scans the items forward a bounded number per frame, so a filter over a
/// million rows never stalls a frame; matches appear as the scan goes. What matches is the app's
/// `matches(_:query:)`.
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

    /// Scans up to `budget` rows; stops early at a row that is not loaded yet (`matches` returns nil,
    /// having asked for it). Returns whether anything was scanned.
    mutating func advance(budget: Int, count: Int, matches isMatch: (Int) -> Bool?) -> Bool {
        let start = scanned
        while scanned < count, scanned - start < budget {
            guard let found = isMatch(scanned) else { break }
            if found { matches.append(scanned) }
            scanned += 1
        }
        return scanned > start
    }
}
