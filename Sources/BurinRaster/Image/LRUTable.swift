/// A least-recently-used table bounded by the total cost of its values. Not thread-safe: an owner
/// keeps it under a lock.
///
/// Entries live in an array linked newest to oldest by index, so lookups, insertions and evictions
/// are O(1) and allocate only when the array grows.
struct LRUTable<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value?
        var cost: Int
        var newer: Int
        var older: Int
    }

    /// The largest total cost kept.
    let costLimit: Int
    private(set) var totalCost = 0
    private var index: [Key: Int] = [:]
    private var slots: [Slot] = []
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1

    init(costLimit: Int) {
        self.costLimit = max(0, costLimit)
    }

    var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used; nil when absent.
    mutating func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        moveToNewest(i)
        return slots[i].value
    }

    /// Stores `value` for `key` as the most recently used, replacing any old value, then evicts the
    /// oldest entries until the total cost fits. A value costing more than the whole limit is not
    /// kept. Returns how many other entries were evicted.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key, cost: Int) -> Int {
        remove(key)
        let cost = max(0, cost)
        guard cost <= costLimit else { return 0 }
        var evicted = 0
        while totalCost + cost > costLimit, oldest >= 0 {
            remove(slots[oldest].key)
            evicted += 1
        }
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
    mutating func remove(_ key: Key) {
        guard let i = index.removeValue(forKey: key) else { return }
        unlink(i)
        totalCost -= slots[i].cost
        slots[i].value = nil
        freeSlots.append(i)
    }

    /// Keys from most to least recently used.
    var keysNewestFirst: [Key] {
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
