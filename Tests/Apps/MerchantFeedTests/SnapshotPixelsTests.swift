import BurinCore
import BurinPictures
import BurinRaster
import FeedData
import Testing

@testable import BurinListViewer
@testable import MerchantFeed

/// `burin snapshot --format png --pixels kitty|sixel`: the thumbnails' pictures painted over their
/// cells at the PNG's cell size, exactly where and as the terminal shows them, and nothing else
/// changed.
@Suite struct SnapshotPixelsTests {
    private func render(pixels: GraphicsProtocol?) throws -> (canvas: PixelCanvas, snapshot: FeedSnapshot) {
        let fixture = try RemoteImageFeedTests.feed(count: 6, byURL: false)
        var request = SnapshotRequest()
        request.size = CellSize(width: 60, height: 20)
        request.format = .png
        request.pixels = pixels
        var options = ViewerHarness.options()
        if pixels != nil {
            options.pictures = GraphicsSetup(
                graphics: .kitty, route: .direct, cellSize: PixelSize(width: 10, height: 20), cellSizeMeasured: true,
                colorRegisters: 256, terminal: "test", reason: "test")
        }
        let snapshot = try SnapshotRunner.snapshot(feed: try fixture.source(), request: request, options: options)
        let canvas = try PNGCodec.decode(try SnapshotRunner.encode(snapshot, request: request, theme: .dark))
        return (canvas, snapshot)
    }

    @Test func kittyPaintsEachSlotsOwnPixelsAndLeavesTheRestAsTheCellsAre() throws {
        let blocks = try render(pixels: nil).canvas
        let (canvas, snapshot) = try render(pixels: .kitty)
        let pictures = snapshot.pictures.pictures
        #expect(pictures.count >= 2, "the first screen shows at least two thumbnails")
        var inSlot = Set<Int>()
        for picture in pictures {
            let source = try #require(picture.payload.pixels)
            #expect(source.width == picture.frame.size.width * 10)
            var differing = 0
            for y in (picture.visibleRows.lowerBound * 20)..<(picture.visibleRows.upperBound * 20) {
                let sy = y - picture.frame.minY * 20
                for x in 0..<source.width {
                    let px = picture.frame.minX * 10 + x
                    inSlot.insert(y * canvas.width + px)
                    let p = source[x, sy]
                    guard p.a == 255 else { continue }
                    #expect(canvas[px, y] == p, "slot pixel (\(px), \(y))")
                    if blocks[px, y] != p { differing += 1 }
                }
            }
            #expect(differing > source.width * 4, "the picture is finer than its half-blocks")
        }
        for i in 0..<canvas.pixels.count where !inSlot.contains(i) {
            guard canvas.pixels[i] == blocks.pixels[i] else {
                Issue.record("pixel \(i % canvas.width), \(i / canvas.width) outside the slots changed")
                return
            }
        }
    }

    @Test func sixelPaintsAtMost256ColoursASlot() throws {
        let (canvas, snapshot) = try render(pixels: .sixel)
        let kitty = try render(pixels: .kitty).canvas
        var anyDifferent = false
        for picture in snapshot.pictures.pictures {
            var colours = Set<RGBA>()
            for y in (picture.visibleRows.lowerBound * 20)..<(picture.visibleRows.upperBound * 20) {
                for x in (picture.frame.minX * 10)..<(picture.frame.maxX * 10) {
                    colours.insert(canvas[x, y])
                    if canvas[x, y] != kitty[x, y] { anyDifferent = true }
                }
            }
            #expect(colours.count <= 256 + 2, "a slot through the palette (and the cells' own colours)")
        }
        #expect(anyDifferent, "the palette changes some pixel of a photograph")
    }
}
