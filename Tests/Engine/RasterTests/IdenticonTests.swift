import BurinCore
import Testing

@testable import BurinRaster

/// A name's identicon: the same in every run (a pinned name keeps its picture), mirrored left to
/// right, unlike for unlike names, and a 5 x 5 picture clear where the pattern is not.
@Suite struct IdenticonTests {
    @Test func aNameAlwaysHasTheSamePicture() {
        let ada = Identicon("ada@example.com")
        #expect(ada == Identicon("ada@example.com"))
        // Pinned: FNV-1a, not Swift's per-process Hasher, so another run or machine draws the same.
        #expect(ada.color == RGBA(hex: 0x67BADD))
        let rows = (0..<5).map { y in String((0..<5).map { ada.cells[y * 5 + $0] ? "#" : "." }) }
        #expect(rows == ["##.##", "#####", ".###.", "..#..", "#####"])
    }

    @Test func patternsAreMirroredAndUnlikeNamesGetUnlikeOnes() {
        var patterns = Set<[Bool]>()
        var colours = Set<RGBA>()
        for i in 0..<200 {
            let identicon = Identicon("user\(i)@example.com")
            for y in 0..<5 {
                for x in 0..<5 { #expect(identicon.cells[y * 5 + x] == identicon.cells[y * 5 + 4 - x]) }
            }
            #expect(identicon.cells.contains(true), "never an empty picture")
            patterns.insert(identicon.cells)
            colours.insert(identicon.color)
        }
        #expect(patterns.count > 180, "names a digit apart: \(patterns.count) patterns of 200")
        #expect(colours.count > 180, "\(colours.count) colours of 200")
    }

    @Test func itsCanvasIsThePatternInItsColourOnClear() {
        let identicon = Identicon("grace@example.com")
        let canvas = identicon.canvas
        #expect(canvas.width == 5 && canvas.height == 5)
        for (i, on) in identicon.cells.enumerated() { #expect(canvas.pixels[i] == (on ? identicon.color : .clear)) }
    }

    @Test func huesGoRoundTheWheel() {
        #expect(Identicon.color(hue: 0, saturation: 1, lightness: 0.5) == RGBA(255, 0, 0))
        #expect(Identicon.color(hue: 120, saturation: 1, lightness: 0.5) == RGBA(0, 255, 0))
        #expect(Identicon.color(hue: 240, saturation: 1, lightness: 0.5) == RGBA(0, 0, 255))
        #expect(Identicon.color(hue: 60, saturation: 0, lightness: 0.5) == RGBA(128, 128, 128))
    }
}
