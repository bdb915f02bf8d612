public import BurinCore
import BurinPictures
import BurinRaster
public import BurinSnapshot
public import BurinTerminal
import Dispatch

/// `burin snapshot`: runs the real viewer against a headless screen and writes what it shows.
///
/// By default it waits until every visible row is drawn, scrolling a screen at a time and settling
/// between (so every scroll step uses real row heights): the same input and options give the same
/// bytes. With `frame`, it plays a scroll at `speed` screens per second on a manual 60 Hz clock with
/// stepped execution and captures frame K as it was, placeholders included.
public enum SnapshotRunner {
    /// Renders the app `makeApp` makes for the headless screen as `request` says, and returns the grid
    /// shown.
    public static func grid<App: ListApp>(
        request: SnapshotRequest, options: ListOptions, app makeApp: (HeadlessScreen) -> App
    ) throws(SnapshotError) -> CellGrid {
        try render(request: request, options: options, app: makeApp).grid
    }

    /// Renders as `grid` does, and returns the grid shown with the pictures its drawings carry. With
    /// `request.pixels` and no `options.pictures`, the drawings carry pictures for the PNG's cells
    /// (`GraphicsSetup.snapshot`).
    public static func render<App: ListApp>(
        request: SnapshotRequest, options: ListOptions, app makeApp: (HeadlessScreen) -> App
    ) throws(SnapshotError) -> (grid: CellGrid, pictures: SnapshotPictures) {
        var options = options
        if request.pixels != nil, options.pictures == nil { options.pictures = .snapshot }
        let screen = HeadlessScreen(size: request.size, colorMode: request.colorMode)
        let app = makeApp(screen)
        if let frame = request.frame {
            return scripted(app: app, screen: screen, request: request, frame: frame, options: options)
        }
        let viewer = ListViewer(screen: screen, app: app, options: options)
        defer { viewer.shutdown() }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(request.timeout.seconds * 1e9)
        func settle() throws(SnapshotError) {
            viewer.step(events: [])
            while !viewer.isSettled {
                if DispatchTime.now().uptimeNanoseconds > deadline { throw .didNotSettle(request.timeout) }
                pause()
                viewer.step(events: [])
            }
        }
        app.items.waitUntilLoaded()
        if request.top > 1 { viewer.pipeline.jump(toIndex: request.top - 1, viewportHeight: viewer.viewportHeight) }
        try settle()
        var remaining = request.scroll
        while remaining > 0 {
            let step = min(remaining, max(1, viewer.viewportHeight))
            let before = viewer.pipeline.position
            viewer.pipeline.scroll(by: step, viewportHeight: viewer.viewportHeight)
            remaining -= step
            try settle()
            // At the end of the list, further scrolling changes nothing: stop instead of settling
            // millions of times for a huge --scroll.
            if viewer.pipeline.position == before { break }
        }
        return (viewer.grid, viewer.lastFrame.map(SnapshotPictures.init) ?? SnapshotPictures())
    }

    /// Encodes `grid` in the requested format. A PNG is a terminal of `terminal`'s default colours
    /// showing `request.colorMode`'s colours.
    public static func encode(_ grid: CellGrid, request: SnapshotRequest, terminal: PNGSnapshotTheme = .dark)
        throws(SnapshotError) -> [UInt8]
    {
        try encode(grid, pictures: SnapshotPictures(), request: request, terminal: terminal)
    }

    /// Encodes `grid` with `pictures` painted over it where `request.pixels` asks (PNG only).
    public static func encode(
        _ grid: CellGrid, pictures: SnapshotPictures, request: SnapshotRequest, terminal: PNGSnapshotTheme = .dark
    ) throws(SnapshotError) -> [UInt8] {
        switch request.format {
        case .text: return Array(TextSnapshotWriter().render(grid).utf8)
        case .ansi: return Array(ANSISnapshotWriter(colorMode: request.colorMode).render(grid).utf8)
        case .png:
            do {
                let writer = PNGSnapshotWriter(theme: terminal, colorMode: request.colorMode)
                var canvas = try writer.render(grid)
                if let pixels = request.pixels {
                    pictures.paint(
                        on: &canvas, cell: PixelSize(width: writer.cellWidth, height: writer.cellHeight), as: pixels)
                }
                return try PNGCodec.encode(canvas)
            } catch {
                throw .encoding("\(error)")
            }
        }
    }

    private static func scripted<App: ListApp>(
        app: App, screen: HeadlessScreen, request: SnapshotRequest, frame target: Int, options: ListOptions
    ) -> (grid: CellGrid, pictures: SnapshotPictures) {
        var options = options
        options.execution = .stepped(drawsPerFrame: request.drawsPerFrame)
        let clock = ManualClock()
        let viewer = ListViewer(screen: screen, app: app, options: options, clock: clock)
        defer { viewer.shutdown() }
        app.items.waitUntilLoaded()
        if request.top > 1 { viewer.pipeline.jump(toIndex: request.top - 1, viewportHeight: viewer.viewportHeight) }
        let linesPerFrame = request.speed * Double(viewer.viewportHeight) / 60
        var owed = 0.0
        var scrolled = 0
        for _ in 0...max(0, target) {
            owed += linesPerFrame
            let lines = Int(owed)
            owed -= Double(lines)
            if lines > 0, request.scroll == 0 || scrolled < request.scroll {
                viewer.pipeline.scroll(by: lines, viewportHeight: viewer.viewportHeight)
                scrolled += lines
            }
            viewer.step(events: [])
            clock.advance(by: .seconds(1) / 60)
        }
        return (viewer.grid, viewer.lastFrame.map(SnapshotPictures.init) ?? SnapshotPictures())
    }

    private static func pause() {
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(1))
    }
}
