/// A glyph of a face opened by one `GlyphRasterizer`.
///
/// Meaningful only to the rasterizer that made it: the face is that rasterizer's slot number, which
/// keeps the glyph cache key small and hashing it cheap (no path strings).
public struct GlyphID: Hashable, Sendable {
    let face: Int32
    /// The glyph's index in its face (0 is the face's "missing glyph").
    public let index: UInt32
}
