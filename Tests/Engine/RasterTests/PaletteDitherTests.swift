import BurinCore
import Testing

@testable import BurinRaster

/// Pictures reduced to a terminal's 8 or 16 colours on the draw workers: dithered where the palette
/// has no colour near, flat where it has, never anything but palette colours, the same every time,
/// and nothing but the picture's pixels touched.
@Suite struct PaletteDitherTests {
    static let eight = PaletteDither(palette: .ansi8)
    static let sixteen = PaletteDither(palette: .ansi16)

    static func dithered(_ canvas: PixelCanvas, _ dither: PaletteDither = eight) -> PixelCanvas {
        var out = canvas
        dither.dither(&out, x0: 0, y0: 0, x1: out.width, y1: out.height)
        return out
    }

    /// A left-to-right ramp from black to white, `height` rows.
    static func ramp(width: Int, height: Int) -> PixelCanvas {
        var canvas = PixelCanvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt8(x * 255 / (width - 1))
                canvas[x, y] = RGBA(v, v, v)
            }
        }
        return canvas
    }

    /// Mean linear-light luminance of `pixels`.
    static func luminance(_ pixels: [RGBA]) -> Double {
        let sum = pixels.reduce(0.0) { total, p in
            let l = PaletteMatcher.linear(p)
            return total + Double(0.2126 * l.x + 0.7152 * l.y + 0.0722 * l.z)
        }
        return sum / Double(pixels.count)
    }

    @Test func everyPixelBecomesAPaletteColourKeepingItsAlpha() {
        var picture = TestImages.gradient(width: 24, height: 16)
        picture[3, 3] = RGBA(10, 200, 90, 77)
        for dither in [Self.eight, Self.sixteen] {
            let out = Self.dithered(picture, dither)
            for (before, after) in zip(picture.pixels, out.pixels) {
                #expect(dither.palette.colors.contains(after.opaque), "\(after) is not a \(dither.palette) colour")
                #expect(after.a == before.a)
            }
        }
    }

    @Test func theSamePixelsGiveTheSameResult() {
        let picture = TestImages.gradient(width: 40, height: 30)
        #expect(Self.dithered(picture) == Self.dithered(picture))
        #expect(Self.dithered(picture, Self.sixteen) == Self.dithered(picture, Self.sixteen))
    }

    @Test func aPaletteColourOrOneNearItStaysFlat() {
        // Exactly xterm's red, and a light grey plate (near xterm's colour 7): no dots at all.
        for colour in [RGBA(205, 0, 0), RGBA(214, 218, 222)] {
            let out = Self.dithered(TestImages.solid(width: 16, height: 16, colour))
            #expect(Set(out.pixels).count == 1, "\(colour) became \(Set(out.pixels))")
        }
        #expect(
            Self.dithered(TestImages.solid(width: 8, height: 8, RGBA(214, 218, 222))).pixels[0] == RGBA(229, 229, 229))
    }

    @Test func aFlatColourFarFromThePaletteIsDitheredTowardsItsTone() {
        // A mid brown in eight colours is far from every one (black is nearest): dots of several
        // colours, whose light lies nearer the brown's than flat black would.
        let brown = RGBA(140, 80, 40)
        let out = Self.dithered(TestImages.solid(width: 32, height: 32, brown))
        #expect(Set(out.pixels).count >= 2)
        let wanted = Self.luminance([brown])
        #expect(abs(Self.luminance(out.pixels) - wanted) < abs(Self.luminance([.black]) - wanted))
        // Mid grey is near a colour of sixteen (8, bright black): flat there.
        let grey = TestImages.solid(width: 32, height: 32, RGBA(128, 128, 128))
        #expect(Set(Self.dithered(grey, Self.sixteen).pixels) == [RGBA(127, 127, 127)])
    }

    @Test func aRampKeepsItsOrderOfLight() {
        let width = 64
        let out = Self.dithered(Self.ramp(width: width, height: 16))
        // Four bands, left to right, each lighter than the one before.
        let bands = (0..<4).map { band in
            Self.luminance(
                (0..<16).flatMap { y in (band * 16..<(band + 1) * 16).map { x in out[x, y] } })
        }
        for k in 1..<bands.count { #expect(bands[k] > bands[k - 1], "bands \(bands)") }
        // The middle, far from black and from light grey, is a mix, not a single step.
        let middle = (0..<16).flatMap { y in (24..<40).map { x in out[x, y] } }
        #expect(Set(middle).count >= 2)
    }

    @Test func onlyPixelsInsideTheRectAndTheMaskChange() {
        let picture = TestImages.gradient(width: 20, height: 10)
        var out = picture
        Self.eight.dither(&out, x0: 4, y0: 2, x1: 40, y1: 8) { x, _ in x % 2 == 0 }
        for y in 0..<10 {
            for x in 0..<20 {
                let inside = x >= 4 && y >= 2 && y < 8 && x % 2 == 0
                if inside {
                    #expect(Self.eight.palette.colors.contains(out[x, y]))
                } else {
                    #expect(out[x, y] == picture[x, y], "(\(x), \(y)) changed")
                }
            }
        }
    }
}
