import BurinCore

/// How a block of pixels becomes one terminal cell.
///
/// Blitters are data (notcurses' shape): each case has a row in `traits` with its pixels per cell and
/// the blitter to fall back to when the terminal's font lacks its glyphs. Finer blitters need newer
/// Unicode blocks: sextants are Unicode 13, quadrants and the half block far older.
public enum Blitter: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// "▀"/"▄": 1x2 pixels a cell, full colour for each pixel.
    case halfBlock
    /// U+2596–259F quadrants: 2x2 pixels, two colours a cell.
    case quadrant
    /// U+1FB00–1FB3B sextants: 2x3 pixels, two colours a cell.
    case sextant
    /// U+2800 braille: 2x4 dots, two colours a cell split by a brightness threshold.
    case braille

    /// The static description of each blitter, indexed by `rawValue`.
    public static let traits: [BlitterTraits] = [
        BlitterTraits(name: "half", pixelsPerCellX: 1, pixelsPerCellY: 2, fallback: nil),
        BlitterTraits(name: "quadrant", pixelsPerCellX: 2, pixelsPerCellY: 2, fallback: .halfBlock),
        BlitterTraits(name: "sextant", pixelsPerCellX: 2, pixelsPerCellY: 3, fallback: .quadrant),
        // Braille is in nearly every font, but its dots leave gaps; half blocks are the safe step down.
        BlitterTraits(name: "braille", pixelsPerCellX: 2, pixelsPerCellY: 4, fallback: .halfBlock),
    ]

    public var traits: BlitterTraits { Self.traits[rawValue] }
    public var pixelsPerCellX: Int { traits.pixelsPerCellX }
    public var pixelsPerCellY: Int { traits.pixelsPerCellY }
    /// The next blitter to try when this one's glyphs cannot be shown; nil at the end of the chain.
    public var fallback: Blitter? { traits.fallback }
    public var description: String { traits.name }

    /// This blitter and its fallbacks, in order: sextant → quadrant → halfBlock.
    public var fallbackChain: [Blitter] {
        var chain = [self]
        while let next = chain[chain.count - 1].fallback, !chain.contains(next) { chain.append(next) }
        return chain
    }

    /// The first blitter along the chain that `isSupported` accepts; the chain's end otherwise.
    public func resolved(where isSupported: (Blitter) -> Bool) -> Blitter {
        let chain = fallbackChain
        return chain.first(where: isSupported) ?? chain[chain.count - 1]
    }

    /// The blitter named `name` (as in `traits`), for command-line options.
    public init?(name: String) {
        guard let index = Self.traits.firstIndex(where: { $0.name == name }) else { return nil }
        self.init(rawValue: index)
    }
}

/// One blitter's row in the table.
public struct BlitterTraits: Sendable, Equatable {
    public let name: String
    public let pixelsPerCellX: Int
    public let pixelsPerCellY: Int
    public let fallback: Blitter?
}
