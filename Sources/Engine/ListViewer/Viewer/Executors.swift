import BurinCore

/// The layout and draw executors of one viewer, threads or stepped.
enum Executors<Renderer: RowRenderer> {
    case threads(layout: WorkerPool<Renderer.LayoutContext>, draw: WorkerPool<Renderer.DrawContext>)
    case stepped(
        layout: ManualExecutor<Renderer.LayoutContext>, draw: ManualExecutor<Renderer.DrawContext>, drawsPerFrame: Int)

    init(_ execution: ListExecution, renderer: Renderer, workers: Int) {
        switch execution {
        case .threads:
            // Background threads run nicer than the main loop, as iOS draws on lower-QoS queues: on a
            // busy machine frames stay on time and drawings wait.
            self = .threads(
                layout: WorkerPool(size: 1, name: "burin-layout") {
                    ThreadPriority.lowerCurrentThread()
                    return renderer.makeLayoutContext()
                },
                draw: WorkerPool(size: workers, name: "burin-draw") {
                    ThreadPriority.lowerCurrentThread()
                    return renderer.makeDrawContext()
                })
        case .stepped(let budget):
            self = .stepped(
                layout: ManualExecutor(context: renderer.makeLayoutContext()),
                draw: ManualExecutor(context: renderer.makeDrawContext()), drawsPerFrame: max(1, budget))
        }
    }

    var layout: any JobExecutor<Renderer.LayoutContext> {
        switch self {
        case .threads(let layout, _): layout
        case .stepped(let layout, _, _): layout
        }
    }

    var draw: any JobExecutor<Renderer.DrawContext> {
        switch self {
        case .threads(_, let draw): draw
        case .stepped(_, let draw, _): draw
        }
    }

    var workerCount: Int {
        switch self {
        case .threads(_, let draw): draw.size
        case .stepped: 1
        }
    }

    /// Draw threads asked for (some may not have started).
    var requestedWorkerCount: Int {
        switch self {
        case .threads(_, let draw): draw.requestedSize
        case .stepped: 1
        }
    }

    var isStepped: Bool {
        if case .stepped = self { return true }
        return false
    }

    /// Stepped: every queued layout, then at most the budget of drawings, on the calling thread.
    func afterFrame() {
        guard case .stepped(let layout, let draw, let budget) = self else { return }
        layout.runAll()
        draw.runNext(budget)
    }

    func shutdown() {
        if case .threads(let layout, let draw) = self {
            draw.shutdown()
            layout.shutdown()
        }
    }
}
