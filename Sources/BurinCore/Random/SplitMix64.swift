/// A tiny seeded random number generator (SplitMix64), so demo data, property tests and live updates
/// replay the same on every machine from their seed:
/// only integer arithmetic, no platform generator, no floating-point library calls.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (modulo bias is negligible for the small ranges used here and,
    /// unlike the standard library's algorithm, fixed forever).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// A uniform value in 0..<1, from the top 53 bits (exact in a Double).
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `percent` / 100.
    public mutating func percent(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    public mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }
}
