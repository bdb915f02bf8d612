import Testing

@testable import BurinRemoteImages

/// One transfer's limits stepped by hand: the bytes, statuses and instants a curl transfer would
/// bring, with no network and no clock.
@Suite struct TransferProgressTests {
    static let start = ContinuousClock.now
    static let limits = RemoteImageLimits(connectTimeout: .seconds(2), totalTimeout: .seconds(5), maxImageBytes: 10)

    static func feed(_ progress: inout TransferProgress, _ bytes: [UInt8], status: Int = 200, expected: Int64 = -1)
        -> Bool
    {
        bytes.withUnsafeBufferPointer { progress.bodyArrived($0, status: status, expected: expected) }
    }

    @Test func aBodyUpToTheLimitIsKeptAndOneByteMoreStopsItAsTooLarge() {
        var progress = TransferProgress(limits: Self.limits, startedAt: Self.start)
        #expect(Self.feed(&progress, [1, 2, 3, 4, 5, 6], expected: 1000))
        #expect(Self.feed(&progress, [7, 8, 9, 10]))
        #expect(progress.result(of: .completed(status: 200)) == .success([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))
        #expect(!Self.feed(&progress, [11]))
        #expect(progress.verdict == .tooLarge)
        #expect(progress.result(of: .stopped(code: 23)) == .failure(.tooLarge))
        #expect(!Self.feed(&progress, []), "once stopped, nothing more is taken")
    }

    @Test func aBodyOfAStatusOtherThan2xxStopsAtItsFirstByte() {
        var progress = TransferProgress(limits: Self.limits, startedAt: Self.start)
        #expect(!Self.feed(&progress, [0x1B, 0x5B], status: 404))
        #expect(progress.body.isEmpty)
        #expect(progress.result(of: .stopped(code: 23)) == .failure(.httpStatus(404)))
    }

    @Test func howLibcurlEndedMapsToTheStoresFailures() {
        let progress = TransferProgress(limits: Self.limits, startedAt: Self.start)
        #expect(progress.result(of: .completed(status: 304)) == .failure(.httpStatus(304)), "no body, no 2xx")
        #expect(progress.result(of: .completed(status: 204)) == .success([]))
        #expect(progress.result(of: .failed(.tooLarge, status: 200)) == .failure(.tooLarge))
        #expect(progress.result(of: .failed(.tooLarge, status: 404)) == .failure(.httpStatus(404)))
        #expect(progress.result(of: .failed(.reset, status: 200)) == .failure(.reset))
        #expect(progress.result(of: .stopped(code: 23)) == .failure(.network(code: 23)), "stopped with no verdict")
    }

    @Test func theConnectDeadlineHoldsUntilAHeaderAndTheTotalOneAlways() {
        var progress = TransferProgress(limits: Self.limits, startedAt: Self.start)
        #expect(progress.nextDeadline == Self.start + .seconds(2))
        #expect(!progress.isOverdue(at: Self.start + .milliseconds(1999)))
        #expect(progress.isOverdue(at: Self.start + .seconds(2)))
        progress.headerArrived()
        #expect(progress.nextDeadline == Self.start + .seconds(5))
        #expect(!progress.isOverdue(at: Self.start + .seconds(4)))
        #expect(progress.isOverdue(at: Self.start + .seconds(5)))
    }

    @Test func zeroTimeoutsAreOverdueAtOnce() {
        let limits = RemoteImageLimits(connectTimeout: .zero, totalTimeout: .zero)
        let progress = TransferProgress(limits: limits, startedAt: Self.start)
        #expect(progress.isOverdue(at: Self.start))
    }
}
