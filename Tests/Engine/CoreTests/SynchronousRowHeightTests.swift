import Testing

@testable import BurinCore

/// Rows drawn on the main loop whose data arrives only during the frame (a page decoded by the frame's
/// own prefetch, or by the loader meanwhile) were placed at the source's estimate; the pipeline then
/// says it is busy until a frame has placed them at their real heights. Before, it said it was idle,
/// and a snapshot taken then showed a card padded with a blank line (seen in CI as a flaky URL
/// snapshot under load).
@Suite struct SynchronousRowHeightTests {
    @Test func theFrameAfterRowsArriveMidFramePlacesThemAtTheirLayoutsHeight() throws {
        var configuration = PipelineHarness.asynchronous
        configuration.forceSync = true
        let harness = PipelineHarness(rows: 30, configuration: configuration)
        // Nothing is decoded until the frame's prefetch asks: the rows come after the main loop's
        // own layout pass and before the draws.
        harness.source.unloaded = Set(0..<30)
        var frame = harness.pipeline.frame(viewportHeight: 12)
        #expect(frame.rows.contains { $0.height != $0.layout?.size.height }, "the case this test is about")
        #expect(harness.pipeline.isBusy, "rows placed at their estimates are left for the next frame")
        frame = harness.pipeline.frame(viewportHeight: 12)
        #expect(!harness.pipeline.isBusy)
        var top = 0
        for row in frame.rows {
            let layout = try #require(row.layout, "row \(row.index) was drawn without a layout")
            #expect(row.height == layout.size.height, "row \(row.index) placed at \(row.height) lines")
            #expect(row.top == top, "row \(row.index) starts at \(row.top), after rows ending at \(top)")
            top = row.top + row.height
        }
        #expect(frame.rows.count >= 4)
    }
}
