public import BurinCore

/// Turns a palette image, or the part of it a partly visible slot shows, into one sixel sequence.
///
/// `ESC P 0;1;0 q`: P2=1 leaves pixels that are not drawn untouched, so transparent corners show the
/// cells' own colours; the raster attributes `"1;1;W;H` give square pixels and the size. Only the
/// colour registers the part uses are defined, with RGB in percent as sixel wants them. Each band of
/// six rows is written colour by colour (`#n`, graphics carriage return `$` between colours, `-`
/// between bands), runs of four or more equal sixels as `!count`, and trailing empty sixels dropped.
public enum SixelEncoder {
    /// The sixel sequence showing `source` (clipped to the image; the whole image by default).
    public static func encode(_ image: SixelImage, source: PixelRect? = nil) -> [UInt8] {
        let part = (source ?? PixelRect(image.size)).clipped(to: image.size)
        var out = [UInt8]()
        out.reserveCapacity(part.width * part.height / 2 + 64)
        out += Array("\u{1B}P0;1;0q\"1;1;\(part.width);\(part.height)".utf8)
        guard !part.isEmpty, !image.palette.isEmpty else {
            out += [0x1B, UInt8(ascii: "\\")]
            return out
        }
        let paletteCount = image.palette.count
        // Which registers the part uses, defined once each, in index order.
        var used = [Bool](repeating: false, count: paletteCount)
        image.indices.withUnsafeBufferPointer { indices in
            for y in part.y..<part.maxY {
                let row = y * image.width
                for x in part.x..<part.maxX {
                    let i = Int(indices[row + x])
                    if i < paletteCount { used[i] = true }
                }
            }
        }
        for (i, colour) in image.palette.enumerated() where used[i] {
            out += Array("#\(i);2;\(percent(colour.r));\(percent(colour.g));\(percent(colour.b))".utf8)
        }

        let width = part.width
        // Per band: for each colour present, its six-bit column values across the band.
        var slotOfColour = [Int](repeating: -1, count: paletteCount)
        var coloursInBand = [Int]()
        var bits = [UInt8]()
        var lastColumn = [Int]()
        var band = part.y
        while band < part.maxY {
            let bandEnd = min(band + 6, part.maxY)
            coloursInBand.removeAll(keepingCapacity: true)
            image.indices.withUnsafeBufferPointer { indices in
                for y in band..<bandEnd {
                    let bit = UInt8(1) << UInt8(y - band)
                    let row = y * image.width
                    for x in part.x..<part.maxX {
                        let i = Int(indices[row + x])
                        guard i < paletteCount else { continue }
                        var slot = slotOfColour[i]
                        if slot < 0 {
                            slot = coloursInBand.count
                            slotOfColour[i] = slot
                            coloursInBand.append(i)
                            if bits.count < (slot + 1) * width {
                                bits += [UInt8](repeating: 0, count: (slot + 1) * width - bits.count)
                                lastColumn += [Int](repeating: -1, count: slot + 1 - lastColumn.count)
                            }
                        }
                        let column = x - part.x
                        bits[slot * width + column] |= bit
                        lastColumn[slot] = max(lastColumn[slot], column)
                    }
                }
            }
            // Registers in index order, so the output does not depend on pixel order.
            let order = coloursInBand.sorted()
            for (n, colour) in order.enumerated() {
                let slot = slotOfColour[colour]
                if n > 0 { out.append(UInt8(ascii: "$")) }
                out.append(UInt8(ascii: "#"))
                appendDecimal(colour, to: &out)
                appendRuns(bits, from: slot * width, count: lastColumn[slot] + 1, to: &out)
            }
            for colour in coloursInBand {
                let slot = slotOfColour[colour]
                for k in 0..<width { bits[slot * width + k] = 0 }
                lastColumn[slot] = -1
                slotOfColour[colour] = -1
            }
            band = bandEnd
            if band < part.maxY { out.append(UInt8(ascii: "-")) }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// `count` six-bit values from `bits[start...]` as sixel characters with run-length encoding.
    private static func appendRuns(_ bits: [UInt8], from start: Int, count: Int, to out: inout [UInt8]) {
        var k = 0
        while k < count {
            let value = bits[start + k]
            var run = 1
            while k + run < count, bits[start + k + run] == value { run += 1 }
            let character = 63 + value
            if run >= 4 {
                out.append(UInt8(ascii: "!"))
                appendDecimal(run, to: &out)
                out.append(character)
            } else {
                for _ in 0..<run { out.append(character) }
            }
            k += run
        }
    }

    /// `value` (not negative) in decimal digits, without going through a String.
    @inline(__always)
    private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A channel in sixel's 0...100 scale, rounded.
    static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
}
