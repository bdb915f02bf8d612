import BurinCore

/// Quadrant and sextant cells: the best split of a cell's pixels into two colours.
///
/// Pixel (x, y) of the block is bit y * 2 + x of a mask; the glyph draws the mask's pixels in the
/// foreground colour and the rest in the background colour.
enum MosaicCell {
    /// Glyphs for quadrant masks 0...15 (bits: upper left, upper right, lower left, lower right).
    static let quadrantGlyphs: [String] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    /// The glyph for a sextant mask 0...63 (bits in the order of the Unicode names: 1 upper left,
    /// 2 upper right, 3 middle left ...). U+1FB00 onwards lists masks 1...62 in order except the
    /// four that older blocks already have: empty, full, left half, right half.
    static func sextantGlyph(_ mask: Int) -> String {
        switch mask {
        case 0: return " "
        case 63: return "█"
        case 21: return "▌"
        case 42: return "▐"
        default:
            let offset = mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)
            return String(Character(Unicode.Scalar(UInt32(0x1FB00 + offset))!))
        }
    }

    static func glyph(_ mask: Int, blitter: Blitter) -> String {
        blitter == .quadrant ? quadrantGlyphs[mask & 15] : sextantGlyph(mask & 63)
    }

    /// The cell for `block` (packed pixels, -1 transparent) of a quadrant or sextant blitter.
    static func cell(_ block: [Int32], blitter: Blitter) -> Cell {
        let n = block.count
        let first = block[0]
        if block.allSatisfy({ $0 == first }) {
            return first < 0 ? .blank : Cell(" ", background: PixelSampler.colour(first))
        }
        // The terminal default can only be a background: transparent pixels are the background and
        // the opaque ones share one foreground, their mean.
        var opaqueMask = 0
        for i in 0..<n where block[i] >= 0 { opaqueMask |= 1 << i }
        if opaqueMask != (1 << n) - 1 {
            if opaqueMask == 0 { return .blank }
            return Cell(
                glyph(opaqueMask, blitter: blitter), foreground: mean(block, mask: opaqueMask),
                background: .terminalDefault)
        }
        let mask = bestSplit(block)
        if mask == 0 { return Cell(" ", background: mean(block, mask: (1 << n) - 1)) }
        let complement = ~mask & ((1 << n) - 1)
        return Cell(
            glyph(mask, blitter: blitter), foreground: mean(block, mask: mask),
            background: mean(block, mask: complement))
    }

    /// The mask splitting `block` into two groups whose means leave the least squared error.
    ///
    /// The error of a group is Σ|p|² − |Σp|²/n and Σ|p|² is fixed, so the best split maximises
    /// |ΣA|²/nA + |ΣB|²/nB; compared as fractions, in integers. Masks with the last pixel clear cover
    /// every split once.
    static func bestSplit(_ block: [Int32]) -> Int {
        let n = block.count
        // Most cells of a card hold at most two colours: split by colour, which leaves no error.
        let first = block[0]
        var twoColourMask = 0
        var second: Int32 = -1
        for i in 1..<n where block[i] != first {
            if second < 0 {
                second = block[i]
            } else if block[i] != second {
                twoColourMask = -1
                break
            }
            twoColourMask |= 1 << i
        }
        if twoColourMask >= 0 {
            // Keep the canonical form (last pixel clear) the search below would produce.
            return twoColourMask & (1 << (n - 1)) != 0 ? ~twoColourMask & ((1 << n) - 1) : twoColourMask
        }
        var totalR = 0
        var totalG = 0
        var totalB = 0
        for p in block {
            totalR += Int(p >> 16)
            totalG += Int((p >> 8) & 0xff)
            totalB += Int(p & 0xff)
        }
        var bestMask = 0
        // Score of mask 0: one group holding everything.
        var bestNumerator = totalR * totalR + totalG * totalG + totalB * totalB
        var bestDenominator = n
        for mask in 1..<(1 << (n - 1)) {
            var r = 0
            var g = 0
            var b = 0
            var count = 0
            for i in 0..<n where mask & (1 << i) != 0 {
                let p = block[i]
                r += Int(p >> 16)
                g += Int((p >> 8) & 0xff)
                b += Int(p & 0xff)
                count += 1
            }
            let rest = n - count
            let sumA = r * r + g * g + b * b
            let rr = totalR - r
            let rg = totalG - g
            let rb = totalB - b
            let sumB = rr * rr + rg * rg + rb * rb
            let numerator = sumA * rest + sumB * count
            let denominator = count * rest
            if numerator * bestDenominator > bestNumerator * denominator {
                bestMask = mask
                bestNumerator = numerator
                bestDenominator = denominator
            }
        }
        return bestMask
    }

    /// The rounded mean colour of the pixels of `block` in `mask`.
    static func mean(_ block: [Int32], mask: Int) -> CellColor {
        var r = 0
        var g = 0
        var b = 0
        var count = 0
        for i in 0..<block.count where mask & (1 << i) != 0 && block[i] >= 0 {
            let p = block[i]
            r += Int(p >> 16)
            g += Int((p >> 8) & 0xff)
            b += Int(p & 0xff)
            count += 1
        }
        guard count > 0 else { return .terminalDefault }
        let half = count / 2
        return .rgb(UInt8((r + half) / count), UInt8((g + half) / count), UInt8((b + half) / count))
    }
}
