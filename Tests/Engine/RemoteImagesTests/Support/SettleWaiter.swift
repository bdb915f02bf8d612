import BurinRemoteImages
import Dispatch

/// Waits for a store's fetches to settle by its waker, not by polling: the waker signals a semaphore,
/// the waiter drains and looks again. Used only by the loopback tests, where the network is real.
final class SettleWaiter: Sendable {
    private let store: RemoteImageStore
    private let wakeups = DispatchSemaphore(value: 0)

    init(_ store: RemoteImageStore) {
        self.store = store
        store.setWaker { [wakeups] in wakeups.signal() }
    }

    /// The states of `urls` once all are settled, or as they stand when `timeout` passes.
    func states(_ urls: [String], timeout: Duration = .seconds(10)) -> [RemoteImageState] {
        let deadline = ContinuousClock.now + timeout
        while true {
            // Drain first: the waker fires only when the drained list becomes non-empty again, so a
            // change after this drain always wakes the wait below.
            _ = store.drainSettled()
            let states = urls.map(store.state(of:))
            let remaining = deadline - ContinuousClock.now
            if states.allSatisfy(\.isSettled) || remaining <= .zero { return states }
            _ = wakeups.wait(timeout: .now() + Self.interval(remaining))
        }
    }

    /// The URLs the store lists as changed from now on, once there is at least one (empty if none came
    /// within `timeout`).
    func changed(timeout: Duration) -> [String] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let changed = store.drainSettled()
            let remaining = deadline - ContinuousClock.now
            if !changed.isEmpty || remaining <= .zero { return changed }
            _ = wakeups.wait(timeout: .now() + Self.interval(remaining))
        }
    }

    private static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }

    /// The state of `url` once settled, or as it stands when `timeout` passes.
    func state(_ url: String, timeout: Duration = .seconds(10)) -> RemoteImageState {
        states([url], timeout: timeout)[0]
    }
}
