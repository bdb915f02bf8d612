public import BurinCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Detection from start to end: the rules of `GraphicsDecision` run against the real terminal
/// (`TTYChannel`) and tmux (`TmuxInspector`), or against whatever a test hands in.
///
/// Run it before the screen starts reading keys: the typeahead it returns holds the keys pressed
/// while the terminal was being asked, for the input path.
public enum GraphicsDetector {
    /// Detects on the process's own terminal and environment.
    public static func detect(
        request: PixelRequest, environment: GraphicsEnvironment = .process,
        timeout: Duration = TerminalQueryRunner.defaultTimeout
    ) -> (setup: GraphicsSetup, typeahead: [UInt8]) {
        let tmux = environment.isTmux && request != .off ? TmuxInspector.inspect(pane: environment.tmuxPane) : nil
        let step = GraphicsDecision.firstStep(
            request: request, environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1, tmux: tmux)
        if case .settled(let setup) = step { return (setup, []) }
        return TTYChannel.with { channel in
            ask(step, request: request, channel: &channel, timeout: timeout)
        } ?? (.off("the terminal could not be opened"), [])
    }

    /// Carries out `step` over `channel`: nothing when it is settled, else the query and the decision.
    public static func ask(
        _ step: DetectionStep, request: PixelRequest, channel: inout some TerminalChannel, timeout: Duration,
        clock: any FrameClock = MonotonicClock()
    ) -> (setup: GraphicsSetup, typeahead: [UInt8]) {
        switch step {
        case .settled(let setup):
            return (setup, [])
        case .ask(let query):
            let window = channel.windowSize()
            let (answers, typeahead) = TerminalQueryRunner.run(query, on: &channel, timeout: timeout, clock: clock)
            return (
                GraphicsDecision.decide(request: request, query: query, answers: answers, window: window), typeahead
            )
        }
    }
}
