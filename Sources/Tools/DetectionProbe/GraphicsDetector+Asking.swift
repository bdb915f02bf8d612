public import BurinCore
public import BurinPictures
public import BurinTerminal

/// Detection from start to end, asking and waiting (at most `timeout`) outside any screen: the pixels
/// probe runs it inside real terminals, and the tests against a scripted channel.
extension GraphicsDetector {
    /// Detects on the process's own terminal (`TTYChannel`), with `environment` as the program read
    /// it at start.
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
