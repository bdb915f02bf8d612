import BurinCore

/// What identifies one rendered glyph: the face (a rasterizer's slot number), the glyph, the size.
struct GlyphCacheKey: Hashable {
    let face: Int32
    let index: UInt32
    let pixelSize: Int32
}

/// A least-recently-used cache of rendered glyphs bounded in bytes, not entries: a CJK glyph at 64 px
/// weighs a hundred Latin ones at 12 px, so an entry count would bound nothing.
/// - Note: Owned by one `GlyphRasterizer`, so by one thread.
struct GlyphCache {
    /// What an entry costs beyond its coverage bytes: the node, the dictionary entry, the array header.
    static let entryOverhead = 96

    private var entries: LRUCache<GlyphCacheKey, RasterizedGlyph>

    init(byteLimit: Int) {
        entries = LRUCache(capacity: byteLimit)
    }

    var byteLimit: Int { entries.capacity }
    var bytes: Int { entries.totalCost }
    var hits: Int { entries.hits }
    var misses: Int { entries.misses }
    var count: Int { entries.count }

    static func cost(of glyph: RasterizedGlyph) -> Int { glyph.coverage.count + entryOverhead }

    /// The cached glyph, marked most recently used; counts a hit or a miss.
    mutating func lookUp(_ key: GlyphCacheKey) -> RasterizedGlyph? { entries.lookup(key) }

    /// Stores `glyph`, evicting the least recently used entries until the total fits. A glyph larger
    /// than the whole budget is not kept.
    mutating func insert(_ glyph: RasterizedGlyph, for key: GlyphCacheKey) {
        entries.insert(glyph, for: key, cost: Self.cost(of: glyph))
    }
}
