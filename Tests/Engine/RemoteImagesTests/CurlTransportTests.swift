import BurinCore
import BurinTestSupport
import Testing

@testable import BurinRemoteImages

/// `CurlTransport` on its own against the loopback server: what the store-level tests
/// (`LoopbackFetchTests`) do not reach: a cancel and a shutdown while fetches run, a body past the
/// limit from a server that lies about its length, redirects to schemes that are refused, many
/// fetches at once on one worker, and libcurl missing. Every wait is bounded.
@Suite struct CurlTransportTests {
    static let limits = RemoteImageLimits(
        connectTimeout: .seconds(3), totalTimeout: .seconds(4), maxImageBytes: 1 << 20, maxRedirects: 5)
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func failure(_ result: Result<[UInt8], RemoteImageFailure>??) -> RemoteImageFailure? {
        guard case .some(.some(.failure(let failure))) = result else { return nil }
        return failure
    }

    @Test func manyFetchesAtOnceAllArriveWhole() throws {
        let server = try LoopbackImageServer()
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let recorder = TransportRecorder()
        let ids = Array(0..<12)
        for id in ids {
            let fetch = HTTPFetch(id: id, url: server.url("/image.png?row=\(id)&latency=\(id * 20)"))
            transport.start(fetch, limits: Self.limits, completion: recorder.completion(id))
        }
        let results = recorder.wait(ids)
        let bodies = results.compactMap { result -> [UInt8]? in
            guard case .some(.success(let body)) = result else { return nil }
            return body
        }
        #expect(bodies.count == ids.count, "\(results)")
        #expect(bodies.allSatisfy { $0.starts(with: Self.pngSignature) && $0 == bodies[0] })
        #expect(try server.requestCount() == ids.count)
    }

    @Test func aCancelledFetchIsReportedCancelledAtOnceAndOnlyOnce() throws {
        let server = try LoopbackImageServer()
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let recorder = TransportRecorder()
        transport.start(
            HTTPFetch(id: 1, url: server.url("/drip?interval=50")), limits: Self.limits,
            completion: recorder.completion(1))
        // A fetch that completes shows the worker has the drip on the network.
        transport.start(
            HTTPFetch(id: 2, url: server.url("/image.png")), limits: Self.limits, completion: recorder.completion(2))
        #expect((try? recorder.wait([2])[0]?.get())?.starts(with: Self.pngSignature) == true)
        transport.cancel(1)
        #expect(recorder.results(1) == [.failure(.cancelled)], "reported by cancel itself")
        // The worker drops the transfer on its next turn, before it starts this one: any late result
        // of the drip would have come by the time this one is back.
        transport.start(
            HTTPFetch(id: 3, url: server.url("/image.png")), limits: Self.limits, completion: recorder.completion(3))
        _ = recorder.wait([3])
        #expect(recorder.results(1) == [.failure(.cancelled)])
        transport.cancel(1)
        transport.cancel(99)
        #expect(recorder.results(1).count == 1)
    }

    @Test func shutdownWithFetchesRunningReportsEachCancelledAndRefusesLaterOnes() throws {
        let server = try LoopbackImageServer()
        let transport = CurlTransport()
        let recorder = TransportRecorder()
        let paths = ["/drip?interval=50", "/huge", "/slow-headers?ms=20000", "/endless"]
        for (id, path) in paths.enumerated() {
            transport.start(
                HTTPFetch(id: id, url: server.url(path)), limits: Self.limits, completion: recorder.completion(id))
        }
        let started = ContinuousClock.now
        transport.shutdown()
        #expect(ContinuousClock.now - started < .seconds(1))
        for id in paths.indices {
            // /huge may have been refused at its headers already: either way, exactly one result.
            #expect(recorder.results(id).count == 1, "\(paths[id]): \(recorder.results(id))")
        }
        #expect(recorder.results(2) == [.failure(.cancelled)])
        transport.start(
            HTTPFetch(id: 9, url: server.url("/image.png")), limits: Self.limits, completion: recorder.completion(9))
        #expect(recorder.results(9) == [.failure(.cancelled)])
        transport.shutdown()
    }

    @Test func aBodyPastTheLimitIsStoppedWhateverTheLengthClaimed() throws {
        let server = try LoopbackImageServer()
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let recorder = TransportRecorder()
        // Claims 1000 bytes, sends 64 MiB chunked: libcurl's own size check reads only the claim.
        transport.start(
            HTTPFetch(id: 1, url: server.url("/lying-length")), limits: Self.limits, completion: recorder.completion(1))
        #expect(Self.failure(recorder.wait([1]).first) == .tooLarge)
    }

    @Test func redirectsToOtherSchemesAreRefusedWithoutFollowing() throws {
        let server = try LoopbackImageServer()
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let recorder = TransportRecorder()
        let targets = [
            "file:///etc/passwd", "ftp://127.0.0.1:\(server.port)/image.png", "gopher://127.0.0.1:\(server.port)/",
            "dict://127.0.0.1:\(server.port)/",
        ]
        for (id, target) in targets.enumerated() {
            let url = server.url("/redirect-to?location=\(target)")
            transport.start(HTTPFetch(id: id, url: url), limits: Self.limits, completion: recorder.completion(id))
        }
        let results = recorder.wait(Array(targets.indices))
        #expect(results.map(Self.failure) == Array(repeating: .badScheme, count: targets.count), "\(results)")
        #expect(try server.requestCount() == targets.count, "one request each: no redirect was followed")
    }

    @Test func aTLSHandshakeWithAPlainHTTPServerFailsWithLibcurlsCode() throws {
        let server = try LoopbackImageServer()
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let recorder = TransportRecorder()
        let url = "https://127.0.0.1:\(server.port)/image.png"
        transport.start(HTTPFetch(id: 1, url: url), limits: Self.limits, completion: recorder.completion(1))
        // CURLE_SSL_CONNECT_ERROR: the server answers the ClientHello in plain text.
        #expect(Self.failure(recorder.wait([1]).first) == .network(code: 35))
    }

    @Test func aURLTheStoreWouldRefuseFailsWithNoRequest() throws {
        let server = try LoopbackImageServer()
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let recorder = TransportRecorder()
        transport.start(
            HTTPFetch(id: 1, url: "ftp://127.0.0.1:\(server.port)/image.png"), limits: Self.limits,
            completion: recorder.completion(1))
        transport.start(HTTPFetch(id: 2, url: "http://"), limits: Self.limits, completion: recorder.completion(2))
        #expect(recorder.results(1) == [.failure(.badScheme)])
        #expect(recorder.results(2) == [.failure(.malformedURL)])
        #expect(try server.requestCount() == 0)
    }

    @Test func withoutLibcurlEveryFetchFailsCountedAsNoHTTPLibrary() throws {
        let server = try LoopbackImageServer()
        let transport = CurlTransport(libraryNames: ["libburin-no-such-curl.so.0"])
        let store = RemoteImageStore(limits: Self.limits, cacheDirectory: nil, transport: transport)
        defer { store.shutdown() }
        let urls = (0..<3).map { server.url("/image.png?row=\($0)") }
        store.request(urls)
        #expect(SettleWaiter(store).states(urls) == Array(repeating: .failed(.noHTTPLibrary), count: urls.count))
        #expect(store.statistics.failures(.noHTTPLibrary) == urls.count)
        #expect(RemoteImageFailure.noHTTPLibrary.reason == "libcurl not installed")
        #expect(try server.requestCount() == 0)
    }
}
