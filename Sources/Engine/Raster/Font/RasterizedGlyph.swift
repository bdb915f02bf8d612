/// One glyph rendered to anti-aliased coverage, positioned relative to the pen on the baseline.
///
/// Plain Swift values: FreeType's bitmap is copied out, so a glyph outlives the face that drew it.
public struct RasterizedGlyph: Sendable, Equatable {
    /// Coverage, 0 (none) to 255 (full), row-major, `width` x `rows`, top row first.
    public let coverage: [UInt8]
    public let width: Int
    public let rows: Int
    /// Pixels from the pen to the bitmap's left edge (may be negative).
    public let left: Int
    /// Pixels from the baseline up to the bitmap's top row (positive is up).
    public let top: Int
    /// Pixels the pen moves right after this glyph.
    public let advance: Int

    public init(coverage: [UInt8], width: Int, rows: Int, left: Int, top: Int, advance: Int) {
        self.coverage = coverage
        self.width = width
        self.rows = rows
        self.left = left
        self.top = top
        self.advance = advance
    }

    /// Whether any pixel has coverage; a space has none.
    public var hasInk: Bool { coverage.contains { $0 != 0 } }
}
