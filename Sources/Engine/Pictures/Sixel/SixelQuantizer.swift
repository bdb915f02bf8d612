public import BurinCore
public import BurinRaster

/// Reduces an RGBA image to a palette of at most `maxColors` colours, deterministically and in a fixed
/// number of steps: median cut over the image's distinct colours, then two rounds of k-means (Lloyd)
/// refinement, then each colour mapped to its nearest palette entry.
///
/// Distances weigh the channels 3:4:2 (R:G:B), a cheap stand-in for the eye's greater sensitivity to
/// green and lesser to blue. An image with no more distinct colours than the palette allows is kept
/// exactly. Pixels less than half opaque become `SixelImage.transparent`.
public enum SixelQuantizer {
    /// Lloyd iterations after the median cut.
    public static let refinementRounds = 2

    public static func quantize(
        _ canvas: PixelCanvas, maxColors: Int = 256, refinementRounds rounds: Int = refinementRounds
    ) -> SixelImage {
        let limit = min(max(maxColors, 1), 256)
        let count = canvas.width * canvas.height
        // Opaque pixels as (colour << 32 | pixel index), sorted: equal colours become runs.
        var keyed = [UInt64]()
        keyed.reserveCapacity(count)
        for (i, p) in canvas.pixels.enumerated() where p.a >= 128 {
            keyed.append(UInt64(pack(p)) << 32 | UInt64(i))
        }
        keyed.sort()
        var colours = [UInt32]()
        var weights = [Int]()
        var uniqueOfPixel = [Int32](repeating: -1, count: count)
        for k in keyed {
            let c = UInt32(k >> 32)
            if colours.last != c {
                colours.append(c)
                weights.append(0)
            }
            weights[weights.count - 1] += 1
            uniqueOfPixel[Int(k & 0xFFFF_FFFF)] = Int32(colours.count - 1)
        }

        var palette: [UInt32]
        var entryOfUnique: [Int]
        if colours.count <= limit {
            palette = colours
            entryOfUnique = Array(colours.indices)
        } else {
            // The median cut's own boxes are the first assignment; each search then starts from the
            // entry a colour had, which bounds it tightly from the first candidate on.
            var assignment = [Int](repeating: 0, count: colours.count)
            palette = medianCut(colours, weights, limit, assignment: &assignment)
            entryOfUnique = assignment
            for _ in 0..<max(rounds, 0) {
                palette = means(colours, weights, entryOfUnique, previous: palette)
                let refined = NearestColour(palette)
                entryOfUnique = colours.indices.map { refined.nearest(colours[$0], hint: entryOfUnique[$0]) }
            }
            if rounds <= 0 {
                let search = NearestColour(palette)
                entryOfUnique = colours.indices.map { search.nearest(colours[$0], hint: entryOfUnique[$0]) }
            }
        }
        var indices = [UInt16](repeating: SixelImage.transparent, count: count)
        for i in 0..<count where uniqueOfPixel[i] >= 0 {
            indices[i] = UInt16(entryOfUnique[Int(uniqueOfPixel[i])])
        }
        return SixelImage(
            width: canvas.width, height: canvas.height, palette: palette.map(unpack), indices: indices)
    }

    static let channelWeights = (r: 3, g: 4, b: 2)

    @inline(__always)
    static func pack(_ p: RGBA) -> UInt32 { UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b) }

    static func unpack(_ c: UInt32) -> RGBA { RGBA(UInt8(c >> 16), UInt8((c >> 8) & 0xff), UInt8(c & 0xff)) }

    @inline(__always)
    static func channel(_ c: UInt32, _ axis: Int) -> Int { Int((c >> UInt32(16 - 8 * axis)) & 0xff) }

    /// Splits the colour cube into `limit` boxes: always the box with the largest weighted spread
    /// along its widest (weighted) axis, at the pixel-weighted median of that axis. Returns each box's
    /// weighted mean and, in `assignment`, the box of each colour.
    static func medianCut(_ colours: [UInt32], _ weights: [Int], _ limit: Int, assignment: inout [Int]) -> [UInt32] {
        var order = Array(colours.indices)
        var boxes = [ColourBox(range: 0..<colours.count, colours: colours, weights: weights, order: order)]
        var keys = [UInt64]()
        while boxes.count < limit {
            var best = -1
            var bestScore = 0
            for (i, box) in boxes.enumerated() where box.range.count > 1 && box.score > bestScore {
                best = i
                bestScore = box.score
            }
            guard best >= 0 else { break }
            let box = boxes[best]
            let shift = UInt32(16 - 8 * box.axis)
            // Sort the box along the axis, ties by the whole colour (deterministic), as packed integers:
            // axis value, colour, index.
            keys.removeAll(keepingCapacity: true)
            for k in box.range {
                let c = colours[order[k]]
                keys.append(UInt64((c >> shift) & 0xff) << 56 | UInt64(c) << 32 | UInt64(order[k]))
            }
            keys.sort()
            for (n, key) in keys.enumerated() { order[box.range.lowerBound + n] = Int(key & 0xFFFF_FFFF) }
            var half = 0
            var split = box.range.lowerBound + 1
            let total = box.weight
            for k in box.range {
                half += weights[order[k]]
                if half * 2 >= total {
                    split = min(max(k + 1, box.range.lowerBound + 1), box.range.upperBound - 1)
                    break
                }
            }
            boxes[best] = ColourBox(
                range: box.range.lowerBound..<split, colours: colours, weights: weights, order: order)
            boxes.append(
                ColourBox(range: split..<box.range.upperBound, colours: colours, weights: weights, order: order))
        }
        return boxes.enumerated().map { n, box in
            var sum = (0, 0, 0)
            for k in box.range {
                let c = colours[order[k]]
                let w = weights[order[k]]
                sum.0 += channel(c, 0) * w
                sum.1 += channel(c, 1) * w
                sum.2 += channel(c, 2) * w
                assignment[order[k]] = n
            }
            let w = max(box.weight, 1)
            return UInt32((sum.0 + w / 2) / w) << 16 | UInt32((sum.1 + w / 2) / w) << 8 | UInt32((sum.2 + w / 2) / w)
        }
    }

    /// The weighted mean of each palette entry's colours; an entry nobody chose keeps its colour.
    static func means(_ colours: [UInt32], _ weights: [Int], _ entries: [Int], previous: [UInt32]) -> [UInt32] {
        var sums = [(Int, Int, Int, Int)](repeating: (0, 0, 0, 0), count: previous.count)
        for (k, c) in colours.enumerated() {
            let w = weights[k]
            let e = entries[k]
            sums[e].0 += channel(c, 0) * w
            sums[e].1 += channel(c, 1) * w
            sums[e].2 += channel(c, 2) * w
            sums[e].3 += w
        }
        return sums.enumerated().map { i, s in
            guard s.3 > 0 else { return previous[i] }
            let w = s.3
            return UInt32((s.0 + w / 2) / w) << 16 | UInt32((s.1 + w / 2) / w) << 8 | UInt32((s.2 + w / 2) / w)
        }
    }
}

/// One box of the median cut: a range of the colour order with its extent along each axis.
struct ColourBox {
    let range: Range<Int>
    let weight: Int
    /// The widest axis (0 red, 1 green, 2 blue) by weighted extent.
    let axis: Int
    /// Pixel weight times the weighted extent along `axis`: the box most worth splitting is largest.
    let score: Int

    init(range: Range<Int>, colours: [UInt32], weights: [Int], order: [Int]) {
        self.range = range
        var low = [255, 255, 255]
        var high = [0, 0, 0]
        var weight = 0
        for k in range {
            let c = colours[order[k]]
            weight += weights[order[k]]
            for axis in 0..<3 {
                let v = SixelQuantizer.channel(c, axis)
                low[axis] = min(low[axis], v)
                high[axis] = max(high[axis], v)
            }
        }
        let w = SixelQuantizer.channelWeights
        let extents = [(high[0] - low[0]) * w.r, (high[1] - low[1]) * w.g, (high[2] - low[2]) * w.b]
        var axis = 0
        for a in 1..<3 where extents[a] > extents[axis] { axis = a }
        self.weight = weight
        self.axis = axis
        self.score = weight * extents[axis]
    }
}

/// Nearest palette entry under the weighted distance, searched outward from the query's green value
/// in a palette sorted by green: once the green difference alone exceeds the best distance found,
/// no farther entry can win.
struct NearestColour {
    private let sorted: [(g: Int, r: Int, b: Int, entry: Int)]
    private let palette: [UInt32]

    init(_ palette: [UInt32]) {
        self.palette = palette
        sorted = palette.enumerated().map { i, c in
            (SixelQuantizer.channel(c, 1), SixelQuantizer.channel(c, 0), SixelQuantizer.channel(c, 2), i)
        }.sorted { $0.g != $1.g ? $0.g < $1.g : $0.entry < $1.entry }
    }

    /// The nearest entry to `colour` (the lowest index among equals); `hint`, an entry likely near
    /// it, only speeds the search.
    func nearest(_ colour: UInt32, hint: Int? = nil) -> Int {
        let r = SixelQuantizer.channel(colour, 0)
        let g = SixelQuantizer.channel(colour, 1)
        let b = SixelQuantizer.channel(colour, 2)
        let w = SixelQuantizer.channelWeights
        // First entry with green >= g.
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid].g < g { low = mid + 1 } else { high = mid }
        }
        var best = -1
        var bestDistance = Int.max
        if let hint, palette.indices.contains(hint) {
            let h = palette[hint]
            let dr = SixelQuantizer.channel(h, 0) - r
            let dg = SixelQuantizer.channel(h, 1) - g
            let db = SixelQuantizer.channel(h, 2) - b
            best = hint
            bestDistance = w.r * dr * dr + w.g * dg * dg + w.b * db * db
        }
        func consider(_ k: Int) {
            let e = sorted[k]
            let dr = e.r - r
            let dg = e.g - g
            let db = e.b - b
            let d = w.r * dr * dr + w.g * dg * dg + w.b * db * db
            if d < bestDistance || (d == bestDistance && e.entry < best) {
                bestDistance = d
                best = e.entry
            }
        }
        var up = low
        var down = low - 1
        while up < sorted.count || down >= 0 {
            var progressed = false
            if up < sorted.count {
                let dg = sorted[up].g - g
                if w.g * dg * dg <= bestDistance {
                    consider(up)
                    up += 1
                    progressed = true
                } else {
                    up = sorted.count
                }
            }
            if down >= 0 {
                let dg = g - sorted[down].g
                if w.g * dg * dg <= bestDistance {
                    consider(down)
                    down -= 1
                    progressed = true
                } else {
                    down = -1
                }
            }
            if !progressed { break }
        }
        return max(best, 0)
    }
}
