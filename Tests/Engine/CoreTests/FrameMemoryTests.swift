import Testing

@testable import BurinCore

/// What the pipeline keeps between frames to spare work must answer as if nothing were kept: the
/// scroll velocity's running total against summing its window, the height memo against a plain
/// dictionary of the same entries.
@Suite struct FrameMemoryTests {
    @Test(arguments: 0..<20)
    func velocityEqualsTheSumOverItsWindow(seed: Int) {
        var random = SplitMix64(seed: 0x7E10_C1 &+ UInt64(seed))
        let window = Duration.milliseconds(random.int(5...50))
        var velocity = ScrollVelocity(window: window)
        var steps: [(time: Duration, lines: Int)] = []
        var now = Duration.zero
        for step in 0..<400 {
            // Mostly forward in time, now and then back (a clock the caller set), now and then far.
            now += .microseconds(random.int(0...4_000))
            if random.percent(3) { now -= .milliseconds(random.int(1...20)) }
            if random.percent(2) { now += .milliseconds(random.int(50...200)) }
            if random.percent(70) {
                let lines = random.int(-3...3)
                velocity.record(lines: lines, at: now)
                // A step of no lines is not recorded, and prunes nothing.
                if lines != 0 {
                    steps.append((now, lines))
                    steps.removeAll { now - $0.time > window }
                }
            }
            if random.percent(50) {
                steps.removeAll { now - $0.time > window }
                let expected = Double(steps.reduce(0) { $0 + $1.lines }) / window.seconds
                #expect(velocity.linesPerSecond(now: now) == expected, "seed \(seed) step \(step)")
            }
        }
    }

    @Test(arguments: 0..<20)
    func heightMemoAnswersAsADictionaryWould(seed: Int) {
        var random = SplitMix64(seed: 0x4E16_47 &+ UInt64(seed))
        var memo = HeightMemo()
        // The reference keeps every entry: the memo may forget, but never answers otherwise.
        var reference: [Int: (height: Int, row: RowIdentity?, fromLayout: Bool, now: HeightMemo.Now)] = [:]
        var now = HeightMemo.Now(keyGeneration: 0, evictions: 0, layoutGeneration: 0, frame: 0)
        var center = 100
        var hits = 0
        for step in 0..<2_000 {
            if random.percent(3) { now.frame += 1 }
            if random.percent(1) { now.keyGeneration += 1 }
            if random.percent(1) { now.evictions += 1 }
            if random.percent(2) { now.layoutGeneration += 1 }
            // Rows near a centre that drifts, and now and then jumps far.
            center += random.int(-3...3)
            if random.percent(1) { center = random.int(0...100_000) }
            let index = max(0, center + random.int(-40...40))
            let row = random.percent(10) ? nil : RowIdentity(id: RowID(index), version: random.percent(10) ? 1 : 0)
            if random.percent(40) {
                let height = random.int(1...9)
                let fromLayout = random.percent(60)
                memo.remember(height, at: index, row: row, fromLayout: fromLayout, now: now)
                reference[index] = (height, row, fromLayout, now)
            } else if let answer = memo.height(at: index, row: row, now: now) {
                hits += 1
                let kept = reference[index]
                #expect(kept != nil, "seed \(seed) step \(step)")
                #expect(kept?.height == answer && kept?.row == row, "seed \(seed) step \(step)")
                #expect(kept?.now.keyGeneration == now.keyGeneration)
                if kept?.fromLayout == true {
                    #expect(kept?.now.evictions == now.evictions)
                } else {
                    #expect(kept?.now.frame == now.frame && kept?.now.layoutGeneration == now.layoutGeneration)
                }
            }
            if random.percent(5) {
                let lo = max(0, center - 30)
                memo.prune(keeping: lo..<(lo + 60))
            }
        }
        #expect(hits > 50, "seed \(seed): \(hits) hits")
    }
}
