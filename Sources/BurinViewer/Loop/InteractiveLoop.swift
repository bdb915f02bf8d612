public import BurinCore
import BurinScreen

/// Paces `FeedViewer.step` for a person at a terminal: a frame every 1/fps seconds while anything
/// moves or loads, and a blocking wait (no output, no CPU) once nothing does (with the fps overlay
/// shown, a wait of half a second, so the overlay keeps telling the truth). Input that arrives
/// between frames is gathered and handled at the next frame, so key repeats coalesce.
/// - Note: Main loop only.
public struct InteractiveLoop {
    public let viewer: FeedViewer
    private let clock: any FrameClock

    public init(viewer: FeedViewer, clock: any FrameClock = MonotonicClock()) {
        self.viewer = viewer
        self.clock = clock
    }

    /// Runs until the user quits or a terminating signal arrives.
    public func run() {
        let interval = Duration.seconds(1) / max(1, viewer.options.targetFPS)
        var deadline = clock.now()
        viewer.step(events: [])
        while viewer.isRunning {
            var events: [InputEvent] = []
            if viewer.isIdle {
                events = viewer.screen.pollInput(timeout: viewer.idleWait)
                deadline = clock.now()
            } else {
                // At least one poll a frame, even a late one: keys, Ctrl-C and signals all arrive here,
                // and a viewer whose frames overran must still hear them.
                repeat {
                    events += viewer.screen.pollInput(timeout: max(.zero, deadline - clock.now()))
                } while clock.now() < deadline
                    && !events.contains(where: { if case .terminate = $0 { true } else { false } })
            }
            let start = clock.now()
            viewer.step(events: events)
            // A late frame does not make the next ones hurry to catch up.
            deadline = max(deadline + interval, start)
        }
    }
}
