/// What identifies one rendered glyph: the face (a rasterizer's slot number), the glyph, the size.
struct GlyphCacheKey: Hashable {
    let face: Int32
    let index: UInt32
    let pixelSize: Int32
}

/// A least-recently-used cache of rendered glyphs bounded in bytes, not entries: a CJK glyph at 64 px
/// weighs a hundred Latin ones at 12 px, so an entry count would bound nothing.
///
/// Nodes live in one array linked by index (no per-entry objects); evicted slots are reused.
/// Lookup, insertion and eviction are O(1) amortised.
/// - Note: Owned by one `GlyphRasterizer`, so by one thread.
struct GlyphCache {
    /// What an entry costs beyond its coverage bytes: the node, the dictionary entry, the array header.
    static let entryOverhead = 96

    let byteLimit: Int
    private(set) var bytes = 0
    private(set) var hits = 0
    private(set) var misses = 0
    var count: Int { slots.count }

    private struct Node {
        var key: GlyphCacheKey
        var glyph: RasterizedGlyph?
        var cost: Int
        var newer: Int
        var older: Int
    }

    private var nodes: [Node] = []
    private var freeNodes: [Int] = []
    private var slots: [GlyphCacheKey: Int] = [:]
    /// Most and least recently used node, or -1 when empty.
    private var newest = -1
    private var oldest = -1

    init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    static func cost(of glyph: RasterizedGlyph) -> Int { glyph.coverage.count + entryOverhead }

    /// The cached glyph, marked most recently used; counts a hit or a miss.
    mutating func lookUp(_ key: GlyphCacheKey) -> RasterizedGlyph? {
        guard let slot = slots[key] else {
            misses += 1
            return nil
        }
        hits += 1
        unlink(slot)
        pushNewest(slot)
        return nodes[slot].glyph
    }

    /// Stores `glyph`, evicting the least recently used entries until the total fits. A glyph larger
    /// than the whole budget is not kept.
    mutating func insert(_ glyph: RasterizedGlyph, for key: GlyphCacheKey) {
        let cost = Self.cost(of: glyph)
        guard cost <= byteLimit, slots[key] == nil else { return }
        while bytes + cost > byteLimit, oldest >= 0 { evict(oldest) }
        let node = Node(key: key, glyph: glyph, cost: cost, newer: -1, older: -1)
        let slot: Int
        if let reused = freeNodes.popLast() {
            nodes[reused] = node
            slot = reused
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        slots[key] = slot
        bytes += cost
        pushNewest(slot)
    }

    private mutating func evict(_ slot: Int) {
        unlink(slot)
        slots[nodes[slot].key] = nil
        bytes -= nodes[slot].cost
        nodes[slot].glyph = nil
        freeNodes.append(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let newer = nodes[slot].newer
        let older = nodes[slot].older
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        nodes[slot].newer = -1
        nodes[slot].older = -1
    }

    private mutating func pushNewest(_ slot: Int) {
        nodes[slot].older = newest
        nodes[slot].newer = -1
        if newest >= 0 { nodes[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
