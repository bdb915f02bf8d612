import Testing

@testable import BurinListViewer

@Suite struct KeyRepeatTests {
    @Test func aHeldKeySpeedsUp() {
        var keys = KeyRepeat()
        // Thirty repeats a second for two seconds.
        let steps = (0..<60).map { keys.lines(for: 1, at: .milliseconds(33 * $0)) }
        #expect(steps.prefix(12).allSatisfy { $0 == 1 }, "the first 0.4 s moves a line a step")
        #expect(steps[13] == 2)
        #expect(steps.last == KeyRepeat.maximumLines)
    }

    @Test func tapsBurstsPausesAndTurnsMoveALineAtATime() {
        var keys = KeyRepeat()
        // A burst arriving at once (pasted, or sent by a test) is a series of taps, not a hold.
        #expect((0..<20).map { _ in keys.lines(for: 1, at: .seconds(1)) }.allSatisfy { $0 == 1 })
        for i in 0..<30 { _ = keys.lines(for: 1, at: .seconds(2) + .milliseconds(33 * i)) }
        #expect(keys.lines(for: 1, at: .seconds(10)) == 1, "a pause starts again")
        for i in 0..<30 { _ = keys.lines(for: 1, at: .seconds(20) + .milliseconds(33 * i)) }
        #expect(keys.lines(for: -1, at: .seconds(21)) == -1, "so does a turn")
    }
}
