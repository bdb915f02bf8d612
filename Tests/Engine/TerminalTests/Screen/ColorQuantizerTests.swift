import BurinCore
import BurinTestSupport
import Testing

@testable import BurinTerminal

@Suite struct ColorQuantizerTests {
    let quantizer = ColorQuantizer()

    @Test func pureColoursMapToTheirCubeCorners() {
        #expect(quantizer.index256(red: 255, green: 0, blue: 0) == 196)
        #expect(quantizer.index256(red: 0, green: 255, blue: 0) == 46)
        #expect(quantizer.index256(red: 0, green: 0, blue: 255) == 21)
        #expect(quantizer.index256(red: 255, green: 255, blue: 255) == 231)
        #expect(quantizer.index256(red: 0, green: 0, blue: 0) == 16)
        #expect(quantizer.index256(red: 95, green: 135, blue: 175) == 16 + 36 * 1 + 6 * 2 + 3)
    }

    @Test func greysMapToTheGreyRamp() {
        #expect(quantizer.index256(red: 8, green: 8, blue: 8) == 232)
        #expect(quantizer.index256(red: 128, green: 128, blue: 128) == 244)
        #expect(quantizer.index256(red: 238, green: 238, blue: 238) == 255)
        #expect(quantizer.index256(red: 100, green: 101, blue: 99) == 241)
    }

    @Test func every256PaletteEntryMapsToItselfOrAnIdenticalColour() {
        for index in 16...255 {
            let c = ColorQuantizer.paletteColor(UInt8(index))
            let back = quantizer.index256(red: c.r, green: c.g, blue: c.b)
            #expect(ColorQuantizer.paletteColor(back) == c, "entry \(index)")
        }
    }

    @Test func the256MappingNeverAnswersAThemedColour() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<3000 {
            let r = UInt8(generator.int(0...255))
            let g = UInt8(generator.int(0...255))
            let b = UInt8(generator.int(0...255))
            #expect(quantizer.index256(red: r, green: g, blue: b) >= 16)
        }
    }

    @Test func sixteenAndEightColours() {
        #expect(quantizer.index16(red: 255, green: 0, blue: 0) == 9)
        #expect(quantizer.index16(red: 205, green: 0, blue: 0) == 1)
        #expect(quantizer.index16(red: 20, green: 20, blue: 20) == 0)
        #expect(quantizer.index16(red: 250, green: 250, blue: 250) == 15)
        #expect(quantizer.index8(red: 255, green: 0, blue: 0) == 1)
        #expect(quantizer.index8(red: 0, green: 0, blue: 255) == 4)
        #expect(quantizer.index8(red: 255, green: 255, blue: 255) == 7)
        for value in stride(from: 0, through: 255, by: 5) {
            let v = UInt8(value)
            #expect(quantizer.index8(red: v, green: v / 2, blue: 255 - v) < 8)
            #expect(quantizer.index16(red: v, green: v / 2, blue: 255 - v) < 16)
        }
    }

    @Test func directColourAvoidsThePackedPaletteValues() {
        for blue in UInt8(0)..<8 {
            let packed = quantizer.directColor(red: 0, green: 0, blue: blue)
            #expect(packed >= 8, "(0,0,\(blue)) must not be sent as palette entry \(packed)")
            #expect(packed == 0x010101 || packed == 0x000008)
        }
        #expect(quantizer.directColor(red: 0, green: 0, blue: 0) == 0x010101)
        #expect(quantizer.directColor(red: 0, green: 0, blue: 8) == 8)
        #expect(quantizer.directColor(red: 0x12, green: 0x34, blue: 0x56) == 0x123456)
        #expect(quantizer.directColor(red: 255, green: 255, blue: 255) == 0xFFFFFF)
    }

    @Test func reducerFollowsItsMode() {
        var direct = ColorReducer(mode: .direct)
        #expect(direct.reduce(.rgb(1, 2, 3)) == .rgb(1, 2, 3))
        #expect(direct.reduce(.terminalDefault) == .terminalDefault)
        var none = ColorReducer(mode: .none)
        #expect(none.reduce(.rgb(255, 0, 0)) == .terminalDefault)
        var palette = ColorReducer(mode: .palette256)
        #expect(palette.reduce(.rgb(255, 0, 0)) == .palette(196))
        #expect(palette.reduce(.rgb(255, 0, 0)) == .palette(196))
        var eight = ColorReducer(mode: .palette8)
        #expect(eight.reduce(.rgb(0, 200, 0)) == .palette(2))
    }

    @Test func coarserModesEndAtNone() {
        var mode: ColorMode? = .direct
        var chain: [ColorMode] = []
        while let m = mode {
            chain.append(m)
            mode = m.coarser
        }
        #expect(chain == [.direct, .palette256, .palette16, .palette8, .none])
    }
}
