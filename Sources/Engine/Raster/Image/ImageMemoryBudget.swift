import BurinCore
import Dispatch

/// Memory for decoding images, shared by every draw worker of the process.
///
/// A decode holds the file's bytes, the decoded pixels (4 bytes a pixel, twice for a JPEG, whose
/// decoder hands its pixels over in a copy) and the scaler's buffer at once. Sixty-four workers
/// decoding 4096x4096 pictures together needed 4.3 GB; with a budget the same work waits its turn and
/// peaks at the budget, whatever the worker count. A worker reserves a decode's whole cost at once,
/// before reading the file's body, and gives it back when the scaled image is made, so no worker ever
/// waits while holding part of the budget (no deadlock), and every reservation ends.
///
/// A single decode costing more than the whole budget is refused (the slot shows its fallback), and
/// counted. Thread-safe.
public final class ImageMemoryBudget: Sendable {
    /// What the budget did since the process started.
    public struct Statistics: Sendable, Equatable {
        /// Bytes reserved now, and the most reserved at once.
        public var reserved = 0
        public var peak = 0
        /// Decodes that had to wait for others to finish first (the budget was full).
        public var waits = 0
        /// Decodes refused because one alone would exceed the budget.
        public var refusals = 0
    }

    private struct State {
        var limit: Int
        var statistics = Statistics()
        var waiting = 0
    }

    /// The process's budget, used by every `ImageCache` unless told otherwise.
    public static let shared = ImageMemoryBudget(limit: defaultLimit)
    public static let defaultLimit = 256 << 20

    private let state: Locked<State>
    private let wakeups = DispatchSemaphore(value: 0)

    public init(limit: Int) {
        state = Locked(State(limit: max(0, limit)))
    }

    /// The most bytes reserved at once. Setting it (at start-up, from `--image-memory`) applies to
    /// later reservations.
    public var limit: Int {
        get { state.withLock { $0.limit } }
        set { state.withLock { $0.limit = max(0, newValue) } }
    }

    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// Reserves `bytes`, waiting while other decodes hold too much of the budget. Throws when `bytes`
    /// alone exceed it.
    public func reserve(_ bytes: Int) throws(ImageError) -> Reservation {
        let amount = max(0, bytes)
        var waited = false
        while true {
            let granted = state.withLock { s -> Bool? in
                guard amount <= s.limit else {
                    s.statistics.refusals += 1
                    return nil
                }
                if s.statistics.reserved + amount <= s.limit {
                    s.statistics.reserved += amount
                    s.statistics.peak = max(s.statistics.peak, s.statistics.reserved)
                    if waited { s.statistics.waits += 1 }
                    return true
                }
                s.waiting += 1
                return false
            }
            guard let granted else {
                throw .unsupported(
                    "decoding needs \(amount >> 20) MiB, more than the \(limit >> 20) MiB image memory budget "
                        + "(--image-memory)")
            }
            if granted { return Reservation(budget: self, bytes: amount) }
            waited = true
            wakeups.wait()
        }
    }

    fileprivate func release(_ bytes: Int) {
        let waiters = state.withLock { s -> Int in
            s.statistics.reserved -= bytes
            defer { s.waiting = 0 }
            return s.waiting
        }
        // Every waiter looks again; those that still do not fit wait again.
        for _ in 0..<waiters { wakeups.signal() }
    }

    /// Bytes held from a budget until `release()` (or until the reservation is dropped).
    public final class Reservation: @unchecked Sendable {
        // @unchecked: `released` is only touched by the one worker holding the reservation.
        private let budget: ImageMemoryBudget
        public let bytes: Int
        private var released = false

        fileprivate init(budget: ImageMemoryBudget, bytes: Int) {
            self.budget = budget
            self.bytes = bytes
        }

        public func release() {
            guard !released else { return }
            released = true
            budget.release(bytes)
        }

        deinit { release() }
    }
}
