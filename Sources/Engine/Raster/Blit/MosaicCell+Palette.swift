import BurinCore

extension MosaicCell {
    /// The cell for `block` (packed pixels, -1 transparent) on a terminal of few colours: the two
    /// palette colours, and the split of the block between them, that leave the least error
    /// (`PaletteMatcher`'s distance), each pixel shown in the nearer of the two. chafa chooses its
    /// cells the same way.
    ///
    /// `cell` would take the means of the block's two groups, and the screen would then reduce each
    /// mean to its nearest palette colour on its own: a split that is best in full colour is seldom
    /// best in eight. Blocks of one or two colours, or with a transparent pixel, are `cell`'s (the
    /// screen's nearest colour is then the best fit, and the terminal's default can only be a
    /// background), so flat fills and text backgrounds cost nothing more.
    static func paletteCell(_ block: [Int32], blitter: Blitter, matcher: PaletteMatcher) -> Cell {
        var distinct = 0
        var first: Int32 = -2
        var second: Int32 = -2
        for p in block where p != first && p != second {
            if p < 0 { return cell(block, blitter: blitter) }
            distinct += 1
            if first == -2 { first = p } else if second == -2 { second = p }
        }
        guard distinct > 2 else { return cell(block, blitter: blitter) }
        let n = matcher.weighted.count
        // distances[pixel * n + colour]
        var distances = [Float](repeating: 0, count: block.count * n)
        for (i, p) in block.enumerated() {
            let lab = matcher.weightedLab(PaletteMatcher.linear(packed: p))
            for c in 0..<n { distances[i * n + c] = PaletteMatcher.distance(lab, matcher.weighted[c]) }
        }
        var best = (error: Float.infinity, a: 0, b: 0)
        for a in 0..<n {
            for b in (a + 1)..<n {
                var error: Float = 0
                for i in 0..<block.count { error += min(distances[i * n + a], distances[i * n + b]) }
                if error < best.error { best = (error, a, b) }
            }
        }
        var mask = 0
        for i in 0..<block.count where distances[i * n + best.a] <= distances[i * n + best.b] { mask |= 1 << i }
        var foreground = best.a
        var background = best.b
        // The canonical mask leaves the last pixel clear, as `bestSplit`'s does.
        let full = (1 << block.count) - 1
        if mask & (1 << (block.count - 1)) != 0 {
            mask = ~mask & full
            swap(&foreground, &background)
        }
        let colors = matcher.palette.colors
        if mask == 0 { return Cell(" ", background: CellColor(colors[background])) }
        return Cell(
            glyph(mask, blitter: blitter), foreground: CellColor(colors[foreground]),
            background: CellColor(colors[background]))
    }
}
