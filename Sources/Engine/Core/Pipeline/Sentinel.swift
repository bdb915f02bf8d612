import Synchronization

/// A row's generation counter, YYAsyncLayer's sentinel.
///
/// The main loop increases it whenever what the row should show changes (content version, width,
/// theme) or the row leaves the display range. Work started for an older value is obsolete: a worker
/// reads the counter (atomically, from any thread) to see whether to go on.
public final class Sentinel: Sendable {
    private let counter = Atomic<UInt64>(0)

    public init() {}

    /// The current generation.
    public var value: UInt64 { counter.load(ordering: .acquiring) }

    /// Moves to a new generation, obsoleting all work captured before. Main loop only.
    @discardableResult
    public func increase() -> UInt64 {
        counter.add(1, ordering: .acquiringAndReleasing).newValue
    }

    /// A ticket for work that belongs to the current generation.
    public func ticket() -> Ticket { Ticket(sentinel: self, generation: value) }
}

/// Captured by a job when it is requested: cancelled as soon as its sentinel moves on.
public struct Ticket: Sendable {
    public let sentinel: Sentinel
    public let generation: UInt64

    /// True once the row's generation has moved past this ticket's. Safe on any thread.
    public var isCancelled: Bool { sentinel.value != generation }
}
