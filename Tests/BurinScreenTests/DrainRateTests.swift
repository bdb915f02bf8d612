import BurinCore
import Testing

@testable import BurinScreen

/// The link's rate and room, from what writes achieved at made-up times.
@Suite struct DrainRateTests {
    @Test func aTerminalThatTakesEverythingHasNoRateAndNoLimit() {
        var rate = DrainRate()
        for i in 0..<20 { rate.note(written: 5_000, left: 0, kernelQueue: 0, at: .milliseconds(i * 16)) }
        #expect(!rate.isLimiting(at: .milliseconds(320)))
        #expect(rate.bytesPerSecond(at: .milliseconds(320)) == nil)
        #expect(rate.room(at: .milliseconds(320), sent: 100_000) == nil)
    }

    @Test func aFullLinkIsMeasuredAndItsRoomFillsAtItsRate() throws {
        var rate = DrainRate()
        // 250 kB/s: 2,500 bytes taken every 10 ms, the rest left waiting.
        for i in 0...50 { rate.note(written: 2_500, left: 10_000, kernelQueue: nil, at: .milliseconds(i * 10)) }
        let now = Duration.milliseconds(500)
        let measured = try #require(rate.bytesPerSecond(at: now))
        #expect(abs(measured - 250_000) < 1_000)
        #expect(rate.room(at: now, sent: 0) == 0, "nothing saved up yet")
        #expect(rate.room(at: now + .milliseconds(40), sent: 0) == 10_000, "40 ms of the link")
        #expect(rate.room(at: now + .milliseconds(500), sent: 0) == 25_000, "at most a tenth of a second ahead")
        #expect(rate.room(at: now + .milliseconds(500), sent: 20_000) == 5_000, "what was sent is spent")
        #expect(!rate.isLimiting(at: now + .seconds(2)), "a link that has not been full for a second is not")
    }
}
