public import BurinCore
import BurinScreen
import BurinTerminal

/// Paces `ListViewer.step` for a person at a terminal: a frame every 1/fps seconds while anything
/// moves or loads, and a blocking wait (no output, no CPU) once nothing does (with the fps overlay
/// shown, a wait of half a second, so the overlay keeps telling the truth). Input that arrives
/// between frames is gathered and handled at the next frame, so key repeats coalesce.
/// - Note: Main loop only.
public struct InteractiveLoop<App: ListApp> {
    public let viewer: ListViewer<App>
    private let clock: any FrameClock

    public init(viewer: ListViewer<App>, clock: any FrameClock = MonotonicClock()) {
        self.viewer = viewer
        self.clock = clock
    }

    /// Runs until the user quits or a terminating signal arrives.
    public func run() {
        let interval = Duration.seconds(1) / max(1, viewer.options.targetFPS)
        viewer.askTerminal()
        // A terminal on this machine answers within a few milliseconds: its look is in the first
        // frame. One that answers later gets the defaults first; keys typed meanwhile wait, in order.
        var early: [InputEvent] = []
        while let left = viewer.firstScreenWait(at: clock.now()), !early.contains(where: isTermination) {
            early += viewer.hearReplies(in: viewer.screen.pollInput(timeout: left))
        }
        var deadline = clock.now()
        viewer.step(events: early)
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
                } while clock.now() < deadline && !events.contains(where: isTermination)
            }
            let start = clock.now()
            viewer.step(events: events)
            // A late frame does not make the next ones hurry to catch up.
            deadline = max(deadline + interval, start)
        }
    }
}

private func isTermination(_ event: InputEvent) -> Bool {
    if case .terminate = event { true } else { false }
}
