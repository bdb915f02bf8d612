public import BurinCore
public import BurinTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Detection from start to end: the rules of `GraphicsDecision` run against the real terminal
/// (`TTYChannel`) and tmux (`TmuxInspector`), or against whatever a test hands in.
///
/// It asks and waits (at most `timeout`) outside any screen, for the detection probe; the viewer asks
/// through its screen with the session's other questions (`GraphicsDecision.firstStep`, then
/// `decide` once the answers are in) and never waits for them.
public enum GraphicsDetector {
    /// Detects on the process's own terminal, with `environment` as the program read it at start.
    public static func detect(
        request: PixelRequest, environment: TerminalEnvironment = .process,
        timeout: Duration = TerminalQueryRunner.defaultTimeout
    ) -> (setup: GraphicsSetup, typed: [InputEvent]) {
        let step = firstStep(request: request, environment: environment)
        if case .settled(let setup) = step { return (setup, []) }
        return TTYChannel.with { channel in
            ask(step, request: request, channel: &channel, timeout: timeout)
        } ?? (.off("the terminal could not be opened"), [])
    }

    /// What to do before any byte is written, for the process's own terminal in `environment` (the
    /// program's one reading of it): tmux is asked about passthrough where it runs, then
    /// `GraphicsDecision.firstStep`'s rules.
    public static func firstStep(request: PixelRequest, environment: TerminalEnvironment) -> DetectionStep {
        let tmux = environment.isTmux && request != .off ? TmuxInspector.inspect(pane: environment.tmuxPane) : nil
        return GraphicsDecision.firstStep(
            request: request, environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1, tmux: tmux)
    }

    /// Carries out `step` over `channel`: nothing when it is settled, else the query and the decision.
    public static func ask(
        _ step: DetectionStep, request: PixelRequest, channel: inout some TerminalChannel, timeout: Duration,
        clock: any FrameClock = MonotonicClock()
    ) -> (setup: GraphicsSetup, typed: [InputEvent]) {
        switch step {
        case .settled(let setup):
            return (setup, [])
        case .ask(let query):
            let window = channel.windowSize()
            let (answers, typed) = TerminalQueryRunner.run(query, on: &channel, timeout: timeout, clock: clock)
            return (GraphicsDecision.decide(request: request, query: query, answers: answers, window: window), typed)
        }
    }
}
