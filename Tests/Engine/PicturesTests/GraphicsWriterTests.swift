import BurinCore
import Testing

@testable import BurinPictures

/// The bytes around a sixel picture: the cursor and its colours saved, the default colours set (mlterm
/// paints the rest of a picture's last cell row in the background it arrives in), the cursor moved to
/// the slot, the picture, and the cursor and colours given back.
@Suite struct GraphicsWriterTests {
    @Test func aSixelPictureIsSentInTheDefaultColoursAtItsSlotAndTheCursorGivenBack() {
        let image = SixelImage(
            width: 4, height: 12, palette: [RGBA(255, 0, 0), RGBA(0, 0, 255)], indices: (0..<48).map { UInt16($0 / 24) }
        )
        let payload = SixelPayload(image)
        let actions: [GraphicsAction<Int>] = [
            .drawSixel(key: 7, cells: CellRect(x: 3, y: 2, width: 1, height: 1), source: PixelRect(image.size))
        ]
        let bytes = GraphicsWriter().bytes(for: actions, sixel: { $0 == 7 ? payload : nil })
        #expect(bytes == Array("\u{1B}7\u{1B}[0m\u{1B}[3;4H".utf8) + payload.whole + Array("\u{1B}8".utf8))
        #expect(GraphicsWriter().bytes(for: actions, sixel: { _ in nil }).isEmpty, "no payload, no bytes")
    }
}
