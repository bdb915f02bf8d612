/// How a snapshot draws a block-drawing character: as exact pixel rectangles, never as a font glyph,
/// so that half-block pixel art in a snapshot is exactly the pixels Burin meant.
enum PNGBlockShape: Equatable {
    /// Rectangles filled with the foreground, in 24ths of the cell (24 divides into halves, thirds,
    /// quarters and eighths).
    case rectangles([Rectangle])
    /// The whole cell in the foreground mixed over the background by this fraction (░ ▒ ▓).
    case shade(Double)
    /// Braille dots: bit 0...7 are dots 1...8 of the 2x4 pattern.
    case braille(UInt8)

    struct Rectangle: Equatable {
        let x0: Int
        let y0: Int
        let x1: Int
        let y1: Int
    }

    static let unit = 24

    /// The shape of `text` when it is a single block element, quadrant, sextant, braille pattern or
    /// space; nil for anything a font should draw.
    static func of(_ text: String) -> PNGBlockShape? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        let v = scalar.value
        switch v {
        case 0x20: return .rectangles([])
        case 0x2580...0x259F: return blockElement(v)
        case 0x1FB00...0x1FB3B: return .rectangles(sextant(v))
        case 0x2800...0x28FF: return .braille(UInt8(v - 0x2800))
        default: return nil
        }
    }

    private static func rect(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Rectangle {
        Rectangle(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// U+2580...U+259F: halves, eighths, shades and quadrants.
    private static func blockElement(_ v: UInt32) -> PNGBlockShape {
        let eighth = unit / 8
        let half = unit / 2
        switch v {
        case 0x2580: return .rectangles([rect(0, 0, unit, half)])
        case 0x2581...0x2588:
            // Lower one eighth up to the full block.
            let eighths = Int(v - 0x2580)
            return .rectangles([rect(0, unit - eighths * eighth, unit, unit)])
        case 0x2589...0x258F:
            // Left seven eighths down to one eighth.
            let eighths = 8 - Int(v - 0x2588)
            return .rectangles([rect(0, 0, eighths * eighth, unit)])
        case 0x2590: return .rectangles([rect(half, 0, unit, unit)])
        case 0x2591: return .shade(0.25)
        case 0x2592: return .shade(0.5)
        case 0x2593: return .shade(0.75)
        case 0x2594: return .rectangles([rect(0, 0, unit, eighth)])
        case 0x2595: return .rectangles([rect(unit - eighth, 0, unit, unit)])
        default: return .rectangles(quadrants(v))
        }
    }

    /// U+2596...U+259F, as upper-left, upper-right, lower-left, lower-right flags.
    private static func quadrants(_ v: UInt32) -> [Rectangle] {
        let table: [UInt32: (ul: Bool, ur: Bool, ll: Bool, lr: Bool)] = [
            0x2596: (false, false, true, false), 0x2597: (false, false, false, true),
            0x2598: (true, false, false, false), 0x2599: (true, false, true, true),
            0x259A: (true, false, false, true), 0x259B: (true, true, true, false),
            0x259C: (true, true, false, true), 0x259D: (false, true, false, false),
            0x259E: (false, true, true, false), 0x259F: (false, true, true, true),
        ]
        guard let q = table[v] else { return [] }
        let h = unit / 2
        var out: [Rectangle] = []
        if q.ul { out.append(rect(0, 0, h, h)) }
        if q.ur { out.append(rect(h, 0, unit, h)) }
        if q.ll { out.append(rect(0, h, h, unit)) }
        if q.lr { out.append(rect(h, h, unit, unit)) }
        return out
    }

    /// U+1FB00...U+1FB3B enumerate the 2x3 patterns 1...62 in order, skipping the two that already
    /// exist as ▌ (left column, 21) and ▐ (right column, 42). Bit 0 is the top-left sixth, bit 1 the
    /// top-right, and so on row by row.
    private static func sextant(_ v: UInt32) -> [Rectangle] {
        var pattern = Int(v - 0x1FB00) + 1
        if pattern >= 21 { pattern += 1 }
        if pattern >= 42 { pattern += 1 }
        let third = unit / 3
        let h = unit / 2
        var out: [Rectangle] = []
        for bit in 0..<6 where pattern & (1 << bit) != 0 {
            let column = bit % 2
            let row = bit / 2
            out.append(rect(column * h, row * third, (column + 1) * h, (row + 1) * third))
        }
        return out
    }
}
