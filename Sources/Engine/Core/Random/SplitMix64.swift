/// A tiny seeded random number generator (SplitMix64), so demo data, property tests and live updates
/// replay the same on every machine from their seed:
/// only integer arithmetic, no platform generator, no floating-point library calls.
///
/// Use its own methods (`int`, `unit`, `percent`, `pick`, `shuffle`), never the standard library's
/// `random(in:using:)`, `randomElement(using:)` or `shuffled(using:)` with it: how those turn the
/// generator's words into values is the standard library's to change between toolchains, and a
/// printed failing seed must replay on every one.
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

    /// One of `items`, each as likely; `items` must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// Puts `items` in a uniformly random order (Fisher-Yates, drawing each swap with `int`), the
    /// same order for the same seed on every toolchain. O(n).
    public mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, int(0...i))
        }
    }

    /// `items` in a uniformly random order; see `shuffle`.
    public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var copy = items
        shuffle(&copy)
        return copy
    }
}
