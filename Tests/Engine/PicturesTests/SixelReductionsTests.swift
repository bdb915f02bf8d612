import BurinCore
import BurinRaster
import Testing

@testable import BurinPictures

/// A picture reduced to a slow link's colours is made once while the same payload is shown with the
/// same colours, and again when either changes.
@Suite struct SixelReductionsTests {
    @Test func aReductionIsKeptForTheSamePayloadAndColoursAndRemadeWhenEitherChanges() {
        let payload = SixelPayload(SixelQuantizer.quantize(TestPictures.photo(width: 40, height: 48), maxColors: 256))
        var reductions = SixelReductions<Int>()
        let first = reductions.payload(payload, key: 1, colors: 32)
        #expect(first.whole == SixelEncoder.encode(SixelPalette.reduced(payload.image, to: 32)))
        #expect(first.image.palette.count <= 32)
        let again = reductions.payload(payload, key: 1, colors: 32)
        #expect(Self.sameStorage(first.whole, again.whole), "made again for the same payload")

        #expect(reductions.payload(payload, key: 1, colors: 64).image.palette.count > 32)
        #expect(reductions.payload(payload, key: 1, colors: 512) == payload, "no reduction needed")

        let other = SixelPayload(SixelQuantizer.quantize(TestPictures.photo(width: 30, height: 30), maxColors: 256))
        #expect(reductions.payload(other, key: 1, colors: 32).image.size == other.image.size)

        let kept = reductions.payload(payload, key: 2, colors: 32)
        reductions.keep(only: [3])
        #expect(!Self.sameStorage(kept.whole, reductions.payload(payload, key: 2, colors: 32).whole))
    }

    private static func sameStorage(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }
}
