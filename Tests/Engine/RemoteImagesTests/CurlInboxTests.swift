import BurinCore
import Testing

@testable import BurinRemoteImages

/// The state `CurlTransport`'s callers share with its worker, stepped by hand: who starts the
/// worker, what the worker takes, and that each completion is taken out exactly once.
@Suite struct CurlInboxTests {
    /// Completions that count their calls by fetch id.
    final class Calls: Sendable {
        let results = Locked<[Int: [Result<[UInt8], RemoteImageFailure>]]>([:])
        func completion(_ id: Int) -> CurlInbox.Completion {
            { [results] result in results.withLock { $0[id, default: []].append(result) } }
        }
        func of(_ id: Int) -> [Result<[UInt8], RemoteImageFailure>] { results.withLock { $0[id] ?? [] } }
    }

    static func fetch(_ id: Int) -> HTTPFetch { HTTPFetch(id: id, url: "http://127.0.0.1/\(id).png") }

    @Test func theFirstFetchStartsTheWorkerAndLaterOnesOnlyQueue() {
        var inbox = CurlInbox()
        let calls = Calls()
        let limits = RemoteImageLimits()
        #expect(
            inbox.start(Self.fetch(1), limits: limits, completion: calls.completion(1)) == .queued(startsWorker: true))
        #expect(
            inbox.start(Self.fetch(2), limits: limits, completion: calls.completion(2)) == .queued(startsWorker: false))
        let work = inbox.take()
        #expect(work.starts.map(\.0.id) == [1, 2])
        #expect(inbox.take().starts.isEmpty, "taken once")
        inbox.complete(1)?(.success([1]))
        #expect(inbox.complete(1) == nil, "a completion is taken out once")
        #expect(calls.of(1) == [.success([1])])
    }

    @Test func aCancelTakesTheCompletionAndDropsAStartNotYetTaken() {
        var inbox = CurlInbox()
        let calls = Calls()
        _ = inbox.start(Self.fetch(1), limits: RemoteImageLimits(), completion: calls.completion(1))
        _ = inbox.start(Self.fetch(2), limits: RemoteImageLimits(), completion: calls.completion(2))
        inbox.cancel(1)?(.failure(.cancelled))
        #expect(inbox.cancel(1) == nil)
        let work = inbox.take()
        #expect(work.starts.map(\.0.id) == [2])
        #expect(work.cancels == [1])
        #expect(inbox.complete(1) == nil, "the worker's late result for 1 is dropped")
        #expect(calls.of(1) == [.failure(.cancelled)])
    }

    @Test func shutdownTakesEveryCompletionAndRefusesLaterFetches() {
        var inbox = CurlInbox()
        let calls = Calls()
        for id in 1...3 {
            _ = inbox.start(Self.fetch(id), limits: RemoteImageLimits(), completion: calls.completion(id))
        }
        #expect(inbox.shutDown().count == 3)
        #expect(inbox.take().isShutDown)
        #expect(inbox.complete(2) == nil)
        #expect(
            inbox.start(Self.fetch(4), limits: RemoteImageLimits(), completion: calls.completion(4))
                == .refused(.cancelled))
    }

    @Test func withoutLibcurlEveryFetchOwedAndLaterFailsAsNoHTTPLibrary() {
        var inbox = CurlInbox()
        let calls = Calls()
        _ = inbox.start(Self.fetch(1), limits: RemoteImageLimits(), completion: calls.completion(1))
        #expect(inbox.libraryUnavailable().count == 1)
        #expect(inbox.phase == .unavailable)
        #expect(
            inbox.start(Self.fetch(2), limits: RemoteImageLimits(), completion: calls.completion(2))
                == .refused(.noHTTPLibrary))
        #expect(inbox.shutDown().isEmpty)
        #expect(inbox.phase == .shutDown)
    }

    @Test func aWorkerThatCouldNotStartIsTriedAgainByTheNextFetch() {
        var inbox = CurlInbox()
        let calls = Calls()
        _ = inbox.start(Self.fetch(1), limits: RemoteImageLimits(), completion: calls.completion(1))
        #expect(inbox.workerFailedToStart().count == 1)
        #expect(
            inbox.start(Self.fetch(2), limits: RemoteImageLimits(), completion: calls.completion(2))
                == .queued(startsWorker: true))
        #expect(inbox.take().starts.map(\.0.id) == [2])
    }
}
