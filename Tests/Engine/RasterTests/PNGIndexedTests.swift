import BurinCore
import Testing

@testable import BurinRaster

/// Indexed PNG (kitty's pictures over a slow link): what is encoded decodes to the same pixels,
/// transparent entries included, in fewer bytes than RGBA; input that cannot be one is refused.
@Suite struct PNGIndexedTests {
    @Test func anIndexedPictureDecodesToItsPixels() throws {
        let palette = [RGBA(200, 30, 10), RGBA(0, 90, 250), RGBA(12, 200, 40), .clear]
        var indices: [UInt8] = []
        for y in 0..<30 {
            for x in 0..<40 { indices.append(UInt8((x / 5 + y / 3) % palette.count)) }
        }
        let png = try PNGCodec.encode(width: 40, height: 30, palette: palette, indices: indices)
        #expect(png[25] == 3, "colour type 3: indexed")
        let decoded = try PNGCodec.decode(png)
        #expect(decoded.width == 40 && decoded.height == 30)
        #expect(decoded.pixels == indices.map { palette[Int($0)] })
        let rgba = try PNGCodec.encode(decoded)
        #expect(png.count < rgba.count, "\(png.count) against \(rgba.count)")
    }

    @Test func whatCannotBeAnIndexedPictureIsRefused() {
        let palette = [RGBA(1, 2, 3), RGBA(4, 5, 6)]
        #expect(throws: ImageError.self) {
            try PNGCodec.encode(width: 2, height: 2, palette: palette, indices: [0, 1, 0])
        }
        #expect(throws: ImageError.self) { try PNGCodec.encode(width: 0, height: 0, palette: palette, indices: []) }
        #expect(throws: ImageError.self) {
            try PNGCodec.encode(width: 2, height: 1, palette: palette, indices: [0, 2])
        }
        #expect(throws: ImageError.self) { try PNGCodec.encode(width: 1, height: 1, palette: [], indices: [0]) }
        let many = Array(repeating: RGBA(0, 0, 0), count: 257)
        #expect(throws: ImageError.self) { try PNGCodec.encode(width: 1, height: 1, palette: many, indices: [0]) }
    }
}
