import Foundation

/// A value behind a lock, for state that several threads touch: the one lock type of the project.
///
/// Used instead of the standard library's `Mutex` because on Linux that one waits on raw futexes,
/// which ThreadSanitizer cannot see: every access it guards is reported as a race, and the pipeline
/// suites must run under TSan with zero reports. `NSLock` is a pthread mutex, which TSan understands.
/// Sendable only when its value is: a lock makes access exclusive, not a non-Sendable value safe to
/// hand to another thread.
public final class Locked<Value> {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// @unchecked: `value` is only touched while `lock` is held, and is itself Sendable.
extension Locked: @unchecked Sendable where Value: Sendable {}
