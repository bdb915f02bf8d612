/// The URLs waiting for a network slot, each with how much it is wanted.
///
/// The most recent `request` call wins; within one call, the order given. A feed asks for the rows of
/// its preload range, nearest first, every time the range moves, so what the user is looking at now
/// goes before what a fling passed a second ago. Not thread-safe: the state machine owns it. Pops scan
/// linearly: the queue is bounded (`RemoteImageLimits.maxQueuedRequests`, a few hundred), where a
/// scan beats a heap's bookkeeping and makes re-ranking a plain assignment.
struct FetchQueue {
    /// Higher `call` is more wanted; within a call, lower `position` is.
    struct Rank: Equatable {
        var call: Int
        var position: Int

        func isMoreWanted(than other: Rank) -> Bool {
            call != other.call ? call > other.call : position < other.position
        }
    }

    private var waiting: [String: Rank] = [:]

    var count: Int { waiting.count }

    func rank(of url: String) -> Rank? { waiting[url] }

    /// Adds `url`, or re-ranks it if it is already waiting.
    mutating func put(_ url: String, rank: Rank) {
        waiting[url] = rank
    }

    /// Removes and returns the most wanted URL.
    mutating func popMostWanted() -> String? {
        guard let best = waiting.min(by: { $0.value.isMoreWanted(than: $1.value) })?.key else { return nil }
        waiting[best] = nil
        return best
    }

    /// Removes and returns the least wanted URL (to make room).
    mutating func popLeastWanted() -> String? {
        guard let worst = waiting.min(by: { $1.value.isMoreWanted(than: $0.value) })?.key else { return nil }
        waiting[worst] = nil
        return worst
    }

    /// The waiting URLs, most wanted first.
    var urlsMostWantedFirst: [String] {
        waiting.sorted { $0.value.isMoreWanted(than: $1.value) }.map(\.key)
    }

    mutating func remove(_ url: String) {
        waiting[url] = nil
    }

    mutating func removeAll() {
        waiting.removeAll()
    }
}
