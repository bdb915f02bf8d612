public import BurinCore

/// A picture for someone who has none: a 5 x 5 pattern mirrored left to right, in one colour, both
/// taken from a hash of a name or an address (GitHub draws an account without an avatar so). The hash
/// is FNV-1a, not Swift's per-process `Hasher`: the same name gives the same picture in every run,
/// on every machine. Pixels off the pattern are clear, so whatever is under the slot shows there.
public struct Identicon: Sendable, Hashable {
    /// Cells along each side.
    public static let side = 5
    /// Row-major, `side` x `side`: true where the colour is.
    public let cells: [Bool]
    public let color: RGBA

    public init(_ name: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        // FNV's low bits follow the last bytes closely: mixed (MurmurHash3's finaliser), names that
        // differ by a letter get unlike patterns.
        hash = (hash ^ hash >> 33) &* 0xFF51_AFD7_ED55_8CCD
        hash = (hash ^ hash >> 33) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        let side = Self.side
        var cells = [Bool](repeating: false, count: side * side)
        // Fifteen bits choose the left three columns; the right two mirror them.
        for y in 0..<side {
            for x in 0..<(side + 1) / 2 where hash >> UInt64(y * 3 + x) & 1 == 1 {
                cells[y * side + x] = true
                cells[y * side + side - 1 - x] = true
            }
        }
        if !cells.contains(true) { cells[side * side / 2] = true }
        self.cells = cells
        color = Self.color(
            hue: Double(hash >> 16 & 0xFFF) / 4096 * 360, saturation: 0.45 + Double(hash >> 28 & 0xFF) / 255 * 0.2,
            lightness: 0.5 + Double(hash >> 36 & 0xFF) / 255 * 0.15)
    }

    /// One pixel a cell. An image cache scales it to its slot; at whole multiples (a slot of 5 x 2.5
    /// cells is 5 x 5 half-blocks, or 50 x 50 pixels in cells of 10 x 20) its edges stay sharp.
    public var canvas: PixelCanvas {
        var canvas = PixelCanvas(width: Self.side, height: Self.side)
        for (i, on) in cells.enumerated() where on { canvas.pixels[i] = color }
        return canvas
    }

    /// sRGB of a colour given as hue (degrees), saturation and lightness (0...1).
    static func color(hue: Double, saturation: Double, lightness: Double) -> RGBA {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let h = hue / 60
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (chroma, x, 0)
            case 1: (x, chroma, 0)
            case 2: (0, chroma, x)
            case 3: (0, x, chroma)
            case 4: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = lightness - chroma / 2
        func channel(_ v: Double) -> UInt8 { UInt8(min(255, max(0, ((v + m) * 255).rounded()))) }
        return RGBA(channel(r), channel(g), channel(b))
    }
}
