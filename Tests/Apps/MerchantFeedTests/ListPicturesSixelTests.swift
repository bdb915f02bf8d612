import BurinListViewer
import BurinPictures
import BurinTerminal
import Testing

@testable import BurinCore

/// The viewer's sixel path without a terminal: each accepted drawing's picture is drawn at its slot,
/// drawn again when the screen says its row was rewritten, and wiped (its rows repainted) when its row
/// moves on without the text having touched the cells. A setup with a guessed cell size places none.
@Suite struct ListPicturesSixelTests {
    static let screen = CellSize(width: 40, height: 12)
    static let setup = GraphicsSetup(
        graphics: .sixel, route: .direct, cellSize: PixelSize(width: 4, height: 8), cellSizeMeasured: true,
        colorRegisters: 16, terminal: "test", reason: "test")

    /// A 2x2-cell red picture at the row's cells (1, 0).
    static let image = SixelImage(
        width: 8, height: 16, palette: [RGBA(255, 0, 0)], indices: Array(repeating: 0, count: 8 * 16))

    /// Row `id` at screen line `top`, four lines tall, its drawing carrying the picture.
    func frame(rowsAt tops: [(id: Int, top: Int)]) -> PipelineFrame<Int, Never> {
        let rows = tops.map { row in
            var bitmap = CellBitmap(size: CellSize(width: 40, height: 4))
            bitmap.pictures = [
                SlotPicture(
                    rect: CellRect(x: 1, y: 0, width: 2, height: 2), identity: row.id,
                    payload: .sixel(SixelPayload(Self.image)), byteCost: SixelEncoder.encode(Self.image).count)
            ]
            let key = ContentKey(row: RowID(row.id), version: 0, width: 40, style: 0)
            return VisibleRow<Int, Never>(
                index: row.id, id: RowID(row.id), top: row.top, height: 4,
                display: .drawing(RowDrawing(key: key, bitmap: bitmap)), layout: nil)
        }
        return PipelineFrame(rows: rows, width: 40, viewportHeight: 11, position: .top)
    }

    func sixels(_ output: PictureOutput) -> Int {
        String(decoding: output.bytes, as: UTF8.self).components(separatedBy: "\u{1B}P0;1;0q").count - 1
    }

    @Test func drawsEachPictureOnceAndAgainOnlyWhenItsRowWasRewritten() throws {
        let pictures = try #require(ListPictures(setup: Self.setup))
        let first = pictures.output(
            for: frame(rowsAt: [(1, 0), (2, 4)]), screen: Self.screen, covers: [],
            motion: ScreenMotion(cleared: true))
        #expect(sixels(first) == 2)
        #expect(first.repaintRows == [])
        #expect(String(decoding: first.bytes, as: UTF8.self).contains("\u{1B}[5;2H"), "row 2's picture at line 5")

        let still = pictures.output(
            for: frame(rowsAt: [(1, 0), (2, 4)]), screen: Self.screen, covers: [], motion: ScreenMotion())
        #expect(still.isEmpty, "nothing changed, nothing is sent")

        // The text rewrote line 4 (row 2's first line): its picture is drawn again, row 1's is not.
        let rewritten = pictures.output(
            for: frame(rowsAt: [(1, 0), (2, 4)]), screen: Self.screen, covers: [],
            motion: ScreenMotion(written: [CellSpan(row: 4, columns: 0..<40)]))
        #expect(sixels(rewritten) == 1)
        #expect(String(decoding: rewritten.bytes, as: UTF8.self).contains("\u{1B}[5;2H"))
    }

    @Test func aPictureWhoseRowMovedOnIsWipedByRepaintingItsRows() throws {
        let pictures = try #require(ListPictures(setup: Self.setup))
        _ = pictures.output(
            for: frame(rowsAt: [(1, 0), (2, 4)]), screen: Self.screen, covers: [],
            motion: ScreenMotion(cleared: true))
        // Row 2 left the screen and the text did not touch lines 4 and 5: they are repainted.
        let left = pictures.output(
            for: frame(rowsAt: [(1, 0)]), screen: Self.screen, covers: [], motion: ScreenMotion())
        #expect(left.repaintRows == [4, 5])
        #expect(sixels(left) == 0)
        // Taking everything off (quit, Ctrl-Z) repaints what is left.
        #expect(pictures.removeAll().repaintRows == [0, 1])
    }

    @Test func aGuessedCellSizeShowsHalfBlocks() {
        var guessed = Self.setup
        guessed.cellSizeMeasured = false
        #expect(ListPictures(setup: guessed) == nil)
        #expect(ListPictures.pictureFormat(for: guessed) == nil)
        #expect(ListPictures.pictureFormat(for: Self.setup)?.colorRegisters == 16)
    }
}
