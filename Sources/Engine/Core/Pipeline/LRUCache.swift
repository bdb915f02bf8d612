/// A dictionary that evicts its least recently used entries once their total cost passes a budget:
/// drawings by bytes, layouts by count, decoded images and rendered glyphs by bytes.
///
/// Entries live in one array linked newest to oldest by index (no object per entry, so copies are
/// independent values); freed slots are reused. Lookups, insertions and evictions are O(1) amortised.
/// Not thread-safe: one thread owns it, or its owner keeps it under a lock.
public struct LRUCache<Key: Hashable, Value> {
    fileprivate struct Slot {
        var key: Key
        var value: Value?
        var cost: Int
        var newer: Int
        var older: Int
    }

    /// The cost budget.
    public let capacity: Int
    /// The summed cost of what is stored now.
    public private(set) var totalCost = 0
    /// Lookups that found their key.
    public private(set) var hits = 0
    /// Lookups that did not.
    public private(set) var misses = 0
    /// Entries evicted to make room.
    public private(set) var evictions = 0
    private var index: [Key: Int] = [:]
    private var slots: [Slot] = []
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1

    /// A cache holding at most `capacity` in total cost.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    public var count: Int { index.count }

    /// The value for `key`, marked as most recently used; counts a hit or a miss.
    public mutating func lookup(_ key: Key) -> Value? {
        guard let i = index[key] else {
            misses += 1
            return nil
        }
        hits += 1
        moveToNewest(i)
        return slots[i].value
    }

    /// The value for `key` without touching recency or counters.
    public func peek(_ key: Key) -> Value? {
        index[key].flatMap { slots[$0].value }
    }

    /// `transform` of the value for `key`, without copying the value out, touching recency or counters.
    public func peek<T>(_ key: Key, _ transform: (borrowing Value) -> T) -> T? {
        guard let i = index[key] else { return nil }
        // Through the buffer, the slot is borrowed in place: `slots[i]` would copy it, key and value,
        // retaining whatever they hold (a layout's arrays), for every height the planner asks.
        return slots.withUnsafeBufferPointer { $0[i].value.map { transform($0) } }
    }

    /// Whether `key` is cached, without touching recency or counters.
    public func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` for `key` as the most recently used, replacing any old value, then evicts the
    /// oldest entries until the total cost fits. A value costing more than the whole budget is not
    /// kept. Returns how many other entries were evicted.
    @discardableResult
    public mutating func insert(_ value: Value, for key: Key, cost: Int = 1) -> Int {
        remove(key)
        let cost = max(0, cost)
        guard cost <= capacity else { return 0 }
        var evicted = 0
        while totalCost + cost > capacity, oldest >= 0 {
            remove(slots[oldest].key)
            evicted += 1
        }
        evictions += evicted
        let slot = Slot(key: key, value: value, cost: cost, newer: -1, older: newest)
        let i: Int
        if let reused = freeSlots.popLast() {
            i = reused
            slots[i] = slot
        } else {
            i = slots.count
            slots.append(slot)
        }
        if newest >= 0 { slots[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
        index[key] = i
        totalCost += cost
        return evicted
    }

    /// Removes `key`'s entry, if any.
    public mutating func remove(_ key: Key) {
        guard let i = index.removeValue(forKey: key) else { return }
        unlink(i)
        totalCost -= slots[i].cost
        slots[i].value = nil
        freeSlots.append(i)
    }

    /// Drops everything (counters are kept).
    public mutating func removeAll() {
        index.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        totalCost = 0
    }

    /// The key that the next eviction would remove, without touching recency or counters: owners that
    /// must act on each eviction (delete a file, drop a companion entry) evict by hand with it.
    public var leastRecentlyUsedKey: Key? { oldest >= 0 ? slots[oldest].key : nil }

    /// Keys from most to least recently used.
    public var keysNewestFirst: [Key] {
        var keys: [Key] = []
        var i = newest
        while i >= 0 {
            keys.append(slots[i].key)
            i = slots[i].older
        }
        return keys
    }

    private mutating func moveToNewest(_ i: Int) {
        guard newest != i else { return }
        unlink(i)
        slots[i].older = newest
        slots[i].newer = -1
        if newest >= 0 { slots[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }

    private mutating func unlink(_ i: Int) {
        let newer = slots[i].newer
        let older = slots[i].older
        if newer >= 0 { slots[newer].older = older } else { newest = older }
        if older >= 0 { slots[older].newer = newer } else { oldest = newer }
        slots[i].newer = -1
        slots[i].older = -1
    }
}

extension LRUCache where Value == CellBitmap {
    /// Stores a drawing under `key`, at its byte cost: drawings are bounded in bytes, so memory stays
    /// bounded whatever the list length.
    public mutating func insert(_ bitmap: CellBitmap, for key: Key) { insert(bitmap, for: key, cost: bitmap.byteCost) }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}

extension LRUCache.Slot: Sendable where Key: Sendable, Value: Sendable {}
