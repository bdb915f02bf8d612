import BurinCore

/// Braille cells: 2x4 dots split into two colours by brightness.
enum BrailleCell {
    /// The braille dot bit of block pixel (x, y), indexed by y * 2 + x (dots 1-2-3-7 run down the
    /// left column, 4-5-6-8 down the right).
    static let dotBits: [Int] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]

    /// The cell for a 2x4 `block` of packed pixels (-1 transparent).
    ///
    /// Pixels brighter than the midpoint of the block's darkest and brightest form one group, the
    /// rest the other. Dots are thin, so the smaller group becomes the dots (foreground) and the
    /// larger the background, which sets most of the cell's colour. Transparent pixels are always
    /// background (the terminal default can only be one).
    static func cell(_ block: [Int32]) -> Cell {
        let first = block[0]
        if block.allSatisfy({ $0 == first }) {
            return first < 0 ? .blank : Cell(" ", background: PixelSampler.colour(first))
        }
        var dots = 0
        var hasTransparent = false
        for (i, p) in block.enumerated() {
            if p < 0 { hasTransparent = true } else { dots |= 1 << i }
        }
        if !hasTransparent {
            let lumas = block.map(luma)
            let threshold = (lumas.min()! + lumas.max()!) / 2
            dots = 0
            var bright = 0
            for (i, l) in lumas.enumerated() where l > threshold {
                dots |= 1 << i
                bright += 1
            }
            if bright * 2 > block.count { dots = ~dots & 0xff }
        }
        if dots == 0 { return Cell(" ", background: MosaicCell.mean(block, mask: 0xff)) }
        var pattern = 0
        for i in 0..<block.count where dots & (1 << i) != 0 { pattern |= dotBits[i] }
        let background = hasTransparent ? CellColor.terminalDefault : MosaicCell.mean(block, mask: ~dots & 0xff)
        return Cell(
            String(Character(Unicode.Scalar(UInt32(0x2800 + pattern))!)),
            foreground: MosaicCell.mean(block, mask: dots),
            background: background)
    }

    /// Rec. 601 luma of a packed pixel, scaled by 1000.
    static func luma(_ p: Int32) -> Int {
        Int(p >> 16) * 299 + Int((p >> 8) & 0xff) * 587 + Int(p & 0xff) * 114
    }
}
