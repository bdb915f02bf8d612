/// A clock that moves only when a test advances it.
public final class ManualClock: FrameClock {
    private let current = Locked<Duration>(.zero)

    public init() {}

    public func now() -> Duration { current.withLock { $0 } }

    public func advance(by duration: Duration) {
        current.withLock { $0 += duration }
    }
}
