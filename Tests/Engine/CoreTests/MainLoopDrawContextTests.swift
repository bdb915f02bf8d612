import BurinTestSupport
import Testing

@testable import BurinCore

/// Drawings made on the main loop use the renderer's main-loop context, which may only read memory
/// (pictures by URL kept on disk are not read there); workers use theirs.
@Suite struct MainLoopDrawContextTests {
    /// Draws each row with a first cell naming the context that drew it.
    struct TaggingRenderer: RowRenderer {
        typealias Style = Int
        typealias Action = Never

        func makeLayoutContext() {}
        func makeDrawContext() -> String { "worker" }
        func makeMainLoopDrawContext() -> String { "main" }

        func layout(_ content: TestContent, width: Int, style: Int, context: Void) -> RowLayout<Never> {
            RowLayout(size: CellSize(width: width, height: 1))
        }

        func draw(_ layout: RowLayout<Never>, style: Style, context: String, isCancelled: () -> Bool) -> CellBitmap? {
            var bitmap = CellBitmap(size: layout.size)
            bitmap[0, 0] = Cell(String(context.prefix(1)))
            return bitmap
        }
    }

    static func frame(sync: Bool, budget: Duration) -> PipelineFrame<Int, Never> {
        var configuration = PipelineConfiguration()
        configuration.forceSync = sync
        configuration.placeholderBudget = budget
        let layouts = ManualExecutor<Void>(context: ())
        let draws = ManualExecutor<String>(context: TaggingRenderer().makeDrawContext())
        let pipeline = RowPipeline(
            renderer: TaggingRenderer(), source: TestSource(count: 20), layoutExecutor: layouts, drawExecutor: draws,
            clock: ManualClock(), configuration: configuration, width: 10, style: 0)
        var frame = pipeline.frame(viewportHeight: 5)
        for _ in 0..<10 where layouts.queuedCount + draws.queuedCount > 0 {
            layouts.runAll()
            draws.runAll()
            frame = pipeline.frame(viewportHeight: 5)
        }
        return frame
    }

    static func tags(_ frame: PipelineFrame<Int, Never>) -> Set<String> {
        Set(
            frame.rows.compactMap { row in
                if case .drawing(let drawing) = row.display { drawing.bitmap[0, 0].text } else { nil }
            })
    }

    @Test func syncDrawingsUseTheMainLoopContext() {
        #expect(Self.tags(Self.frame(sync: true, budget: .zero)) == ["m"])
    }

    @Test func placeholdersDrawnWithinTheBudgetUseItToo() {
        // The manual clock measures every cost as zero, so every visible row fits the budget.
        let frame = Self.frame(sync: false, budget: .seconds(1))
        #expect(Self.tags(frame).contains("m"))
    }

    @Test func workersUseTheirOwn() {
        #expect(Self.tags(Self.frame(sync: false, budget: .zero)) == ["w"])
    }
}
