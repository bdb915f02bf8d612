public import BurinCore
public import BurinPictures
public import BurinTerminal

/// Runs a query over a channel, outside a screen: writes it and DA1, reads until it is answered or
/// `timeout` has passed. (The viewer asks through its screen instead, and takes answers whenever
/// they come.)
public enum TerminalQueryRunner {
    /// A terminal on the same machine answers in a millisecond or two; a slow link in tens. Only a
    /// terminal that answers nothing, not even DA1, costs the whole wait.
    public static let defaultTimeout = Duration.milliseconds(250)

    /// The answers and the keys pressed while asking.
    public static func run(
        _ query: TerminalQuery, on channel: inout some TerminalChannel, timeout: Duration = defaultTimeout,
        clock: any FrameClock = MonotonicClock()
    ) -> (answers: TerminalAnswers, typed: [InputEvent]) {
        var probe = TerminalProbe(query)
        guard channel.write(TerminalQuestions.bytes([query.bytes])) else { return (probe.answers, []) }
        let deadline = clock.now() + timeout
        while !probe.isComplete {
            let left = deadline - clock.now()
            guard left > .zero, let bytes = channel.read(timeout: left) else { break }
            probe.receive(bytes, at: clock.now())
        }
        probe.finish(at: clock.now())
        return (probe.answers, probe.typed)
    }
}
