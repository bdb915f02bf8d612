/// A filter's matches so far. Either the main loop scans the items forward a bounded number per
/// frame (the app's `matches(_:query:)`), so a filter over a million rows never stalls a frame, or an
/// app's `BackgroundFilter` searches off the main loop and the matches are appended as they come.
/// - Note: Main loop only.
public struct FilterScan {
    public let query: String
    /// The query's words the rows mark.
    public let highlights: [String]
    private var matches: [Int] = []
    /// Feed positions scanned so far (a scan on the main loop).
    public private(set) var scanned = 0
    /// How far a background search has got, 0...1; nil for a scan on the main loop.
    public private(set) var fraction: Double?
    private var backgroundComplete = false

    public init(query: String, highlights: [String], inBackground: Bool = false) {
        self.query = query
        self.highlights = highlights
        fraction = inBackground ? 0 : nil
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
    public func isComplete(count: Int) -> Bool { fraction == nil ? scanned >= count : backgroundComplete }

    /// Takes what a background search found.
    mutating func receive(_ progress: FilterProgress) {
        // The search reports in ascending order; a stray earlier position would break the binary searches.
        let last = matches.last ?? -1
        matches += progress.newMatches.drop { $0 <= last }
        fraction = progress.fraction
        backgroundComplete = progress.isComplete
    }

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
