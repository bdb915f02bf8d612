public import BurinCore
import BurinTerminal

/// Paces `ListViewer.step` for a person at a terminal: a frame every 1/fps seconds while anything
/// moves or loads, and a blocking wait (no output, no CPU) once nothing does (with the fps overlay
/// shown, a wait of half a second, so the overlay keeps telling the truth). Input is answered by a
/// frame at once, whether the viewer was idle or between ticks, as a terminal user expects of every
/// key; only within half an interval of the last frame is it gathered for the next one, so a burst
/// (a wheel, a paste) still coalesces and frames never come faster than twice the target rate.
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
        // The rows are drawn meanwhile.
        var early: [InputEvent] = []
        if viewer.firstScreenWait(at: clock.now()) != nil { viewer.startFirstScreen() }
        while let left = viewer.firstScreenWait(at: clock.now()), !early.contains(where: isTermination) {
            early += viewer.hearReplies(in: viewer.screen.pollInput(timeout: left))
        }
        var deadline = clock.now()
        var lastStart = deadline
        var pace = FirstScreenPace(startedAt: deadline)
        viewer.step(events: early)
        pace.frameShown(allRowsDrawn: viewer.showsEveryRowDrawn, at: clock.now())
        while viewer.isRunning {
            var events: [InputEvent] = []
            if viewer.isIdle {
                events = viewer.screen.pollInput(timeout: viewer.idleWait)
                deadline = clock.now()
            } else {
                // At least one poll a frame, even a late one: keys, Ctrl-C and signals all arrive here,
                // and a viewer whose frames overran must still hear them. Input ends the wait early
                // (a key waiting for the tick waited up to a whole interval), though not within half
                // an interval of the last frame; a drawing that arrives (a wake with no event) waits. While
                // the first screen is drawn (`FirstScreenPace`), whatever ends the wait makes the frame.
                let earliest = lastStart + interval / 2
                func until() -> Duration { events.isEmpty ? deadline : min(deadline, earliest) }
                repeat {
                    events += viewer.screen.pollInput(timeout: max(.zero, until() - clock.now()))
                } while clock.now() < until() && !events.contains(where: isTermination) && !pace.isOn
            }
            let start = clock.now()
            viewer.step(events: events)
            pace.frameShown(allRowsDrawn: viewer.showsEveryRowDrawn, at: clock.now())
            lastStart = start
            // A late frame does not make the next ones hurry to catch up; a frame that answered input
            // early counts the next interval from itself.
            deadline = start < deadline ? start + interval : max(deadline + interval, start)
        }
    }
}

private func isTermination(_ event: InputEvent) -> Bool {
    if case .terminate = event { true } else { false }
}
