/// A face's vertical metrics at one pixel size, rounded to whole pixels as FreeType's hinting does.
public struct FontMetrics: Sendable, Equatable {
    /// Pixels from the baseline up to the top of the tallest design glyphs.
    public let ascender: Int
    /// Pixels from the baseline down to the bottom of the deepest glyphs, as a positive number.
    public let descender: Int
    /// Baseline-to-baseline distance the font recommends.
    public let lineHeight: Int

    public init(ascender: Int, descender: Int, lineHeight: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }

    /// Height of the box from ascender to descender, the one text is centred by.
    public var boxHeight: Int { ascender + descender }
}
