import BurinCore
import BurinTestSupport

/// A row's content in pipeline tests: its id and version are all there is.
struct TestContent: Sendable {
    var id: Int
    var version: Int
}

/// Something a test runs in the middle of a drawing, to play the main loop moving on meanwhile, and
/// what layouts and drawings pretend to cost: they advance the harness's manual clock.
final class MidDrawHook: @unchecked Sendable {
    // @unchecked: set and called on the test's one thread only.
    var action: ((RowID) -> Void)?
    var clock: ManualClock?
    /// Manual-clock time a drawing of a row of each kind takes (none when absent).
    var drawCost: [Int: Duration] = [:]
    /// Manual-clock time a layout of a row of each kind takes (none when absent).
    var layoutCost: [Int: Duration] = [:]
    /// Told of every layout made, wherever it runs.
    var laidOut: ((RowID) -> Void)?
    /// Told of every drawing finished, wherever it runs.
    var drawn: ((RowID) -> Void)?
}

/// Lays rows out 1 to 3 lines tall, varying with content and width, and draws each with a first cell
/// that spells the content's row and version (carried from the content through the layout), so a
/// test can tell whose drawing is on screen without trusting any key.
struct TestRenderer: RowRenderer {
    typealias Style = Int
    typealias Action = Never

    let hook: MidDrawHook

    init(hook: MidDrawHook = MidDrawHook()) {
        self.hook = hook
    }

    func makeLayoutContext() {}
    func makeDrawContext() {}

    func layout(_ content: TestContent, width: Int, style: Int, context: Void) -> RowLayout<Never> {
        if let cost = hook.layoutCost[kind(of: content)] { hook.clock?.advance(by: cost) }
        hook.laidOut?(RowID(content.id))
        let height = 1 + (content.id * 7 + content.version * 3 + width) % 3
        let signature = Self.signature(row: content.id, version: content.version)
        return RowLayout(
            size: CellSize(width: width, height: height),
            text: [TextRun(x: 0, y: 0, clusters: [Cluster(signature, width: 1)], style: .plain)])
    }

    func draw(_ layout: RowLayout<Never>, style: Style, context: Void, isCancelled: () -> Bool) -> CellBitmap? {
        if isCancelled() { return nil }
        guard let signature = layout.text.first?.clusters.first?.text,
            let row = signature.split(separator: ":").first.flatMap({ Int($0) }).map(RowID.init)
        else { return nil }
        if let cost = hook.drawCost[Self.kind(of: row)] { hook.clock?.advance(by: cost) }
        hook.action?(row)
        if isCancelled() { return nil }
        var bitmap = CellBitmap(size: layout.size)
        bitmap[0, 0] = Cell(signature)
        hook.drawn?(row)
        return bitmap
    }

    /// Even rows are one kind, odd rows another.
    func kind(of content: TestContent) -> Int { content.id % 2 }

    static func kind(of row: RowID) -> Int { row.rawValue % 2 }

    static func signature(row: Int, version: Int) -> String { "\(row):\(version)" }

    static func signature(_ key: ContentKey<Int>) -> String { signature(row: key.row.rawValue, version: key.version) }
}

/// A list of rows whose data "loads" when prefetched, and whose versions a test bumps.
final class TestSource: RowSource {
    var versions: [Int]
    var unloaded: Set<Int>
    var policy: DrawPolicy = .asyncWhenContentsChange
    /// The range of the latest `prefetch`: the pipeline's preload range in its latest frame.
    private(set) var lastPrefetched: Range<Int>?
    /// The rows `willLayOut` heard of, in order.
    var laidOut: [Int] = []

    init(count: Int, unloaded: Set<Int> = []) {
        versions = Array(repeating: 0, count: count)
        self.unloaded = unloaded
    }

    var rowCount: Int { versions.count }

    func row(at index: Int) -> RowEntry<TestContent>? {
        guard versions.indices.contains(index), !unloaded.contains(index) else { return nil }
        return RowEntry(
            id: RowID(index), version: versions[index], content: TestContent(id: index, version: versions[index]),
            policy: policy)
    }

    func estimatedHeight(at index: Int, width: Int) -> Int { 2 }

    func prefetch(_ range: Range<Int>) {
        lastPrefetched = range
        unloaded.subtract(range)
    }

    func willLayOut(_ index: Int) { laidOut.append(index) }

    func bump(_ index: Int) {
        if versions.indices.contains(index) { versions[index] += 1 }
    }
}

typealias TestPipeline = RowPipeline<TestRenderer>

/// A pipeline over manual executors and a manual clock, for stepping by hand.
struct PipelineHarness {
    let source: TestSource
    let layoutQueue = ManualExecutor<Void>(context: ())
    let drawQueue = ManualExecutor<Void>(context: ())
    let clock = ManualClock()
    let hook = MidDrawHook()
    /// The ticket of the drawing job running now (draw jobs go through a `TicketedExecutor`).
    let drawTicket = RunningTicket()
    let pipeline: TestPipeline

    /// The placeholder budget is off unless a test asks for it: the manual clock makes every measured
    /// cost zero, so every visible row would otherwise be drawn on the main loop.
    init(rows: Int, width: Int = 40, configuration: PipelineConfiguration = PipelineHarness.asynchronous) {
        source = TestSource(count: rows)
        hook.clock = clock
        pipeline = TestPipeline(
            renderer: TestRenderer(hook: hook), source: source, layoutExecutor: layoutQueue,
            drawExecutor: TicketedExecutor(drawQueue, running: drawTicket), clock: clock,
            configuration: configuration, width: width, style: 0)
    }

    static var asynchronous: PipelineConfiguration {
        var configuration = PipelineConfiguration()
        configuration.placeholderBudget = .zero
        return configuration
    }

    /// Frames and runs all work until nothing is left to do (bounded), returning the last frame.
    @discardableResult
    func settle(viewportHeight: Int) -> TestPipeline.Frame {
        var frame = pipeline.frame(viewportHeight: viewportHeight)
        for _ in 0..<20 where layoutQueue.queuedCount + drawQueue.queuedCount > 0 {
            layoutQueue.runAll()
            drawQueue.runAll()
            frame = pipeline.frame(viewportHeight: viewportHeight)
        }
        return frame
    }
}
