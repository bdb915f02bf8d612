public import BurinCore

/// Runs a query over a channel: writes it, reads until it is answered or `timeout` has passed.
public enum TerminalQueryRunner {
    /// A terminal on the same machine answers in a millisecond or two; a slow link in tens. Only a
    /// terminal that answers nothing, not even DA1, costs the whole wait.
    public static let defaultTimeout = Duration.milliseconds(250)

    /// The answers and the typeahead (keys pressed while asking).
    public static func run(
        _ query: TerminalQuery, on channel: inout some TerminalChannel, timeout: Duration = defaultTimeout,
        clock: any FrameClock = MonotonicClock()
    ) -> (answers: TerminalAnswers, typeahead: [UInt8]) {
        var probe = TerminalProbe(query)
        guard channel.write(query.bytes) else { return (probe.answers, probe.finish()) }
        let deadline = clock.now() + timeout
        while !probe.isComplete {
            let left = deadline - clock.now()
            guard left > .zero, let bytes = channel.read(timeout: left) else { break }
            probe.receive(bytes)
        }
        return (probe.answers, probe.finish())
    }
}
