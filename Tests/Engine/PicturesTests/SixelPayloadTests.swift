import BurinCore
import Testing

@testable import BurinPictures

/// The worker-made sixel picture: its whole sequence is sent as made, a cut one is encoded from the
/// image, and both are what the encoder makes.
@Suite struct SixelPayloadTests {
    let image = SixelImage(
        width: 4, height: 12, palette: [RGBA(255, 0, 0), RGBA(0, 0, 255)],
        indices: (0..<48).map { UInt16($0 / 24) })

    @Test func theWholePictureIsTheSequenceMadeOnceACutOneIsEncodedFromTheImage() {
        let picture = SixelPayload(image)
        #expect(picture.whole == SixelEncoder.encode(image))
        #expect(picture.sequence(for: PixelRect(image.size)) == picture.whole)
        // A source reaching past the image is the whole image too.
        #expect(picture.sequence(for: PixelRect(x: 0, y: 0, width: 10, height: 20)) == picture.whole)
        let cut = PixelRect(x: 0, y: 6, width: 4, height: 6)
        #expect(picture.sequence(for: cut) == SixelEncoder.encode(image, source: cut))
        #expect(picture.sequence(for: cut) != picture.whole)
    }
}
