import BurinCore
import Testing

/// `RowSource.willLayOut` hears of each row the pipeline lays out, just before it is asked for the
/// row's content, in the order the pipeline ranks them: what a source fetches from it (pictures)
/// comes nearest first.
@Suite struct LayoutHookTests {
    @Test func rowsAreHeardOfOnScreenFirstThenAheadThenBehindEachNearestFirst() throws {
        let h = PipelineHarness(rows: 400)
        h.pipeline.jump(toIndex: 200, viewportHeight: 10)
        h.settle(viewportHeight: 10)
        h.pipeline.scroll(by: -1, viewportHeight: 10)
        h.settle(viewportHeight: 10)
        // Every row changes: each row of the preload range is laid out again, all in one frame.
        h.source.versions = h.source.versions.map { $0 + 1 }
        h.source.laidOut = []
        let frame = h.pipeline.frame(viewportHeight: 10)
        let heard = h.source.laidOut
        let visible = frame.rows.map(\.index)
        let preload = try #require(h.source.lastPrefetched)

        #expect(Array(heard.prefix(visible.count)) == visible, "the rows on screen first, top to bottom")
        let top = visible[0]
        let bottom = visible[visible.count - 1]
        #expect(heard.dropFirst(visible.count).first == top - 1, "then the row ahead: above, scrolling up")
        let above = heard.filter { $0 < top }
        let below = heard.filter { $0 > bottom }
        #expect(above == above.sorted(by: >), "above the screen, nearest first")
        #expect(below == below.sorted(), "below the screen, nearest first")
        #expect(heard.sorted() == Array(preload), "each row of the preload range once")
    }
}
