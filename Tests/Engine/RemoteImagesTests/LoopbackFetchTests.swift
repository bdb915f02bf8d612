import BurinCore
import BurinTestSupport
import Testing

@testable import BurinRemoteImages

/// The real transport against a real HTTP server on loopback (`LoopbackImageServer`, started by
/// each test): good images, every hostile route the issue lists, and the disk cache across stores.
/// Every wait is bounded (the waiter gives up after a few seconds) and every limit is set small, so a
/// hang fails a test instead of stalling the run. Each test has its own server and counter, so the
/// suite runs in parallel.
@Suite struct LoopbackFetchTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Limits small enough for tests on a loaded two-core machine: failures that wait for a timeout
    /// end in about a second, and nothing a correct fetch does comes near them.
    static let testLimits = RemoteImageLimits(
        connectTimeout: .seconds(3), totalTimeout: .seconds(4), maxImageBytes: 1 << 20, maxRedirects: 5)

    @Test func fetchesARealPNG() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let waiter = SettleWaiter(store)
        let url = server.url("/image.png")
        #expect(store.request(url) == .pending)
        #expect(waiter.state(url) == .ready)
        let bytes = try #require(store.bytes(of: url))
        #expect(bytes.starts(with: Self.pngSignature))
        let statistics = store.statistics
        #expect(statistics.requests == 1)
        #expect(statistics.fetched == 1)
        #expect(statistics.bytesFetched == bytes.count)
        #expect(statistics.inFlight == 0)
        #expect(try server.requestCount() == 1)
    }

    @Test func latenciesUpToHalfASecondAllArriveWithinTheConcurrencyBound() throws {
        let server = try LoopbackImageServer()
        let limits = RemoteImageLimits(maxConcurrentRequests: 3, connectTimeout: .seconds(3), totalTimeout: .seconds(4))
        let store = RemoteImageStore(limits: limits, cacheDirectory: nil)
        defer { store.shutdown() }
        let waiter = SettleWaiter(store)
        let urls = [0, 500, 100, 300, 0, 250, 400, 50].enumerated().map { i, ms in
            server.url("/image.png?latency=\(ms)&row=\(i)")
        }
        store.request(urls)
        let inFlight = store.statistics.inFlight
        #expect(inFlight <= 3)
        #expect(store.statistics.inFlight + store.statistics.queued <= urls.count)
        #expect(waiter.states(urls) == Array(repeating: .ready, count: urls.count))
        #expect(store.statistics.requests == urls.count)
        #expect(try server.requestCount() == urls.count)
    }

    @Test func notFoundFailsWithItsStatusAndASanitisedReason() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = server.url("/status/404")
        store.request(url)
        #expect(SettleWaiter(store).state(url) == .failed(.httpStatus(404)))
        #expect(RemoteImageFailure.httpStatus(404).reason == "HTTP 404")
        #expect(store.bytes(of: url) == nil)
        #expect(store.statistics.failures(.httpStatus) == 1)
    }

    @Test func aConnectionResetMidBodyFailsAsReset() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = server.url("/reset")
        store.request(url)
        #expect(SettleWaiter(store).state(url) == .failed(.reset))
        #expect(store.statistics.failures(.reset) == 1)
    }

    @Test func garbageBytesFailAsNotAnImageAndAreNotCached() throws {
        let server = try LoopbackImageServer()
        let cache = ScratchCacheFolder("garbage")
        defer { cache.remove() }
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: cache.path)
        defer { store.shutdown() }
        let url = server.url("/garbage")
        store.request(url)
        #expect(SettleWaiter(store).state(url) == .failed(.notAnImage))
        #expect(store.statistics.failures(.notAnImage) == 1)
        #expect(cache.cacheFiles.isEmpty)
    }

    @Test func aDripOfOneBytePerFiftyMillisecondsIsCutOffAtTheTotalTimeout() throws {
        let server = try LoopbackImageServer()
        let limits = RemoteImageLimits(connectTimeout: .seconds(3), totalTimeout: .milliseconds(800))
        let store = RemoteImageStore(limits: limits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = server.url("/drip?interval=50")
        let started = ContinuousClock.now
        store.request(url)
        #expect(SettleWaiter(store).state(url) == .failed(.timeout))
        let elapsed = ContinuousClock.now - started
        // Headers arrive at once and bytes keep coming, so only the total timeout can end it.
        #expect(elapsed >= .milliseconds(700))
        #expect(elapsed < .seconds(5))
        #expect(store.statistics.failures(.timeout) == 1)
    }

    @Test func aClaimOfTwoGigabytesIsRefusedAtTheHeaders() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = server.url("/huge")
        let started = ContinuousClock.now
        store.request(url)
        // The server sends no body byte for 30 s: only the Content-Length can end this early.
        #expect(SettleWaiter(store).state(url) == .failed(.tooLarge))
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(store.statistics.failures(.tooLarge) == 1)
        #expect(store.statistics.bytesFetched == 0)
    }

    @Test func aBodyGrowingPastTheLimitIsAborted() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = server.url("/endless")
        store.request(url)
        #expect(SettleWaiter(store).state(url) == .failed(.tooLarge))
        #expect(store.statistics.failures(.tooLarge) == 1)
    }

    @Test func aCompressedBodyIsMeasuredDecoded() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = server.url("/gzip-bomb")
        store.request(url)
        // A few kilobytes on the wire, within any Content-Length check; 2 MiB once decoded.
        #expect(SettleWaiter(store).state(url) == .failed(.tooLarge))
    }

    @Test func redirectsAreFollowedUpToTheLimitAndALoopFailsCleanly() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let waiter = SettleWaiter(store)
        let chain = server.url("/redirect/5")
        let tooLong = server.url("/redirect/6")
        let loop = server.url("/loop")
        store.request([chain, tooLong, loop])
        #expect(
            waiter.states([chain, tooLong, loop]) == [.ready, .failed(.tooManyRedirects), .failed(.tooManyRedirects)])
        #expect(store.statistics.failures(.tooManyRedirects) == 2)
        // Each URL was requested once (no retry loop), and each chain stopped at the limit: six hops
        // for five redirects and the image, six before the sixth redirect of the others is refused.
        #expect(store.statistics.requests == 3)
        #expect(try server.requestCount() == 6 + 6 + 6)
    }

    @Test func aRedirectToAnotherSchemeIsNotFollowed() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = server.url("/redirect-to?location=ftp://127.0.0.1:\(server.port)/image.png")
        store.request(url)
        #expect(SettleWaiter(store).state(url) == .failed(.badScheme))
    }

    @Test func headersThatNeverComeHitTheConnectTimeout() throws {
        let server = try LoopbackImageServer()
        let limits = RemoteImageLimits(connectTimeout: .milliseconds(500), totalTimeout: .seconds(10))
        let store = RemoteImageStore(limits: limits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = server.url("/slow-headers?ms=20000")
        let started = ContinuousClock.now
        store.request(url)
        #expect(SettleWaiter(store).state(url) == .failed(.timeout))
        #expect(ContinuousClock.now - started < .seconds(4))
    }

    @Test func aRefusedPortFailsAsRefused() throws {
        let port = try LoopbackImageServer.refusedPort()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let url = "http://127.0.0.1:\(port)/image.png"
        store.request(url)
        #expect(SettleWaiter(store).state(url) == .failed(.refused))
        #expect(store.statistics.failures(.refused) == 1)
        #expect(store.statistics.requests == 1)
    }

    @Test func otherSchemesFailWithNoRequestMade() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        defer { store.shutdown() }
        let hostile = [
            "file:///etc/passwd", "ftp://127.0.0.1:\(server.port)/image.png", "javascript:alert(1)",
            "gopher://127.0.0.1:\(server.port)/", "data:image/png;base64,iVBORw0KGgo=",
        ]
        #expect(store.request(hostile) == Array(repeating: .failed(.badScheme), count: hostile.count))
        #expect(store.statistics.requests == 0)
        #expect(store.statistics.failures(.badScheme) == hostile.count)
        #expect(try server.requestCount() == 0)
    }

    @Test func aSecondStoreOnAWarmCacheMakesNoRequestEvenWithTheServerStopped() throws {
        let server = try LoopbackImageServer()
        let cache = ScratchCacheFolder("warm")
        defer { cache.remove() }
        let urls = (0..<3).map { server.url("/image.png?row=\($0)") }

        let first = RemoteImageStore(limits: Self.testLimits, cacheDirectory: cache.path)
        first.request(urls)
        #expect(SettleWaiter(first).states(urls) == [.ready, .ready, .ready])
        let fetched = urls.map { first.bytes(of: $0) }
        first.shutdown()
        #expect(cache.cacheFiles.count == 3)
        #expect(try server.requestCount() == 3)

        // With the server up, a second store answers from disk (once its index is read in the
        // background) and the server sees nothing.
        let second = RemoteImageStore(limits: Self.testLimits, cacheDirectory: cache.path)
        second.request(urls)
        #expect(SettleWaiter(second).states(urls) == [.ready, .ready, .ready])
        #expect(urls.map { second.bytes(of: $0) } == fetched)
        #expect(try server.requestCount() == 3)
        second.shutdown()

        // With it stopped, a third still serves every image; a URL it never cached is refused.
        server.stop()
        let third = RemoteImageStore(limits: Self.testLimits, cacheDirectory: cache.path)
        defer { third.shutdown() }
        third.request(urls)
        #expect(SettleWaiter(third).states(urls) == [.ready, .ready, .ready])
        #expect(urls.map { third.bytes(of: $0) } == fetched)
        #expect(third.statistics.requests == 0)
        #expect(third.statistics.diskHits == 3)
        let uncached = server.url("/image.png?row=99")
        third.request(uncached)
        #expect(SettleWaiter(third).state(uncached) == .failed(.refused))
    }

    @Test func shutdownWithFetchesRunningReturnsPromptly() throws {
        let server = try LoopbackImageServer()
        let store = RemoteImageStore(limits: Self.testLimits, cacheDirectory: nil)
        let urls = [server.url("/drip?interval=50"), server.url("/huge"), server.url("/slow-headers?ms=20000")]
        store.request(urls)
        let started = ContinuousClock.now
        store.shutdown()
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(store.statistics.inFlight == 0)
        #expect(store.request(server.url("/image.png")) == .unknown)
    }
}
