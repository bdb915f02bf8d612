import BurinCore
import BurinPictures
import BurinRaster
import Testing

/// A thumbnail's kitty picture: the whole cells around the slot as their half-blocks show them, the
/// photo at the slot's real pixels inside, a fill over the photo painted over the picture too.
@Suite struct SlotPictureEncodingTests {
    static let cell = PixelSize(width: 4, height: 8)
    static let kitty = PictureFormat(graphics: .kitty, cellSize: cell)
    static let red = RGBA(255, 0, 0)
    static let page = RGBA(0, 0, 200)

    /// A solid red "photo" of any size; the cache scales it to the slot.
    let images = ImageCache(
        byteLimit: 1 << 20,
        loader: { _ throws(ImageError) in
            PixelCanvas(width: 16, height: 16, fill: SlotPictureEncodingTests.red)
        })

    /// A 12x6 bitmap of blue half-blocks (top blue, bottom blue), as a card's page would be.
    func bitmap() -> CellBitmap {
        var bitmap = CellBitmap(size: CellSize(width: 12, height: 6), fill: Cell("▀", foreground: .init(Self.page)))
        bitmap[0, 0] = Cell("▀", foreground: .init(RGBA(0, 255, 0)), background: .init(Self.page))
        return bitmap
    }

    func layout(_ paint: [PaintOp]) -> RowLayout<Never> {
        RowLayout(size: CellSize(width: 12, height: 6), paint: paint)
    }

    /// The picture's size and its pixels, decoded from the payload (RGB, or RGBA where a cell keeps the
    /// terminal's background).
    func pixels(_ picture: SlotPicture) throws -> (PixelSize, [RGBA]) {
        guard case .kitty(let payload) = picture.payload else { throw PayloadKind.notKitty }
        let canvas = try #require(payload.pixels)
        return (payload.size, canvas.pixels)
    }

    @Test func thePictureCoversTheCellsAroundTheSlotWithThePhotoHalfACellDown() throws {
        let slot = UnitRect(x: 2, y: 0.5, width: 3, height: 2)
        let fallback = ImageFallback(label: "A", background: .white)
        let pictures = SlotPicture.encode(
            layout([.image(path: "a.png", slot, radius: 0, fallback: fallback)]), bitmap: bitmap(), format: Self.kitty,
            images: images, fromMemoryOnly: false)
        let picture = try #require(pictures.first)
        #expect(pictures.count == 1)
        // Rows 0.5..<2.5 touch cells 0...2: three rows of cells, three columns.
        #expect(picture.rect == CellRect(x: 2, y: 0, width: 3, height: 3))
        let (size, rgba) = try pixels(picture)
        #expect(size == PixelSize(width: 12, height: 24))
        func pixel(_ x: Int, _ y: Int) -> RGBA { rgba[y * size.width + x] }
        // The top half cell above the photo is what the half-block shows there; then the photo.
        #expect(pixel(5, 1) == Self.page)
        #expect(pixel(5, 4) == Self.red)
        #expect(pixel(5, 19) == Self.red)
        #expect(pixel(5, 21) == .clear, "the bottom half keeps the terminal's background")
    }

    @Test func aFillOverThePhotoIsPaintedOverThePicture() throws {
        let slot = UnitRect(x: 0, y: 0, width: 2, height: 2)
        let fallback = ImageFallback(label: "A", background: .white)
        let pictures = SlotPicture.encode(
            layout([
                .image(path: "a.png", slot, radius: 0, fallback: fallback), .fill(slot, RGBA(0, 0, 0, 255), radius: 0),
            ]), bitmap: bitmap(), format: Self.kitty, images: images, fromMemoryOnly: false)
        let (_, rgba) = try pixels(try #require(pictures.first))
        #expect(rgba.allSatisfy { $0 == RGBA(0, 0, 0) || $0 == .clear }, "the photo shows through its dimming")
    }

    @Test func noPictureForAnEmptyPathOrATooLargeCell() {
        let slot = UnitRect(x: 2, y: 0.5, width: 3, height: 2)
        let fallback = ImageFallback(label: "A", background: .white)
        #expect(
            SlotPicture.encode(
                layout([.image(path: "", slot, radius: 0, fallback: fallback)]), bitmap: bitmap(), format: Self.kitty,
                images: images, fromMemoryOnly: false
            ).isEmpty)
        #expect(
            SlotPicture.encode(
                layout([.image(path: "a.png", slot, radius: 0, fallback: fallback)]), bitmap: bitmap(),
                format: PictureFormat(graphics: .kitty, cellSize: PixelSize(width: 256, height: 512)), images: images,
                fromMemoryOnly: false
            ).isEmpty)
    }

    @Test func aSixelPictureIsReducedToTheTerminalsColoursOnTheWorker() throws {
        let slot = UnitRect(x: 2, y: 0.5, width: 3, height: 2)
        let fallback = ImageFallback(label: "A", background: .white)
        let format = PictureFormat(graphics: .sixel, cellSize: Self.cell, colorRegisters: 16)
        let pictures = SlotPicture.encode(
            layout([.image(path: "a.png", slot, radius: 0, fallback: fallback)]), bitmap: bitmap(), format: format,
            images: images, fromMemoryOnly: false)
        let picture = try #require(pictures.first)
        guard case .sixel(let payload) = picture.payload else { throw PayloadKind.notSixel }
        let image = payload.image
        #expect(picture.rect == CellRect(x: 2, y: 0, width: 3, height: 3))
        #expect(image.size == PixelSize(width: 12, height: 24))
        #expect(image.palette.count <= 16)
        let shown = image.canvasPixels
        // The same picture as kitty's, through the palette: page above, photo, then the terminal's own.
        #expect(shown[1 * 12 + 5] == Self.page)
        #expect(shown[4 * 12 + 5] == Self.red)
        #expect(shown[21 * 12 + 5] == .clear, "the bottom half keeps the terminal's background")
        #expect(payload.whole == SixelEncoder.encode(image))
        #expect(picture.byteCost == payload.whole.count)
    }

    @Test func aDrawerGivesTheDrawingItsPicturesOnlyWhereTheViewerShowsPixels() throws {
        let slot = UnitRect(x: 2, y: 0.5, width: 3, height: 2)
        let fallback = ImageFallback(label: "A", background: .white)
        let layout = layout([.image(path: "a.png", slot, radius: 0, fallback: fallback)])
        let drawer = RowDrawer(blitter: .halfBlock, imageCache: images, textPainter: nil)
        let blocks = try #require(drawer.draw(layout, pictures: nil))
        #expect(blocks.bitmap.pictures.isEmpty, "half-blocks only")
        #expect(blocks.bitmap == drawer.draw(layout)?.bitmap)
        let drawn = try #require(drawer.draw(layout, pictures: Self.kitty))
        #expect(drawn.bitmap.cells == blocks.bitmap.cells, "the cells keep their half-blocks")
        let expected = SlotPicture.encode(
            layout, bitmap: blocks.bitmap, format: Self.kitty, images: images, fromMemoryOnly: false)
        #expect(drawn.bitmap.pictures == expected && expected.count == 1)
        #expect(drawer.draw(layout, pictures: Self.kitty, isCancelled: { true }) == nil)
    }
}

/// A picture encoded for the other protocol than the test asked for.
private enum PayloadKind: Error {
    case notKitty
    case notSixel
}
