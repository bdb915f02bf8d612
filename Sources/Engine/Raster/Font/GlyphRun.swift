/// A line of text turned into positioned glyphs: what layout produces and painting consumes.
public struct GlyphRun: Sendable, Equatable {
    /// One glyph, rendered, and where its pen position lies, in pixels right of the run's start.
    public struct Placement: Sendable, Equatable {
        public let glyph: GlyphID
        /// The glyph's coverage at the run's pixel size (shared with the cache, not copied).
        public let rendered: RasterizedGlyph
        public let x: Int
    }

    public internal(set) var placements: [Placement] = []
    /// Pixels from the run's start to the pen after its last glyph.
    public internal(set) var advance = 0
    /// Clusters no installed font could draw, in order. They take no space in the run.
    public internal(set) var missing: [Character] = []
    /// Whether layout stopped at its width limit before the end of the text.
    public internal(set) var isTruncated = false
}
