/// How a rasterizer's glyph cache is doing, for tests, the bench and the debug overlay.
public struct GlyphCacheStatistics: Sendable, Equatable {
    public let hits: Int
    public let misses: Int
    public let entries: Int
    /// Bytes the cache holds now, coverage plus a fixed overhead per entry.
    public let bytes: Int
    /// The most bytes the cache may hold.
    public let byteLimit: Int
}
