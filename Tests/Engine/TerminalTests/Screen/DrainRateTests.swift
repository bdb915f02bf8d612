import BurinCore
import Testing

@testable import BurinTerminal

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
        #expect(
            rate.room(at: now + .milliseconds(500), sent: 0) == 15_000,
            "at most a tenth of a second in flight, of which 10,000 bytes still wait")
        #expect(rate.room(at: now + .milliseconds(500), sent: 12_000) == 13_000, "what was sent is spent")
        #expect(!rate.isLimiting(at: now + .seconds(2)), "a link that has not been full for a second is not")
    }

    /// A pty drained at 250 kB/s: 300 ms of writes every 10 ms that come back short, each taking
    /// the 2,500 bytes drained since the last, with 4,000 bytes left waiting; a write just after the
    /// one that filled the buffer takes 4,000 more, as a pseudo-terminal's does.
    private func measuredLink() -> (DrainRate, Duration) {
        var rate = DrainRate()
        rate.note(written: 20_000, left: 4_000, kernelQueue: 0, at: .zero)
        rate.note(written: 4_000, left: 4_000, kernelQueue: 0, at: .microseconds(100))
        for i in 1...30 { rate.note(written: 2_500, left: 4_000, kernelQueue: 0, at: .milliseconds(i * 10)) }
        return (rate, .milliseconds(300))
    }

    @Test func aRunOfShortWritesGivesTheRateAndWhatWaitsLeavesNoRoom() throws {
        var (rate, now) = measuredLink()
        let measured = try #require(rate.bytesPerSecond(at: now))
        #expect(
            abs(measured - 250_000) < 1, "the pseudo-terminal's gulp just after the first short write is not the link's"
        )
        #expect(rate.isLimiting(at: now))
        #expect(rate.room(at: now, sent: 0) == 0, "nothing saved up yet")
        // 4,000 bytes still wait: of the tenth of a second's 25,000 they take 4,000.
        #expect(rate.room(at: now + .milliseconds(500), sent: 0) == 21_000)
    }

    @Test func aRunShorterThan30MillisecondsIsNotMeasured() {
        var rate = DrainRate()
        rate.note(written: 20_000, left: 4_000, kernelQueue: 0, at: .zero)
        rate.note(written: 4_000, left: 4_000, kernelQueue: 0, at: .microseconds(100))
        for i in 1...2 { rate.note(written: 2_500, left: 4_000, kernelQueue: 0, at: .milliseconds(i * 10)) }
        #expect(rate.bytesPerSecond(at: .milliseconds(20)) == nil)
        #expect(rate.room(at: .milliseconds(20), sent: 0) == 0, "limiting, its rate not known yet: nothing")
        rate.note(written: 2_500, left: 4_000, kernelQueue: 0, at: .milliseconds(30))
        #expect(rate.bytesPerSecond(at: .milliseconds(30)) == 250_000)
    }

    @Test func aLinkLeftIdleBetweenPicturesKeepsItsRateInsteadOfMeasuringWhatWasSent() throws {
        var (rate, now) = measuredLink()
        _ = rate.room(at: now, sent: 0)
        // Then only 500 bytes of text every 40 ms (12.5 kB/s), which the link takes at once.
        for _ in 1...50 {
            now += .milliseconds(40)
            rate.note(written: 500, left: 0, kernelQueue: 0, at: now)
        }
        let kept = try #require(rate.bytesPerSecond(at: now), "two seconds idle: the rate is remembered")
        #expect(abs(kept - 250_000) < 1, "not the 12.5 kB/s that was sent")
        #expect(!rate.isLimiting(at: now))
        #expect(rate.room(at: now + .milliseconds(100), sent: 0) == 25_000)
        #expect(rate.bytesPerSecond(at: now + .seconds(11)) == nil, "forgotten ten seconds after the link was busy")
        #expect(rate.room(at: now + .seconds(11), sent: 0) == nil)
        let last = try #require(rate.lastRate, "the pictures' colours still follow the link measured last")
        #expect(abs(last - 250_000) < 1)
    }

    /// The rate pictures' colours follow is the last one measured: none before a measurement, a new
    /// one once the link is measured again.
    @Test func theLastRateIsReplacedOnlyByAnotherMeasurement() throws {
        var rate = DrainRate()
        for i in 0..<60 { rate.note(written: 8_000, left: 0, kernelQueue: 0, at: .milliseconds(i * 16)) }
        #expect(rate.lastRate == nil, "a terminal that takes everything was never measured")
        var (measured, now) = measuredLink()
        #expect(abs(try #require(measured.lastRate) - 250_000) < 1)
        // Text the link took at once, then, twenty seconds later, it is busy again and drains 1 MB/s.
        measured.note(written: 500, left: 0, kernelQueue: 0, at: now + .seconds(1))
        #expect(abs(try #require(measured.lastRate) - 250_000) < 1)
        now += .seconds(20)
        for i in 0...10 {
            measured.note(written: 10_000, left: 4_000, kernelQueue: 0, at: now + .milliseconds(i * 10))
        }
        #expect(abs(try #require(measured.lastRate) - 1_000_000) < 1)
    }

    @Test func aLocalTerminalThatTakesEveryFrameHasNoRate() {
        var rate = DrainRate()
        for i in 0..<60 { rate.note(written: 8_000, left: 0, kernelQueue: 0, at: .milliseconds(i * 16)) }
        #expect(rate.bytesPerSecond(at: .milliseconds(1_000)) == nil)
        #expect(rate.room(at: .milliseconds(1_000), sent: 480_000) == nil)
    }
}
