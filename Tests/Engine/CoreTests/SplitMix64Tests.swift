import BurinCore
import Testing

/// Randomised tests print a seed when they fail; these pin what a seed gives, so the printed seed
/// replays on every toolchain and machine.
@Suite struct SplitMix64Tests {
    @Test func aSeedGivesTheReferenceSequence() {
        // The first outputs of SplitMix64 from seed 0, as published with the algorithm.
        var rng = SplitMix64(seed: 0)
        #expect(
            [rng.next(), rng.next(), rng.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
    }

    @Test func aShuffleIsPinnedByItsSeed() {
        var rng = SplitMix64(seed: 42)
        #expect(rng.shuffled(Array(0..<10)) == [0, 9, 5, 8, 6, 4, 7, 2, 1, 3])
        var again = SplitMix64(seed: 42)
        var items = Array(0..<10)
        again.shuffle(&items)
        #expect(items == [0, 9, 5, 8, 6, 4, 7, 2, 1, 3], "shuffle and shuffled agree")
    }

    @Test func aShuffleIsAPermutationAndLeavesTinyArraysAlone() {
        var rng = SplitMix64(seed: 7)
        for count in 0..<40 {
            let items = Array(0..<count)
            #expect(rng.shuffled(items).sorted() == items)
        }
        var empty: [Int] = []
        rng.shuffle(&empty)
        #expect(empty.isEmpty)
    }

    @Test func everyOrderOfThreeComesUpAboutEquallyOften() {
        var rng = SplitMix64(seed: 99)
        var seen: [[Int]: Int] = [:]
        let trials = 60_000
        for _ in 0..<trials { seen[rng.shuffled([0, 1, 2]), default: 0] += 1 }
        #expect(seen.count == 6)
        // Each of the six orders expects 10,000; a fair shuffle stays within 5% of that
        // (over five standard deviations), a biased one (swapping with any index: 11% off) does not.
        for (order, count) in seen {
            #expect(abs(count - trials / 6) < trials / 6 / 20, "\(order) came up \(count) times")
        }
    }

    @Test func integersStayInTheirRangeAndReachBothEnds() {
        var rng = SplitMix64(seed: 3)
        var seen = Set<Int>()
        for _ in 0..<1_000 {
            let value = rng.int(-2...2)
            #expect((-2...2).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(-2...2))
        #expect(rng.int(5...5) == 5)
    }
}
