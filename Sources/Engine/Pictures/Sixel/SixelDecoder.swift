import BurinCore
public import BurinRaster

/// Reads a sixel sequence back into pixels, as a sixel terminal would paint it: for tests of the
/// encoder, and for the image-quality bench, which scores what chafa's and Burin's sixels show.
///
/// Pixels no sixel touched stay clear (P2=1 semantics, whatever P2 says: the caller composites). The
/// picture grows to what is drawn, at least the raster attributes' size, at most `maximumSide` a side;
/// drawing beyond that is dropped. Colour registers not defined are black. Input is never trusted:
/// numbers are clamped and a sequence without its terminator ends at the end of the bytes.
public enum SixelDecoder {
    public static let maximumSide = 4096

    /// The first sixel image in `bytes`; nil when there is none.
    public static func decode(_ bytes: [UInt8]) -> PixelCanvas? {
        guard let start = findStart(bytes) else { return nil }
        var registers = [RGBA](repeating: .black, count: 256)
        var pixels = [UInt32: RGBA]()
        var drawnWidth = 0
        var drawnHeight = 0
        var rasterWidth = 0
        var rasterHeight = 0
        var colour = 0
        var x = 0
        var bandTop = 0
        var i = start

        func number() -> Int {
            var value = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                value = min(value * 10 + Int(bytes[i] - 0x30), 1 << 20)
                i += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values = [number()]
            while i < bytes.count, bytes[i] == UInt8(ascii: ";") {
                i += 1
                values.append(number())
            }
            return values
        }
        func paint(_ sixel: UInt8, repeat count: Int) {
            let bitsValue = sixel &- 63
            for _ in 0..<count {
                defer { x += 1 }
                guard x < maximumSide, bitsValue != 0 else { continue }
                for bit in 0..<6 where bitsValue & (1 << bit) != 0 {
                    let y = bandTop + bit
                    guard y < maximumSide else { continue }
                    pixels[UInt32(y) << 16 | UInt32(x)] = registers[colour]
                    drawnWidth = max(drawnWidth, x + 1)
                    drawnHeight = max(drawnHeight, y + 1)
                }
            }
        }

        loop: while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case 0x1B, 0x9C:
                break loop
            case UInt8(ascii: "\""):
                i += 1
                let values = numbers()
                if values.count >= 4 {
                    rasterWidth = min(values[2], maximumSide)
                    rasterHeight = min(values[3], maximumSide)
                }
            case UInt8(ascii: "#"):
                i += 1
                let values = numbers()
                let register = min(values[0], 255)
                if values.count >= 5 {
                    registers[register] =
                        values[1] == 1 ? hls(values[2], values[3], values[4]) : rgb(values[2], values[3], values[4])
                }
                colour = register
            case UInt8(ascii: "!"):
                i += 1
                let count = min(number(), maximumSide)
                if i < bytes.count, bytes[i] >= 63, bytes[i] <= 126 {
                    paint(bytes[i], repeat: count)
                    i += 1
                }
            case UInt8(ascii: "$"):
                x = 0
                i += 1
            case UInt8(ascii: "-"):
                x = 0
                bandTop += 6
                i += 1
            case 63...126:
                paint(byte, repeat: 1)
                i += 1
            default:
                i += 1
            }
        }
        let width = max(drawnWidth, rasterWidth)
        let height = max(drawnHeight, rasterHeight)
        var canvas = PixelCanvas(width: width, height: height)
        for (key, colour) in pixels {
            let y = Int(key >> 16)
            let x = Int(key & 0xFFFF)
            canvas[x, y] = colour
        }
        return canvas
    }

    /// The index just after `ESC P ... q` (or the 8-bit DCS), or nil.
    private static func findStart(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            var body: Int? = nil
            if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "P") {
                body = i + 2
            } else if bytes[i] == 0x90 {
                body = i + 1
            }
            if var k = body {
                while k < bytes.count, (bytes[k] >= 0x30 && bytes[k] <= 0x39) || bytes[k] == UInt8(ascii: ";") {
                    k += 1
                }
                if k < bytes.count, bytes[k] == UInt8(ascii: "q") { return k + 1 }
            }
            i += 1
        }
        return nil
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> RGBA {
        func level(_ p: Int) -> UInt8 { UInt8((min(p, 100) * 255 + 50) / 100) }
        return RGBA(level(r), level(g), level(b))
    }

    /// DEC's HLS: hue in degrees with 0 at blue (120° behind the usual wheel), lightness and
    /// saturation in percent.
    private static func hls(_ h: Int, _ l: Int, _ s: Int) -> RGBA {
        let lightness = Double(min(l, 100)) / 100
        let saturation = Double(min(s, 100)) / 100
        let hue = Double((h % 360 + 360 + 240) % 360) / 360
        let q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation
        let p = 2 * lightness - q
        func channel(_ t: Double) -> UInt8 {
            var t = t
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            let v: Double
            if t < 1.0 / 6 {
                v = p + (q - p) * 6 * t
            } else if t < 0.5 {
                v = q
            } else if t < 2.0 / 3 {
                v = p + (q - p) * (2.0 / 3 - t) * 6
            } else {
                v = p
            }
            return UInt8(min(max(v * 255, 0), 255).rounded())
        }
        return RGBA(channel(hue + 1.0 / 3), channel(hue), channel(hue - 1.0 / 3))
    }
}
