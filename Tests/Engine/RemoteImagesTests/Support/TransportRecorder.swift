import BurinCore
import BurinRemoteImages
import Dispatch

/// Completions of a transport's fetches, by fetch id, with a wait that ends when one arrives: for
/// the tests that drive a transport directly, outside any store.
final class TransportRecorder: Sendable {
    private let results = Locked<[Int: [Result<[UInt8], RemoteImageFailure>]]>([:])
    private let arrivals = DispatchSemaphore(value: 0)

    func completion(_ id: Int) -> @Sendable (Result<[UInt8], RemoteImageFailure>) -> Void {
        { [results, arrivals] result in
            results.withLock { $0[id, default: []].append(result) }
            arrivals.signal()
        }
    }

    /// Every result fetch `id` has had so far.
    func results(_ id: Int) -> [Result<[UInt8], RemoteImageFailure>] {
        results.withLock { $0[id] ?? [] }
    }

    /// The first result of each of `ids`, once all have one, or nil for those still without one when
    /// `timeout` passes.
    func wait(_ ids: [Int], timeout: Duration = .seconds(10)) -> [Result<[UInt8], RemoteImageFailure>?] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let firsts = ids.map { results($0).first }
            let remaining = deadline - ContinuousClock.now
            if firsts.allSatisfy({ $0 != nil }) || remaining <= .zero { return firsts }
            let (seconds, attoseconds) = remaining.components
            _ = arrivals.wait(
                timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
        }
    }
}
