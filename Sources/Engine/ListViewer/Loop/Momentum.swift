import Foundation

/// Wheel momentum: each notch adds speed, which decays frame by frame, so a spun wheel glides.
/// - Note: Main loop only.
public struct Momentum {
    /// Lines per second, signed.
    public private(set) var velocity = 0.0
    private var carry = 0.0
    /// Fraction of speed kept per second.
    public var retention = 0.02

    public init() {}

    public var isMoving: Bool { abs(velocity) >= 2 }

    /// Adds the speed of one wheel notch scrolling `lines`.
    public mutating func impulse(lines: Int) {
        if velocity != 0, (velocity > 0) != (lines > 0) { velocity = 0 }
        velocity += Double(lines) * 6
        velocity = max(-400, min(400, velocity))
    }

    /// Whole lines to scroll for a frame of `seconds`, decaying the speed.
    public mutating func advance(seconds: Double) -> Int {
        guard isMoving, seconds > 0 else {
            velocity = 0
            carry = 0
            return 0
        }
        carry += velocity * seconds
        velocity *= pow(retention, seconds)
        let lines = Int(carry)
        carry -= Double(lines)
        return lines
    }

    public mutating func stop() {
        velocity = 0
        carry = 0
    }
}
