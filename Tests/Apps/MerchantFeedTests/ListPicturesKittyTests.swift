import BurinListViewer
import BurinPictures
import BurinRaster
import BurinTerminal
import Testing

@testable import BurinCore

/// The viewer's kitty path without a terminal: a clear of the screen (Ctrl-L, a resize, the return
/// from Ctrl-Z) takes kitty's pictures with it, so the same frame deletes what may be left and sends
/// and places every visible picture again.
@Suite struct ListPicturesKittyTests {
    static let screen = CellSize(width: 40, height: 12)
    static let setup = GraphicsSetup(
        graphics: .kitty, route: .direct, cellSize: PixelSize(width: 4, height: 8), cellSizeMeasured: true,
        colorRegisters: 256, terminal: "test", reason: "test")

    func frame(
        rowsAt tops: [(id: Int, top: Int)],
        payload: KittyPayload? = nil
    ) throws -> PipelineFrame<Int, Never> {
        let payload =
            try payload ?? KittyPayload(PixelCanvas(width: 8, height: 16, fill: RGBA(255, 0, 0)), format: .rgb)
        let rows = tops.map { row in
            var bitmap = CellBitmap(size: CellSize(width: 40, height: 4))
            bitmap.pictures = [
                SlotPicture(
                    rect: CellRect(x: 1, y: 0, width: 2, height: 2), identity: row.id, payload: .kitty(payload),
                    byteCost: payload.linkBytes)
            ]
            let key = ContentKey(row: RowID(row.id), version: 0, width: 40, style: 0)
            return VisibleRow<Int, Never>(
                index: row.id, id: RowID(row.id), top: row.top, height: 4,
                display: .drawing(RowDrawing(key: key, bitmap: bitmap)), layout: nil)
        }
        return PipelineFrame(rows: rows, width: 40, viewportHeight: 11, position: .top)
    }

    func count(_ output: PictureOutput, _ marker: String) -> Int {
        String(decoding: output.bytes, as: UTF8.self).components(separatedBy: marker).count - 1
    }

    @Test func aClearedScreenGetsEveryPictureSentAndPlacedAgainInTheSameFrame() throws {
        let pictures = try #require(ListPictures(setup: Self.setup))
        let shown = try frame(rowsAt: [(1, 0), (2, 4)])
        let first = pictures.output(for: shown, screen: Self.screen, covers: [], motion: ScreenMotion(cleared: true))
        #expect(count(first, "a=T") + count(first, "a=t") == 2, "both sent")
        #expect(count(first, "a=p") == 2, "both placed")
        let still = pictures.output(for: shown, screen: Self.screen, covers: [], motion: ScreenMotion())
        #expect(still.isEmpty)
        // Ctrl-L: ncurses clears the screen, and kitty its pictures.
        let repainted = pictures.output(
            for: shown, screen: Self.screen, covers: [], motion: ScreenMotion(cleared: true))
        #expect(count(repainted, "a=d") >= 2, "what may be left is deleted")
        #expect(count(repainted, "a=t") + count(repainted, "a=T") == 2, "both sent again")
        #expect(count(repainted, "a=p") == 2, "both placed again")
    }

    /// The escapes' payloads (what follows `;` in each transmission chunk), in order.
    func transmitted(_ output: PictureOutput) -> [String] {
        String(decoding: output.bytes, as: UTF8.self).components(separatedBy: "\u{1B}_G").dropFirst()
            .filter { $0.hasPrefix("a=t") || $0.hasPrefix("m=") }
            .map { String($0.drop { $0 != ";" }.prefix { $0 != "\u{1B}" }) }
    }

    /// Over a link measured slow the pictures go as indexed PNG with the link's colours (one a frame),
    /// and Ctrl-L sends exactly those again; over a fast link, or to a kitty that reads files, they go
    /// as made, byte for byte as without a rate.
    @Test func aSlowLinksPicturesGoWithFewerColoursAndARepaintSendsTheSame() throws {
        var canvas = PixelCanvas(width: 8, height: 16)
        for y in 0..<16 {
            for x in 0..<8 { canvas[x, y] = RGBA(UInt8(x * 30), UInt8(y * 15), UInt8((x * y) % 256)) }
        }
        let payload = try KittyPayload(canvas, format: .rgb, transport: .inline(compressed: true))
        let shown = try frame(rowsAt: [(1, 0), (2, 4)], payload: payload)
        /// A cleared screen's frame and the frames after it until nothing more is sent.
        func settle(rate: Double?, _ pictures: ListPictures) -> [UInt8] {
            var bytes = pictures.output(
                for: shown, screen: Self.screen, covers: [], motion: ScreenMotion(cleared: true), linkRate: rate
            ).bytes
            for _ in 0..<4 {
                bytes +=
                    pictures.output(for: shown, screen: Self.screen, covers: [], motion: .none, linkRate: rate).bytes
            }
            return bytes
        }

        let slow = try #require(ListPictures(setup: Self.setup))
        let first = PictureOutput(bytes: settle(rate: 250_000, slow))
        #expect(count(first, "a=t,f=100,") == 2, "both sent as PNG")
        #expect(count(first, "o=z") == 0)
        let reduced = try #require(KittyPalette.reduced(payload, to: 32)?.base64)
        #expect(transmitted(first) == Array(repeating: ";" + String(decoding: reduced, as: UTF8.self), count: 2))
        let repainted = PictureOutput(bytes: settle(rate: 250_000, slow))
        #expect(transmitted(repainted) == transmitted(first), "Ctrl-L repaints what settled")

        let fast = try #require(ListPictures(setup: Self.setup))
        let unmeasured = try #require(ListPictures(setup: Self.setup))
        let asMade = PictureOutput(bytes: settle(rate: 2_000_000, fast))
        #expect(asMade.bytes == settle(rate: nil, unmeasured))
        #expect(count(asMade, "a=t,f=24,") == 2 && count(asMade, "o=z") == 2)

        var local = Self.setup
        local.kittyTransport = .file(directory: "/nonexistent")
        let files = try #require(ListPictures(setup: local))
        let onThisMachine = PictureOutput(bytes: settle(rate: 250_000, files))
        #expect(onThisMachine.bytes == asMade.bytes, "the pixels are inline here: the payload was made so")
    }
}
