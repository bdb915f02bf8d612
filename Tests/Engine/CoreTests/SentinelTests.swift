import BurinCore
import Testing

@Suite struct SentinelTests {
    @Test func aTicketIsCancelledOnceItsSentinelMoves() {
        let sentinel = Sentinel()
        let ticket = sentinel.ticket()
        #expect(!ticket.isCancelled)
        sentinel.increase()
        #expect(ticket.isCancelled)
        #expect(!sentinel.ticket().isCancelled)
    }

    @Test func velocityFollowsDirectionAndForgetsOldScrolls() {
        var v = ScrollVelocity(window: .milliseconds(100))
        v.record(lines: 10, at: .milliseconds(0))
        #expect(v.direction == 1)
        #expect(v.linesPerSecond(now: .milliseconds(50)) == 100)
        v.record(lines: -2, at: .milliseconds(60))
        #expect(v.direction == -1)
        #expect(v.linesPerSecond(now: .milliseconds(500)) == 0)
    }
}
