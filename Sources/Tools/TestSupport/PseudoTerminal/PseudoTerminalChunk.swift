/// Bytes the child wrote to its terminal, as one read took them, and when that read returned.
public struct PseudoTerminalChunk: Sendable, Equatable {
    public var bytes: [UInt8]
    /// When the read returned (`ContinuousClock`, the clock `PseudoTerminal.write` reports on).
    public var arrival: ContinuousClock.Instant

    public init(bytes: [UInt8], arrival: ContinuousClock.Instant) {
        self.bytes = bytes
        self.arrival = arrival
    }
}

/// What one `PseudoTerminal.read` found.
public enum PseudoTerminalRead: Sendable, Equatable {
    /// Output, at most the bytes asked for.
    case output(PseudoTerminalChunk)
    /// Nothing arrived before the timeout.
    case timedOut
    /// Every descriptor of the terminal side is closed (the child and its children have gone) and
    /// everything they wrote has been read.
    case closed
}
