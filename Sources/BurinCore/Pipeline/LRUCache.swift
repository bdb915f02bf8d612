/// Finished drawings by content key, bounded in bytes: memory stays bounded whatever the list length.
public typealias BitmapCache = LRUCache<ContentKey, CellBitmap>

extension LRUCache where Key == ContentKey, Value == CellBitmap {
    /// A drawing cache holding at most `capacityBytes` of bitmaps.
    public init(capacityBytes: Int) {
        self.init(capacity: capacityBytes, cost: { $0.byteCost })
    }

    /// Stores a drawing under its own key.
    public mutating func insert(_ bitmap: CellBitmap) { insert(bitmap, for: bitmap.key) }
}

/// A dictionary that evicts its least recently used entries once their total cost passes a budget.
/// Lookups and inserts are O(1) amortised.
/// - Note: Main loop only (not thread-safe; a value owned by one thread).
public struct LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var cost: Int
        var newer: Node?
        weak var older: Node?
        init(key: Key, value: Value, cost: Int) {
            self.key = key
            self.value = value
            self.cost = cost
        }
    }

    /// The cost budget (bytes for drawings, entries for layouts).
    public let capacity: Int
    private let cost: (Value) -> Int
    /// The summed cost of what is stored now.
    public private(set) var bytes = 0
    public private(set) var hits = 0
    public private(set) var misses = 0
    public private(set) var evictions = 0
    private var nodes: [Key: Node] = [:]
    private var oldest: Node?
    private var newest: Node?

    /// A cache whose entries cost `cost(value)` each, holding at most `capacity` in total.
    public init(capacity: Int, cost: @escaping (Value) -> Int = { _ in 1 }) {
        self.capacity = max(0, capacity)
        self.cost = cost
    }

    public var count: Int { nodes.count }

    /// The value for `key`, marked as most recently used; counts a hit or a miss. O(1).
    public mutating func lookup(_ key: Key) -> Value? {
        guard let node = nodes[key] else {
            misses += 1
            return nil
        }
        hits += 1
        moveToNewest(node)
        return node.value
    }

    /// Whether `key` is cached, without touching recency or counters.
    public func contains(_ key: Key) -> Bool { nodes[key] != nil }

    /// The value for `key` without touching recency or counters.
    public func peek(_ key: Key) -> Value? { nodes[key]?.value }

    /// Stores `value` and evicts the least recently used entries until the cache fits its budget. A
    /// value costing more than the whole budget is not kept. Amortised O(1).
    public mutating func insert(_ value: Value, for key: Key) {
        let c = cost(value)
        if let node = nodes[key] {
            bytes -= node.cost
            node.value = value
            node.cost = c
            bytes += c
            moveToNewest(node)
        } else {
            guard c <= capacity else { return }
            let node = Node(key: key, value: value, cost: c)
            nodes[key] = node
            bytes += c
            appendNewest(node)
        }
        while bytes > capacity, let victim = oldest {
            unlink(victim)
            nodes[victim.key] = nil
            bytes -= victim.cost
            evictions += 1
        }
    }

    /// Drops everything (theme change, memory pressure).
    public mutating func removeAll() {
        nodes.removeAll()
        oldest = nil
        newest = nil
        bytes = 0
    }

    private mutating func moveToNewest(_ node: Node) {
        guard newest !== node else { return }
        unlink(node)
        appendNewest(node)
    }

    private mutating func appendNewest(_ node: Node) {
        node.older = newest
        node.newer = nil
        newest?.newer = node
        newest = node
        if oldest == nil { oldest = node }
    }

    private mutating func unlink(_ node: Node) {
        if let o = node.older { o.newer = node.newer } else { oldest = node.newer }
        if let n = node.newer { n.older = node.older } else { newest = node.older }
        node.older = nil
        node.newer = nil
    }
}
