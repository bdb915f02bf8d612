import Dispatch

/// A monotonic clock the main loop reads. Injectable so tests step time by hand.
public protocol FrameClock: Sendable {
    /// Time since an arbitrary fixed origin.
    func now() -> Duration
}

/// The real monotonic clock.
public struct MonotonicClock: FrameClock {
    public init() {}

    public func now() -> Duration {
        .nanoseconds(Int64(DispatchTime.now().uptimeNanoseconds))
    }
}

extension Duration {
    /// The duration in seconds as a Double.
    public var seconds: Double {
        let c = components
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }

    /// The duration in milliseconds as a Double.
    public var milliseconds: Double { seconds * 1000 }
}
