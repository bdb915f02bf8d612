/// A face's vertical metrics at one pixel size, rounded to whole pixels as FreeType's hinting does.
public struct FontMetrics: Sendable, Equatable {
    /// Pixels from the baseline up to the top of the tallest design glyphs.
    public let ascender: Int
    /// Pixels from the baseline down to the bottom of the deepest glyphs, as a positive number.
    public let descender: Int
    /// Baseline-to-baseline distance the font recommends.
    public let lineHeight: Int

    /// What is assumed of a face at `pixelSize` where none answers: four fifths above the baseline,
    /// one fifth below.
    public static func assumed(pixelSize: Int) -> FontMetrics {
        FontMetrics(ascender: pixelSize * 4 / 5, descender: pixelSize / 5, lineHeight: pixelSize)
    }

    /// Height of the box from ascender to descender, the one text is centred by.
    public var boxHeight: Int { ascender + descender }
}
