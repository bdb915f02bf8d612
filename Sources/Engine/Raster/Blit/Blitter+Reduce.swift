public import BurinCore

extension Blitter {
    /// Reduces the cells of `region` (in cells; cell (x, y) covers this blitter's block of pixels at
    /// (x * pixelsPerCellX, y * pixelsPerCellY)) of `canvas` to terminal cells, row-major.
    ///
    /// Every pixel is first composited over `background` (the row's); a pixel still less than half
    /// opaque after that (a clear row background) is transparent and shows the terminal's default
    /// background. Pixels off the canvas are transparent.
    ///
    /// `palette`: the terminal shows only these few colours (16 or 8), so a quadrant or sextant cell
    /// of more than two colours shows the two palette colours that fit it best
    /// (`MosaicCell.paletteCell`). Half blocks and braille are the same with or without it.
    public func blit(_ canvas: PixelCanvas, region: CellRect, background: RGBA, palette: TerminalPalette? = nil)
        -> [Cell]
    {
        guard !region.isEmpty else { return [] }
        var cells = [Cell]()
        cells.reserveCapacity(region.size.area)
        let sampler = PixelSampler(canvas: canvas, background: background)
        // Lightness counted twice: see `PaletteMatcher`.
        let matcher =
            self == .quadrant || self == .sextant
            ? palette.map { PaletteMatcher(palette: $0, lightnessWeight: 2) } : nil
        switch self {
        case .halfBlock:
            for cy in region.minY..<region.maxY {
                for cx in region.minX..<region.maxX {
                    cells.append(
                        HalfBlockCell.cell(
                            top: sampler.pixel(x: cx, y: 2 * cy), bottom: sampler.pixel(x: cx, y: 2 * cy + 1)))
                }
            }
        case .quadrant, .sextant, .braille:
            let bw = pixelsPerCellX
            let bh = pixelsPerCellY
            var block = [Int32](repeating: 0, count: bw * bh)
            for cy in region.minY..<region.maxY {
                for cx in region.minX..<region.maxX {
                    for py in 0..<bh {
                        for px in 0..<bw {
                            block[py * bw + px] = sampler.pixel(x: cx * bw + px, y: cy * bh + py)
                        }
                    }
                    if self == .braille {
                        cells.append(BrailleCell.cell(block))
                    } else if let matcher {
                        cells.append(MosaicCell.paletteCell(block, blitter: self, matcher: matcher))
                    } else {
                        cells.append(MosaicCell.cell(block, blitter: self))
                    }
                }
            }
        }
        return cells
    }

    /// The colour a character set on cell (`x`, `y`) sits on: the mean of the cell's pixels, or the
    /// terminal default when at least half of them are transparent.
    public func colourBeneath(cellX x: Int, y: Int, in canvas: PixelCanvas, background: RGBA) -> CellColor {
        colourBeneath(cellX: x, y: y, sampler: PixelSampler(canvas: canvas, background: background))
    }

    /// `colourBeneath` through a sampler the caller keeps for a whole row.
    func colourBeneath(cellX x: Int, y: Int, sampler: PixelSampler) -> CellColor {
        var r = 0
        var g = 0
        var b = 0
        var opaque = 0
        let bw = pixelsPerCellX
        let bh = pixelsPerCellY
        for py in 0..<bh {
            for px in 0..<bw {
                let p = sampler.pixel(x: x * bw + px, y: y * bh + py)
                guard p >= 0 else { continue }
                r += Int(p >> 16)
                g += Int((p >> 8) & 0xff)
                b += Int(p & 0xff)
                opaque += 1
            }
        }
        guard opaque * 2 > bw * bh else { return .terminalDefault }
        let half = opaque / 2
        return .rgb(UInt8((r + half) / opaque), UInt8((g + half) / opaque), UInt8((b + half) / opaque))
    }
}

/// Reads canvas pixels composited over the row background, packed as 0xRRGGBB, or -1 when
/// transparent.
struct PixelSampler {
    let canvas: PixelCanvas
    let background: RGBA

    @inline(__always)
    func pixel(x: Int, y: Int) -> Int32 {
        guard x >= 0, y >= 0, x < canvas.width, y < canvas.height else {
            return Self.pack(background)
        }
        let p = canvas.pixels[y * canvas.width + x]
        if p.a == 255 { return Self.pack(p) }
        return Self.pack(PixelCanvas.over(background, p, alpha: Int(p.a)))
    }

    @inline(__always)
    static func pack(_ c: RGBA) -> Int32 {
        c.a < 128 ? -1 : Int32(c.r) << 16 | Int32(c.g) << 8 | Int32(c.b)
    }

    @inline(__always)
    static func colour(_ packed: Int32) -> CellColor {
        packed < 0 ? .terminalDefault : .rgb(UInt8(packed >> 16), UInt8((packed >> 8) & 0xff), UInt8(packed & 0xff))
    }
}
