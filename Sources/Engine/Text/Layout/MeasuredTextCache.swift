import BurinCore

/// A string sanitised, measured and classified for line breaking: what the layout engine caches.
struct MeasuredText {
    var clusters: [Cluster] = []
    var classes: [BreakClass] = []
    var lineBreaks: [Int] = []
    var sanitisedCount = 0
    /// Total columns of all clusters.
    var width = 0

    init() {}

    init(_ string: String, sanitizer: Sanitizer) {
        sanitisedCount = sanitizer.append(string, to: &clusters, lineBreaks: &lineBreaks)
        classes = clusters.map(BreakClass.init)
        width = clusters.reduce(0) { $0 + $1.width }
    }
}

/// A bounded map from strings to their measurements, approximately least-recently-used: entries live
/// in a young and an old generation; when the young one is full the old one is dropped and the young
/// one becomes old. A hit in the old generation moves the entry to the young one. Each lookup and
/// insertion is O(1) (plus hashing the string), and memory is bounded by `capacity` entries of at most
/// `maxStringLength` UTF-8 bytes each.
///
/// - Note: Owned by one `TextLayoutEngine`, so by one thread.
struct MeasuredTextCache {
    struct Key: Hashable {
        var string: String
        var newlines: Sanitizer.NewlinePolicy
    }

    let capacity: Int
    let maxStringLength: Int
    private var young: [Key: MeasuredText] = [:]
    private var old: [Key: MeasuredText] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int, maxStringLength: Int) {
        self.capacity = max(0, capacity)
        self.maxStringLength = maxStringLength
    }

    var count: Int { young.count + old.count }

    mutating func measured(_ string: String, newlines: Sanitizer.NewlinePolicy) -> MeasuredText {
        let sanitizer = Sanitizer(newlines: newlines)
        guard capacity > 0, string.utf8.count <= maxStringLength else {
            return MeasuredText(string, sanitizer: sanitizer)
        }
        let key = Key(string: string, newlines: newlines)
        if let entry = young[key] {
            hits += 1
            return entry
        }
        if let entry = old.removeValue(forKey: key) {
            hits += 1
            insert(entry, for: key)
            return entry
        }
        misses += 1
        let entry = MeasuredText(string, sanitizer: sanitizer)
        insert(entry, for: key)
        return entry
    }

    private mutating func insert(_ entry: MeasuredText, for key: Key) {
        if young.count >= max(1, capacity / 2) {
            old = young
            young = [:]
        }
        young[key] = entry
    }
}
