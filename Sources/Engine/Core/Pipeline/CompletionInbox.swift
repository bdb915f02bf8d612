/// The one mailbox through which background work reaches the main loop. Any thread posts; the main
/// loop drains it once per frame. Posting also calls the waker so an idle main loop wakes up.
public final class CompletionInbox<Message: Sendable>: Sendable {
    private let messages = Locked<[Message]>([])
    private let waker = Locked(Waker(wake: {}))
    /// Tests hold deliveries back to play a worker whose message reaches the main loop late, after
    /// the main loop has moved on: the race the main-loop recheck exists for.
    private let held = Locked<(holding: Bool, messages: [Message])>((false, []))

    public init() {}

    /// Sets the function that wakes the main loop (the screen's waker).
    public func setWaker(_ wake: @escaping @Sendable () -> Void) {
        waker.withLock { $0 = Waker(wake: wake) }
    }

    /// Adds a message. Any thread.
    public func post(_ message: Message) {
        let wasHeld = held.withLock { h -> Bool in
            if h.holding { h.messages.append(message) }
            return h.holding
        }
        guard !wasHeld else { return }
        messages.withLock { $0.append(message) }
        let waker = waker.withLock { $0 }
        waker.wake()
    }

    /// Takes every message posted so far, oldest first. Main loop only.
    public func drain() -> [Message] {
        messages.withLock { m in
            defer { m.removeAll(keepingCapacity: true) }
            return m
        }
    }

    /// Messages waiting.
    public var count: Int { messages.withLock { $0.count } }

    /// Starts or stops holding deliveries back (tests only).
    func setHolding(_ holding: Bool) {
        held.withLock { $0.holding = holding }
    }

    /// Delivers the held messages in the order `reorder` gives them (tests only).
    func releaseHeld(_ reorder: ([Message]) -> [Message]) {
        let pending = held.withLock { h in
            defer { h.messages.removeAll() }
            return h.messages
        }
        messages.withLock { $0.append(contentsOf: reorder(pending)) }
    }
}

/// The waker in a struct: a closure kept directly as `Locked`'s generic value is re-abstracted on
/// every `withLock` (the inout is thunked on the way in and again on the way out), so each post
/// wrapped it in two more thunks and calling it grew slower with every message (measured: a fifth of
/// the workers' time in a fling). A struct field keeps the closure's own representation.
private struct Waker: Sendable {
    let wake: @Sendable () -> Void
}
