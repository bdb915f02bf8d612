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

    func frame(rowsAt tops: [(id: Int, top: Int)]) throws -> PipelineFrame<Int, Never> {
        let payload = try KittyPayload(PixelCanvas(width: 8, height: 16, fill: RGBA(255, 0, 0)), format: .rgb)
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
}
